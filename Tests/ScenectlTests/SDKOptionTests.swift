import Foundation
import ScenectlConfig
import TestSupport
import Testing

@testable import ScenectlCommands

/// `sdk:` and `--sdk N` (docs/SceneFormat.md §1): the iOS SDK the app is built with; from 26,
/// on iOS 26, the bars have iOS 26's heights (docs/Layout.md §3).
@Suite struct SDKOptionTests {
  /// Built like Orbot's settings (Xcode 26, a 320 x 568 canvas): a tab bar and a navigation
  /// bar around a scroll view pinned to the safe area.
  static let yaml = """
    format: 1
    storyboard: Orbot
    initial: tabs
    devices: [iphone-se]
    sdk: 26
    scenes:
      tabs:
        kind: tabBarController
        segues: [ { kind: relationship, relationship: viewControllers, to: [nav] } ]
      nav:
        kind: navigationController
        segues: [ { kind: relationship, relationship: rootViewController, to: settings } ]
      settings:
        kind: viewController
        views:
          - { id: scroll, type: scrollView }
        constraints:
          - scroll.top = safeArea.top
          - scroll.bottom = safeArea.bottom
          - scroll.leading = superview.leading
          - scroll.trailing = superview.trailing

    """

  func layout(_ yaml: String, _ more: [String] = []) throws -> CommandOutput {
    try withTemporaryFile(yaml) {
      scenectl(["layout", $0, "--scene", "settings", "--device", "iphone-se"] + more)
    }
  }

  @Test func theFileSDKGivesIOS26Bars() throws {
    let output = try layout(Self.yaml)
    #expect(output.status == .success)
    #expect(output.stdout.hasSuffix("scroll [0, 74, 375, 510]\n"))
  }

  /// The near miss: without `sdk:` the format's 44 and 49; `--sdk 26` gives what the key gives.
  @Test func withoutItTheFormatsBarsAndTheOptionStandsForIt() throws {
    let plain = Self.yaml.replacingOccurrences(of: "sdk: 26\n", with: "")
    #expect(try layout(plain).stdout.hasSuffix("scroll [0, 64, 375, 554]\n"))
    #expect(try layout(plain, ["--sdk", "26"]).stdout.hasSuffix("scroll [0, 74, 375, 510]\n"))
    #expect(try layout(Self.yaml, ["--sdk", "18"]).stdout.hasSuffix("scroll [0, 64, 375, 554]\n"))
    #expect(try layout(Self.yaml, ["--ios", "18"]).stdout.hasSuffix("scroll [0, 64, 375, 554]\n"))
  }

  /// `render` draws the bars at the heights `layout` gives: the navigation bar down to 74,
  /// the tab bar from 83 above the bottom; without `sdk:`, 64 and 49.
  @Test func renderDrawsTheSameBars() throws {
    let drawn = try withTemporaryFile(Self.yaml) {
      scenectl("render", $0, "--scene", "settings", "--device", "iphone-se")
    }
    #expect(drawn.status == .success)
    #expect(drawn.stdout.contains(#"data-safe-area="74 83""#))
    #expect(drawn.stdout.contains(#"<rect x="0" y="0" width="375" height="74""#))
    #expect(drawn.stdout.contains(#"<rect x="0" y="584" width="375" height="83""#))
    let plain = Self.yaml.replacingOccurrences(of: "sdk: 26\n", with: "")
    let old = try withTemporaryFile(plain) {
      scenectl("render", $0, "--scene", "settings", "--device", "iphone-se")
    }
    #expect(old.stdout.contains(#"data-safe-area="64 49""#))
    #expect(old.stdout.contains(#"<rect x="0" y="618" width="375" height="49""#))
  }

  /// A XIB saved by Xcode 26 imports with `sdk: 26`, as a storyboard does; the same XIB
  /// saved by Xcode 10 (14460) with none.
  @Test func aXIBOfXcode26ImportsWithTheSDK() throws {
    let xib = try String(
      contentsOfFile: "\(repositoryRoot)/Tests/ScenectlTests/Fixtures/XIB/AvatarView.xib",
      encoding: .utf8)
    let old = try withTemporaryFile(xib, suffix: ".xib") { scenectl("import", $0) }
    #expect(old.status == .success)
    #expect(!old.stdout.contains("\nsdk:"))
    let saved = xib.replacingOccurrences(of: "14460.31", with: "24765")
      .replacingOccurrences(of: "14460.20", with: "24743")
    let new = try withTemporaryFile(saved, suffix: ".xib") { scenectl("import", $0) }
    #expect(new.stdout.contains("\nsdk: 26\n"))
  }

  @Test func aVersionOutOfRangeIsRefused() throws {
    let bad = Self.yaml.replacingOccurrences(of: "sdk: 26", with: "sdk: 100")
    let checked = try withTemporaryFile(bad) { scenectl("validate", $0) }
    #expect(checked.status == .problemsFound)
    #expect(
      checked.stdout.contains(
        ".yaml:5:6: error: sdk 100 is out of range: write the major version of the iOS SDK the "
          + "app is built with, 9 to 99 [invalid-value]\n"))
    let option = try layout(Self.yaml, ["--sdk", "8"])
    #expect(option.status == .usageOrInput)
    #expect(
      option.stderr
        == "scenectl: error: the value '8' is invalid for '--sdk': expected a major version "
        + "from 9 to 99, such as 26\n")
  }

  @Test func theConfigurationFillsTheOption() throws {
    let read = try ConfigurationFileReading.read("sdk: 26\n")
    let configuration = try #require(read)
    var arguments = ParsedCommandLine()
    configuration.fill(&arguments, taking: [.sdk], oneDevice: false)
    #expect(arguments.values(.sdk) == ["26"])
    var given = ParsedCommandLine(options: [(.sdk, "18")])
    configuration.fill(&given, taking: [.sdk], oneDevice: false)
    #expect(given.values(.sdk) == ["18"])
  }
}
