import Testing

@testable import ScenectlCommands

/// `--sources` beyond validate's checks (Fixtures/gallery-app): collection view cells,
/// unwind declarations from code in simulate, explore and import, and the static facts
/// simulate reports of an action's code.
@Suite struct SourceCommandsTests {
  let app = "Tests/ScenectlTests/Fixtures/gallery-app"
  var storyboard: String { "\(app)/Gallery.storyboard" }
  var sources: String { "\(app)/Sources" }

  @Test func collectionViewCellsByReuseIdentifier() {
    let output = scenectl("validate", storyboard, "--sources", sources, "--sources", "\(app)/Typos")
    #expect(output.status == .problemsFound)
    let typos = "\(app)/Typos/GalleryViewController+Typos.swift"
    let warning: String =
      "\(sources)/PhotoViewController.swift:6:22: warning: @IBOutlet 'caption' of "
      + "'PhotoViewController' is connected in no scene (it is nil at run time); connect it "
      + "or remove it [unconnected-outlet]"
    let typo: String =
      "\(typos):8:61: error: 'PhotoCel' is no collection view cell of the scenes of class "
      + "'GalleryViewController'; did you mean 'PhotoCell'? [unknown-identifier]"
    let namespace: String =
      "\(typos):13:51: error: 'PhotoCell' is no prototype cell of the scenes of class "
      + "'GalleryViewController'; there are none [unknown-identifier]"
    let lines = output.stdout.split(separator: "\n").map(String.init)
    // The import carries the collection view and its cells, so it lists nothing left out.
    #expect(lines == [warning, typo, namespace, "2 errors, 1 warning in 1 file"])
  }

  @Test func collectionViewCellNearMisses() {
    // "AddCell" (Swift) and "PhotoCell" (an Objective-C category) are the storyboard's cells;
    // a scene file without collection views does not say which collection cells there are,
    // so none is checked there.
    let output = scenectl("validate", storyboard, "--sources", sources)
    #expect(output.status == .success)
    #expect(output.stdout.hasSuffix("[unconnected-outlet]\n0 errors, 1 warning in 1 file\n"))
    let yaml = scenectl("validate", "\(app)/gallery.yaml", "--sources", sources)
    #expect(yaml.stdout.hasSuffix("[unconnected-outlet]\n0 errors, 1 warning in 1 file\n"))
  }

  @Test func simulateReportsTheSeguesAnActionsCodeMayPerform() {
    let output = scenectl("simulate", storyboard, "--sources", sources, "--tap", "addButton")
    #expect(output.status == .success)
    #expect(
      output.stdout.contains(
        """
        tap addButton
          action 'add' of 'galleryViewController' (primaryAction from 'addButton')
          calls 'add:' on GalleryViewController (code, not run; it may perform segue 'showPhoto')

        hierarchy:
        """))
    // Warnings are counted as the file's own are.
    #expect(
      output.stderr
        == "scenectl: warning: '\(storyboard)' has 1 warning; 'scenectl validate \(storyboard) "
        + "--sources \(sources)' lists them\n")
    let without = scenectl("simulate", storyboard, "--tap", "addButton")
    #expect(without.stdout.contains("  calls 'add:' on GalleryViewController (code, not run)\n"))
  }

  @Test func sourceErrorsStopSimulateAndExplore() {
    for command in ["simulate", "explore"] {
      let output = scenectl(command, storyboard, "--sources", sources, "--sources", "\(app)/Typos")
      #expect(output.status == .problemsFound)
      #expect(output.stdout == "")
      #expect(
        output.stderr.hasSuffix(
          "[unknown-identifier]\nscenectl: error: '\(storyboard)' has errors; nothing was "
            + "\(command == "simulate" ? "simulated" : "explored")\n"))
    }
    let missing = scenectl("explore", storyboard, "--sources", "\(app)/NoSuchFolder")
    #expect(missing.status == .usageOrInput)
    #expect(
      missing.stderr
        == "scenectl: error: '--sources \(app)/NoSuchFolder' is not a folder; give the folder of "
        + "the app's code\n")
  }

  @Test func unwindsDeclaredByCodeResolveInSimulateAndExplore() {
    // gallery.yaml declares no unwind action: only the code says who implements it.
    let yaml = "\(app)/gallery.yaml"
    #expect(scenectl("validate", yaml).stdout.contains("[unwind-unknown-action]"))
    let simulated = scenectl(
      "simulate", yaml, "--sources", sources, "--tap", "show", "--tap", "done")
    #expect(simulated.status == .success)
    #expect(
      simulated.stdout.contains(
        """
        tap done
          segue unwind: photo → gallery, which implements 'unwindToGalleryWithSender:'
          calls 'unwindToGalleryWithSender:' on GalleryViewController (code, not run)

        """))
    let explored = scenectl("explore", yaml, "--sources", sources)
    #expect(explored.status == .success)
    #expect(explored.stdout.contains("scenes reached (2):\n  gallery: launch\n  photo: tap show\n"))
    #expect(explored.stdout.hasSuffix("findings (0):\n"))
  }

  @Test func importWritesTheUnwindDeclarationsFoundInCode() {
    let output = scenectl("import", storyboard, "--sources", sources)
    #expect(output.status == .success)
    #expect(
      output.stdout.contains(
        """
            # from the code: GalleryViewController implements them
            unwindActions: ["unwindToGalleryWithSender:"]

        """))
    #expect(
      output.stderr.hasSuffix(
        "\(storyboard):69:83: from code: scene 'galleryViewController' implements "
          + "'unwindToGalleryWithSender:' (GalleryViewController, "
          + "\(sources)/GalleryViewController.swift:18:18)\n"))
    let guessed = scenectl("import", storyboard)
    #expect(
      guessed.stderr.hasSuffix(
        "\(storyboard):69:83: guessed: scene 'galleryViewController' implements "
          + "'unwindToGalleryWithSender:' (check 'unwindActions:')\n"))
    #expect(guessed.stdout.contains("# guessed by the import"))
  }
}
