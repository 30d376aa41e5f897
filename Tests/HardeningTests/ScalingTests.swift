import Diagnostics
import Foundation
import SceneModel
import ScenectlCommands
import Testing

/// Loaders and checks that once grew with the square of a file's size, run on 20,000 items
/// (issue "Hardening II", item 4): each asserts the result, not the time; the times are
/// measured by `Tools/scale-quadratic.sh`.
@Suite struct ScalingTests {
  static let count = 20_000

  /// Loads and validates `text` (without layout), failing the test on YAML errors.
  static func validate(_ text: String) -> (storyboard: Storyboard?, diagnostics: [String]) {
    let result = StoryboardLoader.load(Array(text.utf8), file: "scale.yaml")
    let printer = DiagnosticPrinter()
    guard let storyboard = result.storyboard else {
      return (nil, result.diagnostics.map(render))
    }
    let diagnostics = result.diagnostics + Validator.validate(storyboard)
    return (storyboard, diagnostics.map(render))
    func render(_ diagnostic: Diagnostic) -> String {
      String(printer.render(diagnostic).dropLast())  // its newline
    }
  }

  static let head = "format: 1\nstoryboard: X\ninitial: s0\ndevices: [iphone]\n"

  @Test func twentyThousandStateKeys() throws {
    let keys = (0..<Self.count).map { "  k\($0): \($0)\n" }.joined()
    let text = Self.head + "state:\n  n: 0\n" + keys + "scenes:\n  s0:\n    kind: viewController\n"
      + "    views: [{ id: b, type: button, title: B, frame: [0, 0, 100, 40] }]\n"
      + "    actions:\n      - name: go\n        from: b\n        do:\n"
      + "          - { set: state.k19999, to: 'state.k0 + state.k19998' }\n"
      + "          - { set: state.n, to: 'state.kk19999' }\n"
    let (storyboard, diagnostics) = Self.validate(text)
    #expect(storyboard?.state.count == Self.count + 1)
    #expect(
      diagnostics == [
        "scale.yaml:\(Self.count + 16):34: error: 'state.kk19999' is not declared; add"
          + " 'kk19999' under 'state'; did you mean 'k19999'? [unknown-state]"
      ])
    let output = try scenectl(
      "simulate", scene: text.replacingOccurrences(of: "state.kk19999", with: "state.k1"),
      ["--tap", "b"])
    #expect(output.status == .success)
    #expect(output.stdout.contains("  set state.k19999 = 19998\n  set state.n = 1\n"))
  }

  @Test func twentyThousandSceneProperties() throws {
    let properties = (0..<Self.count).map { "      p\($0): \($0)\n" }.joined()
    let sets = (0..<5_000).map { "      - { set: self.p\($0), to: 'self.p\(Self.count - 1 - $0)' }\n" }
      .joined()
    let text = Self.head + "scenes:\n  s0:\n    kind: viewController\n    properties:\n"
      + properties + "    onAppear:\n" + sets
    let (storyboard, diagnostics) = Self.validate(text)
    #expect(storyboard?.scenes.first?.properties.count == Self.count)
    #expect(diagnostics == [])
    let output = try scenectl("simulate", scene: text)
    #expect(output.status == .success)
    #expect(output.stdout.contains("  set self.p0 = 19999\n"))
    #expect(output.stdout.contains("  set self.p4999 = 15000\n"))
  }

  @Test func twentyThousandActionsOnTwentyThousandViews() {
    let views = (0..<Self.count).map {
      "      - { id: b\($0), type: button, title: B, frame: [0, 0, 10, 10] }\n"
    }.joined()
    let actions = (0..<Self.count).map {
      "      - { name: a\($0), from: b\(Self.count - 1 - $0), do: [] }\n"
    }.joined()
    let text = Self.head + "scenes:\n  s0:\n    kind: viewController\n    views:\n" + views
      + "    actions:\n" + actions + "      - { name: lost, from: b19999x, do: [] }\n"
    let (storyboard, diagnostics) = Self.validate(text)
    #expect(storyboard?.scenes.first?.allViews.count == Self.count)
    #expect(storyboard?.scenes.first?.view("b12345")?.location.line == 12_354)
    #expect(
      diagnostics == [
        "scale.yaml:\(2 * Self.count + 10):29: error: action 'lost' is sent from 'b19999x',"
          + " which is not a control or bar item of scene 's0'; did you mean 'b19999'?"
          + " [action-dangling-target]"
      ])
  }

  /// Bar items, actions and segues from them, and steps that perform the segues and present
  /// the alerts, 20,000 of each in one scene: each is looked up by id, not searched for.
  @Test func twentyThousandBarItemsSeguesAlertsAndSteps() {
    let n = Self.count
    let items = (0..<n).map { "      - { id: t\($0), title: T }\n" }.joined()
    let actions = (0..<n).map { "      - { name: a\($0), from: t\(n - 1 - $0), do: [] }\n" }.joined()
    let segues = (0..<n).map { "      - { id: g\($0), kind: modal, from: t\($0), to: s1 }\n" }
      .joined()
    let alerts = (0..<n).map { "      w\($0): { style: alert, title: W, actions: [{ title: OK }] }\n" }
      .joined()
    let steps = (0..<n).map { "          - { segue: g\(n - 1 - $0) }\n          - { present: w\($0) }\n" }
      .joined()
    let text = Self.head + "scenes:\n  s0:\n    kind: viewController\n    toolbarItems:\n" + items
      + "    actions:\n" + actions + "      - name: go\n        from: t0\n        do:\n" + steps
      + "          - { segue: g19999x }\n    segues:\n" + segues + "    alerts:\n" + alerts
      + "  s1:\n    kind: viewController\n    views: [{ id: d, type: button, title: Done }]\n"
      + "    actions: [{ name: done, from: d, do: [dismiss] }]\n"
    let (storyboard, diagnostics) = Self.validate(text)
    #expect(storyboard?.scenes.first?.barItem("t12345")?.location.line == 12_354)
    #expect(
      diagnostics == [
        "scale.yaml:\(4 * n + 13):22: error: scene 's0' has no segue with identifier 'g19999x';"
          + " did you mean 'g19999'? [step-unknown-segue]",
        "scale.yaml:9:9: warning: the 'toolbarItems' of 's0' are never shown: 's0' is never the "
          + "root of a navigation controller nor pushed onto one, and a navigation controller "
          + "shows only the toolbar items of the scene on top of its stack; put 's0' in a "
          + "navigation controller, or remove them [toolbar-items-never-shown]",
      ])
  }

  /// Every scene's segue goes to a scene that does not exist (`sNx` for scene `sN`): each
  /// is reported, and suggestions stop once the file's comparison budget is spent, after
  /// 2,000,000 / 10,000 = 200 of them (10,000 scenes, to keep the debug test
  /// run short).
  @Test func tenThousandDanglingSeguesAmongTenThousandScenes() {
    let scenes = (0..<10_000).map {
      "  s\($0):\n    kind: viewController\n    views: [{ id: b, type: button, title: B }]\n"
        + "    segues: [{ kind: modal, from: b, to: s\($0)x }]\n"
    }.joined()
    let (storyboard, diagnostics) = Self.validate(Self.head + "scenes:\n" + scenes)
    #expect(storyboard?.scenes.count == 10_000)
    let dangling = diagnostics.filter { $0.hasSuffix("[segue-dangling-destination]") }
    #expect(dangling.count == 10_000)
    // Every scene but the first is unreachable.
    #expect(diagnostics.count - dangling.count == 10_000 - 1)
    #expect(dangling.filter { $0.contains("did you mean") }.count == 200)
    #expect(dangling.first?.contains("which is not a scene; did you mean 's0'?") == true)
    #expect(dangling.last?.hasSuffix("which is not a scene [segue-dangling-destination]") == true)
  }

  /// The length filter and the budget leave small files' suggestions as they were.
  @Test func smallFilesKeepTheirSuggestions() {
    let text = Self.head + "scenes:\n  s0:\n    kind: viewController\n"
      + "    views: [{ id: b, type: button, title: B }]\n"
      + "    segues: [{ kind: modal, from: b, to: Detial }, { kind: push, from: b, to: detailx }]\n"
      + "  Detail:\n    kind: viewController\n"
    let (_, diagnostics) = Self.validate(text)
    #expect(
      diagnostics.filter { $0.contains("segue-dangling-destination") }.map {
        String($0.split(separator: ": error: ")[1])
      } == [
        "the modal segue from 'b' goes to 'Detial', which is not a scene; did you mean 'Detail'?"
          + " [segue-dangling-destination]\nscale.yaml:10:3: note: scene 'Detail' is unreachable: "
          + "no relationship or segue leads to it from 's0'; if this segue should go there, write "
          + "'to: Detail'",
        "the push segue from 'b' goes to 'detailx', which is not a scene; did you mean 'Detail'?"
          + " [segue-dangling-destination]",
      ])
  }
}
