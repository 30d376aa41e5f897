import Foundation
import Testing

@testable import ScenectlCommands

/// A file large enough for every concurrent path of `validate`: the YAML pipe (256 KiB and
/// up), scenes read in runs (64 scenes and up) and the checks beside the layout runs. Its
/// problems, one for each stage and spread over the runs, must come out exactly as they do
/// one at a time, whether the inputs are kept until exit or freed.
@Suite struct LargeFileTests {
  static let sceneCount = 320

  /// A scene with 8 views and 18 constraints; `problem` adds one fault.
  static func scene(_ i: Int, problem: String?) -> String {
    var lines = [
      "  s\(i):",
      "    kind: viewController",
      "    title: \"Scene \(i)\"",
      "    views:",
      "      - { id: title, type: label, text: \"Chapter \(i) of the story\" }",
      "      - { id: field, type: textField, placeholder: Name }",
      "      - { id: toggle, type: switch, on: true }",
      "      - { id: card, type: view, subviews: [ { id: inner, type: label, text: Card } ] }",
      "      - { id: go, type: button, title: Next }",
      "      - { id: help, type: button, title: Help }",
      "      - { id: foot, type: label, text: \"Footnote number \(i)\" }",
    ]
    if problem == "loader" { lines.append("    colour: red") }
    if problem == "outlet" { lines += ["    outlets:", "      missing: { view: nowhere }"] }
    if i + 1 < sceneCount {
      lines += ["    segues:", "      - { kind: push, from: go, to: s\(i + 1) }"]
    }
    lines.append("    constraints:")
    lines += [
      "title.top = safeArea.top + 20", "title.leading = superview.leading + 20",
      "field.top = title.bottom + 8", "field.leading = title.leading",
      "field.trailing = toggle.leading - 8", "toggle.centerY = field.centerY",
      "toggle.trailing = superview.trailing - 20", "card.top = field.bottom + 20",
      "card.leading = superview.leading + 20", "card.trailing = superview.trailing - 20",
      "card.height = 80", "inner.centerX = card.centerX", "inner.centerY = card.centerY",
      "go.top = card.bottom + 20", "go.leading = card.leading", "help.top = go.top",
      "help.trailing = card.trailing", "foot.top = go.bottom + 20", "foot.leading = go.leading",
    ].map { "      - \($0)" }
    if problem == "layout" { lines.append("      - card.height = 90") }
    return lines.joined(separator: "\n") + "\n"
  }

  static let problems = [7: "loader", 161: "outlet", 300: "layout"]

  static var file: String {
    var text = """
      format: 1
      storyboard: Large
      initial: nav
      devices: [iphone-se, iphone, ipad]
      scenes:
        nav:
          kind: navigationController
          segues: [ { kind: relationship, relationship: rootViewController, to: s0 } ]

      """
    for i in 0..<sceneCount { text += scene(i, problem: problems[i]) }
    return text
  }

  @Test func everyStageReportsItsProblemOnce() throws {
    let text = Self.file
    #expect(text.utf8.count > 256 << 10)
    let path = NSTemporaryDirectory() + "scenectl-large-\(UUID().uuidString).yaml"
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let freed = Scenectl.run(["validate", path])
    let kept = Scenectl.run(
      ["validate", path], environment: Scenectl.Environment(keepsInputsUntilExit: true))
    #expect(kept.stdout == freed.stdout)
    #expect(freed.status == .problemsFound)
    let lines = freed.stdout.replacingOccurrences(of: path, with: "large.yaml")
      .split(separator: "\n").map(String.init)
    #expect(
      lines == [
        "large.yaml:251:5: error: unknown key 'colour' in scene 's7'; expected one of: kind, "
          + "class, title, tabItem, navigationItem, toolbarItems, hidesBottomBarWhenPushed, modalInPresentation, "
          + "properties, views, outlets, actions, onAppear, segues, constraints, alerts, "
          + "unwindActions, partialLayout, ib, storyboardIdentifier, rootFromCode, "
          + "navigationBarHidden, freeViews, objects, definesPresentationContext, toolbarHidden, "
          + "reference, runtimeAttributes, prefersLargeTitles, edgesForExtendedLayout, gestures, "
          + "backgroundColor, simulatedBars, opaqueNavigationBar, opaqueTabBar [unknown-key]",
        "large.yaml:5335:24: error: outlet 'missing' connects to 'nowhere', which is not a view "
          + "or bar item of scene 's161' [outlet-dangling-destination]",
        "large.yaml:9945:9: error: unable to simultaneously satisfy constraints on iphone-se, "
          + "iphone and ipad: constraint 'card.height = 90' conflicts with 1 other constraint; "
          + "it is left out [layout-conflict]",
        "large.yaml:9936:9: note: conflicting constraint 'card.height = 80'",
        "large.yaml:9945:9: note: conflicting constraint 'card.height = 90'",
        "3 errors, 0 warnings in 1 file",
      ])
  }
}
