import Foundation
import TestSupport
import Testing

@testable import ScenectlCommands

/// GoMap's main storyboard refers to its `POI.storyboard`, both in the corpus (read where
/// they lie, through links named as the app names them, in a temporary folder): the
/// reference is followed into POI's tab bar controller; its three other references name
/// files the corpus does not hold.
@Suite struct CorpusReferenceTests {
  @Test func goMapFollowsItsReferenceIntoPOI() throws {
    guard StoryboardCorpusTests.files() != nil else { return }
    let corpus = StoryboardCorpusTests.folder
    try withTemporaryFolder { folder in
      let links = [
        "MainStoryboard.storyboard": "bryceco__GoMap__MainStoryboard.storyboard",
        "POI.storyboard": "bryceco__GoMap__POI.storyboard",
      ]
      for (name, target) in links {
        try FileManager.default.createSymbolicLink(
          atPath: "\(folder)/\(name)", withDestinationPath: "\(corpus)/\(target)")
      }
      let main = "\(folder)/MainStoryboard.storyboard"
      // The links lead out of the temporary folder: the run may read all of the machine.
      let validate = scenectl("validate", main, "--root", "/")
      let unresolved = validate.stdout.split(separator: "\n").filter {
        $0.hasSuffix("[reference-unresolved]")
      }.map {
        $0.replacingOccurrences(of: folder + "/", with: "")
          .components(separatedBy: " cannot be followed")[0]
      }
      #expect(
        unresolved == [
          "MainStoryboard.storyboard:393:44: warning: storyboard reference "
            + "'displayViewController' (scene 'DisplayViewController' of Display.storyboard)",
          "MainStoryboard.storyboard:403:44: warning: storyboard reference "
            + "'uploadViewController' (scene 'UploadViewController' of Changeset.storyboard)",
          "MainStoryboard.storyboard:411:44: warning: storyboard reference "
            + "'settingsViewController' (scene 'SettingsViewController' of Settings.storyboard)",
        ])
      // GoMap's 'flashLabel' is ambiguous (layout-ambiguous): the map is drawn anyway.
      let graph = scenectl("graph", main, "--root", "/", "--allow-errors")
      #expect(graph.status == .problemsFound)
      #expect(
        graph.stdout.contains(
          "\"poiTabBar\" [label=\"poiTabBar\\ntabBarController\\nPOITabBarController\\n"
            + "“Attributes”\\nin POI.storyboard\"];"))
      #expect(
        graph.stdout.contains(
          "\"mainViewController\" -> \"poiTabBar\" [label=\"modal (automatic)\\nmanual "
            + "'poiSegue'\", color=\"#c2410c\"];"))
      #expect(
        graph.stdout.contains(
          "\"displayViewController\" [label=\"displayViewController\\nviewController\\n"
            + "reference to Display.storyboard (not followed)\"];"))
    }
  }
}
