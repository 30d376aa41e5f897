import Testing

@testable import ScenectlCommands

/// A toolbar and a navigation bar with spaces and the newer system items
/// (`Fixtures/bar-spaces.yaml`): the items are on screen and tappable, the spaces are not.
@Suite struct BarSpaceCommandTests {
  let file = "Tests/ScenectlTests/Fixtures/bar-spaces.yaml"

  @Test func theCameraItemIsTappedAndTheSpacesAreNotOnScreen() {
    let output = scenectl("simulate", file, "--tap", "cameraButton")
    #expect(output.status == .success)
    #expect(
      output.stdout.hasSuffix(
        """
        tap cameraButton
          action 'takePhoto' of 'photos' (primaryAction from 'cameraButton')
          set status.text = "camera"

        hierarchy:
          window
          └─ nav (navigationController)
             └─ photos (navigation bar: Photos | [Search] | [Bookmarks], toolbar: Camera Fast Forward Trash)

        on screen: top 'photos', stack nav > photos
          photos.status label "camera" [171, 123, 51, 21]
          photos.searchButton barItem "Search"
          photos.bookmarksButton barItem "Bookmarks"
          photos.cameraButton barItem "Camera"
          photos.fastForwardButton barItem "Fast Forward"
          photos.trashButton barItem "Trash"

        """))
  }

  @Test func theFileValidatesCleanly() {
    let output = scenectl("validate", file)
    #expect(output.status == .success)
    #expect(output.stdout == "0 errors, 0 warnings in 1 file\n")
  }
}
