import Testing

@testable import ScenectlCommands

/// Collection views (docs/SceneFormat.md, collection views), end to end: `--select
/// COLLECTION:N` selects item N of its rows and performs the item's selection segue with
/// `row`, an item prototype's views are a template (not on screen), the prototype's content is
/// laid out at `itemSize`, and explore selects items.
@Suite struct CollectionViewCommandTests {
  let file = "Tests/ScenectlTests/Fixtures/photo-grid.yaml"

  @Test func selectingAnItemPerformsItsSegueWithTheRow() {
    let output = scenectl("simulate", file, "--select", "photos:1")
    #expect(output.status == .success)
    #expect(
      output.stdout.hasSuffix(
        """
        select photos:1
          select item 1 of 'photos'
          segue push: grid → photo, pushed onto 'nav'
          pass photo.photoTitle = "Hills"
          photo viewDidLoad
          grid viewWillDisappear
          photo viewWillAppear
          grid viewDidDisappear
          photo viewDidAppear

        hierarchy:
          window
          └─ nav (navigationController)
             ├─ grid (collectionViewController, not on screen)
             └─ photo (navigation bar: ‹ Photos | Photo)

        on screen: top 'photo', stack nav > photo
          photo.caption label "Caption" [20, 120, 200, 21]

        """))
    let outOfRange = scenectl("simulate", file, "--select", "photos:3")
    #expect(outOfRange.status == .problemsFound)
    #expect(
      outOfRange.stderr.contains(
        "step 1 (select photos:3): item 3 is out of range: 'photos' has 3 items"))
  }

  @Test func anItemPrototypesViewsAreATemplateNotOnScreen() {
    let output = scenectl("simulate", file, "--tap", "thumbnail")
    #expect(output.status == .problemsFound)
    #expect(
      output.stderr.contains(
        "'thumbnail' is in item prototype 'PhotoCell', a template each item of 'photos' "
          + "copies, not a view on screen: select an item with '--select photos:N'"))
    #expect(
      output.stdout.hasSuffix(
        """
        on screen: top 'grid', stack nav > grid
          grid.photos collectionView 3 items: "{title: Beach}", "{title: Hills}", "{title: Lake}" \
        [0, 0, 393, 852]

        """))
  }

  @Test func theItemPrototypeIsLaidOutAtItsItemSize() {
    let output = scenectl("layout", file, "--scene", "grid")
    #expect(output.status == .success)
    #expect(
      output.stdout
        == """
        scene 'grid' on iphone (393 x 852), safe area [0, 103, 393, 715], navigation bar
        photos [0, 0, 393, 852]
        PhotoCell [0, 0, 100, 120]
        thumbnail [0, 0, 100, 120]

        """)
  }

  @Test func exploreSelectsItems() {
    let output = scenectl("explore", file)
    #expect(output.status == .success)
    #expect(
      output.stdout.contains(
        """
        scenes reached (2):
          grid: launch
          photo: select photos:0
        """))
  }

  /// With `--sources`, a scene file's items are the collection view cells code dequeues, in
  /// their own namespace: a collection cell's id is no table prototype's.
  @Test func itemsAreTheCollectionCellsCodeDequeues() {
    let app = "Tests/ScenectlTests/Fixtures/gallery-app"
    let output = scenectl(
      "validate", "\(app)/gallery-grid.yaml", "--sources", "\(app)/Sources", "--sources",
      "\(app)/Typos")
    #expect(output.status == .problemsFound)
    let typos = "\(app)/Typos/GalleryViewController+Typos.swift"
    #expect(
      output.stdout.hasSuffix(
        """
        \(typos):8:61: error: 'PhotoCel' is no collection view cell of the scenes of class \
        'GalleryViewController'; did you mean 'PhotoCell'? [unknown-identifier]
        \(typos):13:51: error: 'PhotoCell' is no prototype cell of the scenes of class \
        'GalleryViewController'; there are none [unknown-identifier]
        2 errors, 2 warnings in 1 file

        """))
  }
}
