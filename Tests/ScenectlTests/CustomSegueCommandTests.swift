import TestSupport
import Testing

@testable import ScenectlCommands

/// Custom segues and segue classes (`Fixtures/custom-segue.yaml`, an extension): a
/// `kind: custom` segue presents modally and names its class, whose code is not run; a show
/// segue with a class of its own pushes as a show segue does; the mistakes are located.
@Suite struct CustomSegueCommandTests {
  let file = "Tests/ScenectlTests/Fixtures/custom-segue.yaml"

  @Test func aCustomSeguePresentsModallyAndAShowSegueWithAClassPushes() {
    let output = scenectl(
      "simulate", file, "--tap", "fadeButton", "--tap", "doneButton", "--tap", "slideButton")
    #expect(output.status == .success)
    let steps = output.stdout.components(separatedBy: "\n\n").filter { $0.hasPrefix("tap ") }
    #expect(
      steps == [
        """
        tap fadeButton
          segue custom 'fade' (class CrossDissolveSegue, code not run): menu → faded, presented as pageSheet (automatic)
          faded viewDidLoad
          faded viewWillAppear
          faded viewDidAppear
        """,
        """
        tap doneButton
          segue unwind: faded → menu
          faded viewWillDisappear
          faded viewDidDisappear
        """,
        """
        tap slideButton
          segue show 'slide' (class SlideSegue, code not run): menu → slid, pushed onto 'nav'
          slid viewDidLoad
          menu viewWillDisappear
          slid viewWillAppear
          menu viewDidDisappear
          slid viewDidAppear
        """,
      ])
  }

  @Test func mistakesAreLocated() throws {
    let yaml = """
      format: 1
      storyboard: T
      initial: a
      scenes:
        a:
          kind: viewController
          views: [ { id: b, type: button, title: Go, frame: [0, 0, 10, 10] } ]
          segues:
            - { kind: custom, from: b, to: c }
            - { kind: custm, from: b, to: c }
            - { kind: custom, class: "My.Segue", from: b, to: c }
        c:
          kind: viewController
      """
    let output = try withTemporaryFile(yaml) { scenectl("validate", $0) }
    #expect(output.status == .problemsFound)
    // Each line without the temporary file's path: `LINE:COLUMN: error: ...`.
    let errors = output.stdout.split(separator: "\n").filter { $0.contains(": error: ") }
      .map { $0.split(separator: ".yaml:", maxSplits: 1).last ?? "" }
    #expect(
      errors == [
        "9:9: error: a custom segue has no 'class'; add it [missing-key]",
        "10:17: error: 'custm' is not a valid segue kind; did you mean 'custom'? [invalid-value]",
        "11:32: error: 'My.Segue' is not a valid class name: ids have no '.' (a scene's views, bar items and prototype cells share one space of ids); write 'Segue' [invalid-id]",
      ])
  }
}
