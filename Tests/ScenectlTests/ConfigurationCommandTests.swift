import Foundation
import ScenectlConfig
import TestSupport
import Testing

@testable import ScenectlCommands

/// A scene file with an error (`duplicate-id`, at 12:13) and a warning (`unreachable-scene`,
/// at 16:3).
let shopScene = """
  format: 1
  storyboard: Shop
  initial: home
  scenes:
    home:
      kind: viewController
      views:
        - id: title
          type: label
          text: Shop
          frame: [20, 120, 200, 30]
        - id: title
          type: label
          text: Again
          frame: [20, 160, 200, 30]
    orphan:
      kind: viewController

  """

/// Runs `scenectl` standing in `folder` (where `.scenectl.yml` is searched from), with the
/// relative paths of files (`*.yaml`, `*.yml`, `*.storyboard`) and of `App` taken from `top`, and shows paths
/// relative to `top`.
func scenectl(in folder: String, top: String, _ arguments: [String]) -> CommandOutput {
  func isPath(_ argument: String) -> Bool {
    !argument.hasPrefix("/")
      && (argument.hasPrefix("App") || argument.hasSuffix(".yaml") || argument.hasSuffix(".yml")
        || argument.hasSuffix(".storyboard"))
  }
  var output = Scenectl.run(
    arguments.map { isPath($0) ? "\(top)/\($0)" : $0 },
    environment: Scenectl.Environment(workingFolder: folder))
  output.stdout = output.stdout.replacingOccurrences(of: top + "/", with: "")
  output.stderr = output.stderr.replacingOccurrences(of: top + "/", with: "")
  return output
}

/// `.scenectl.yml` (issue 32, item 2): one test for each key, discovery upwards, `--config`
/// and `--no-config`, located mistakes and did-you-mean.
@Suite struct ConfigurationCommandTests {
  /// A folder with `App/Shop.yaml`, `App/Legacy/Old.yaml` (the same file) and the
  /// configuration `config`, if any.
  func withApp<T>(config: String?, _ body: (String) throws -> T) throws -> T {
    try withTemporaryFolder { top in
      try FileManager.default.createDirectory(
        atPath: "\(top)/App/Legacy", withIntermediateDirectories: true)
      try write(shopScene, to: "\(top)/App/Shop.yaml")
      try write(shopScene, to: "\(top)/App/Legacy/Old.yaml")
      if let config { try write(config, to: "\(top)/.scenectl.yml") }
      return try body(top)
    }
  }

  @Test func withoutAConfigurationEveryRuleRuns() throws {
    try withApp(config: nil) { top in
      let output = scenectl(in: top, top: top, ["validate", "App/Shop.yaml"])
      #expect(output.status == .problemsFound)
      #expect(
        output.stdout == """
          App/Shop.yaml:12:13: error: id 'title' is used twice in scene 'home'; give each view and bar item its own id [duplicate-id]
          App/Shop.yaml:8:13: note: 'title' first defined here
          App/Shop.yaml:16:3: warning: scene 'orphan' is unreachable: no relationship or segue leads to it from the initial scene 'home' [unreachable-scene]
          1 error, 1 warning in 1 file

          """)
    }
  }

  @Test func disabledRulesAndSeverities() throws {
    let config = """
      disabled_rules: [unreachable-scene]
      severity:
        duplicate-id: note
      """
    try withApp(config: config) { top in
      let output = scenectl(in: top, top: top, ["validate", "App/Shop.yaml"])
      #expect(output.status == .success)
      #expect(output.stderr == "")
      #expect(
        output.stdout == """
          App/Shop.yaml:12:13: note: id 'title' is used twice in scene 'home'; give each view and bar item its own id [duplicate-id]
          App/Shop.yaml:8:13: note: 'title' first defined here
          0 errors, 0 warnings in 1 file

          """)
    }
  }

  @Test func severityOffAndWarningToError() throws {
    try withApp(config: "severity: {duplicate-id: off, unreachable-scene: error}\n") { top in
      let output = scenectl(in: top, top: top, ["validate", "App/Shop.yaml"])
      #expect(output.status == .problemsFound)
      #expect(
        output.stdout == """
          App/Shop.yaml:16:3: error: scene 'orphan' is unreachable: no relationship or segue leads to it from the initial scene 'home' [unreachable-scene]
          1 error, 0 warnings in 1 file

          """)
    }
  }

  @Test func excludedLeavesOutFilesFoundInAFolder() throws {
    let config = "excluded: [\"App/Legacy\"]\ndisabled_rules: [unreachable-scene]\n"
    try withApp(config: config) { top in
      let output = scenectl(in: top, top: top, ["validate", "App"])
      #expect(
        output.stdout == """
          App/Shop.yaml:12:13: error: id 'title' is used twice in scene 'home'; give each view and bar item its own id [duplicate-id]
          App/Shop.yaml:8:13: note: 'title' first defined here
          1 error, 0 warnings in 1 file

          """)
      // A file named on the command line is checked all the same.
      let named = scenectl(in: top, top: top, ["validate", "App/Legacy/Old.yaml"])
      #expect(named.stdout.hasSuffix("1 error, 0 warnings in 1 file\n"))
    }
  }

  @Test func includedKeepsOnlyMatchingFiles() throws {
    let config = "included: [\"**/Legacy/*.yaml\"]\ndisabled_rules: [unreachable-scene]\n"
    try withApp(config: config) { top in
      let output = scenectl(in: top, top: top, ["validate", "App"])
      #expect(
        output.stdout == """
          App/Legacy/Old.yaml:12:13: error: id 'title' is used twice in scene 'home'; give each view and bar item its own id [duplicate-id]
          App/Legacy/Old.yaml:8:13: note: 'title' first defined here
          1 error, 0 warnings in 1 file

          """)
    }
  }

  static let wideScene = """
    format: 1
    storyboard: Wide
    initial: home
    scenes:
      home:
        kind: viewController
        class: HomeViewController
        views:
          - id: badge
            type: label
            text: New
            frame: [600, 120, 100, 30]

    """

  @Test func devicesAndSourcesAreDefaultsOfTheOptions() throws {
    try withTemporaryFolder { top in
      try write(Self.wideScene, to: "\(top)/Wide.yaml")
      try FileManager.default.createDirectory(
        atPath: "\(top)/Code", withIntermediateDirectories: true)
      try write("class OtherViewController: UIViewController {}\n", to: "\(top)/Code/Other.swift")
      let offscreen = """
        Wide.yaml:9:13: warning: view 'badge' is outside the screen on iphone-se and iphone [layout-offscreen]
        0 errors, 1 warning in 1 file

        """
      #expect(scenectl(in: top, top: top, ["validate", "Wide.yaml"]).stdout == offscreen)
      try write("devices: [ipad]\nsources: [Code]\n", to: "\(top)/.scenectl.yml")
      #expect(
        scenectl(in: top, top: top, ["validate", "Wide.yaml"]).stdout == """
          Wide.yaml:7:12: warning: class 'HomeViewController' of scene 'home' is in none of the sources (UIKit logs "Unknown class HomeViewController in Interface Builder file" and uses a plain view controller); fix the name or add its file to '--sources' [class-not-in-sources]
          0 errors, 1 warning in 1 file

          """)
      // The command line's own options win.
      #expect(
        scenectl(in: top, top: top, ["validate", "Wide.yaml", "--device", "iphone"]).stdout
          == """
          Wide.yaml:7:12: warning: class 'HomeViewController' of scene 'home' is in none of the sources (UIKit logs "Unknown class HomeViewController in Interface Builder file" and uses a plain view controller); fix the name or add its file to '--sources' [class-not-in-sources]
          Wide.yaml:9:13: warning: view 'badge' is outside the screen on iphone [layout-offscreen]
          0 errors, 2 warnings in 1 file

          """)
    }
  }

  @Test func iosFillsTheOptionUnlessGiven() throws {
    let read = try ConfigurationFileReading.read("ios: 12\ndevices: [iphone-se]\n")
    var configuration = try #require(read)
    var arguments = ParsedCommandLine()
    configuration.fill(&arguments, taking: [.ios, .device], oneDevice: false)
    #expect(arguments.values(.ios) == ["12"])
    #expect(arguments.values(.device) == ["iphone-se"])
    configuration.ios = 15
    var given = ParsedCommandLine(options: [(.ios, "13")])
    configuration.fill(&given, taking: [.ios, .device], oneDevice: false)
    #expect(given.values(.ios) == ["13"])
  }

  @Test func foundFromTheWorkingFolderUpwards() throws {
    try withApp(config: "disabled_rules: [duplicate-id, unreachable-scene]\n") { top in
      let output = scenectl(in: "\(top)/App/Legacy", top: top, ["validate", "App/Shop.yaml"])
      #expect(output.stdout == "0 errors, 0 warnings in 1 file\n")
      // Standing above it, none is found.
      let above = scenectl(
        in: FileManager.default.temporaryDirectory.path, top: top, ["validate", "App/Shop.yaml"])
      #expect(above.stdout.hasSuffix("1 error, 1 warning in 1 file\n"))
    }
  }

  @Test func configNamesAFileAndNoConfigReadsNone() throws {
    try withApp(config: "disabled_rules: [duplicate-id, unreachable-scene]\n") { top in
      try write("disabled_rules: [unreachable-scene]\n", to: "\(top)/strict.yml")
      let named = scenectl(
        in: top, top: top, ["validate", "App/Shop.yaml", "--config", "\(top)/strict.yml"])
      #expect(named.stdout.hasSuffix("1 error, 0 warnings in 1 file\n"))
      let none = scenectl(in: top, top: top, ["validate", "App/Shop.yaml", "--no-config"])
      #expect(none.stdout.hasSuffix("1 error, 1 warning in 1 file\n"))
      let both = scenectl(
        in: top, top: top, ["validate", "App/Shop.yaml", "--no-config", "--config", "x.yml"])
      #expect(both.status == .usageOrInput)
      #expect(
        both.stderr
          == "scenectl: error: '--config' and '--no-config' exclude each other; give one\n")
      let missing = scenectl(
        in: top, top: top, ["validate", "App/Shop.yaml", "--config", "\(top)/no.yml"])
      #expect(missing.status == .usageOrInput)
      #expect(
        missing.stderr
          == "scenectl: error: cannot read configuration 'no.yml': No such file or directory\n")
    }
  }

  @Test func mistakesAreLocatedCauseFirstWithDidYouMean() throws {
    let config = """
      disabled_rules: [unreachable-scen, yaml-syntax]
      opt_in_rules: [duplicate-id]
      severity:
        duplicate-id: warn
        frobnicate: off
      excluded: ["/abs/**", "../out"]
      devices: [ipod]
      ios: 8
      sourcez: [Code]

      """
    try withApp(config: config) { top in
      let output = scenectl(in: top, top: top, ["validate", "App/Shop.yaml"])
      #expect(output.status == .usageOrInput)
      #expect(output.stdout == "")
      #expect(
        output.stderr == """
          .scenectl.yml:1:18: error: unknown rule 'unreachable-scen' in 'disabled_rules'; did you mean 'unreachable-scene'? [config-unknown-rule]
          .scenectl.yml:1:36: error: rule 'yaml-syntax' cannot be switched off or lowered: a file that breaks it is not read or not checked; fix the file instead [config-invalid-value]
          .scenectl.yml:2:16: warning: rule 'duplicate-id' is on by default, so 'opt_in_rules' changes nothing for it; remove it [config-redundant]
          .scenectl.yml:4:17: error: 'warn' is not a severity; give 'error', 'warning', 'note' or 'off' [config-invalid-value]
          .scenectl.yml:5:3: error: unknown rule 'frobnicate' in 'severity'; the rules are the codes of docs/Validation.md and docs/Layout.md [config-unknown-rule]
          .scenectl.yml:6:12: error: '/abs/**' in 'excluded' is not a glob relative to the configuration's folder; write a path such as 'Legacy/**', without '..' or a leading '/' [config-invalid-value]
          .scenectl.yml:6:23: error: '../out' in 'excluded' is not a glob relative to the configuration's folder; write a path such as 'Legacy/**', without '..' or a leading '/' [config-invalid-value]
          .scenectl.yml:7:11: error: unknown device 'ipod' in 'devices'; did you mean 'ipad'? [config-invalid-value]
          .scenectl.yml:8:6: error: 'ios' is not an iOS major version; give one from 9 to 99, such as 15 [config-invalid-value]
          .scenectl.yml:9:1: error: unknown key 'sourcez' in the configuration; did you mean 'sources'? [config-unknown-key]

          """)
    }
  }

  @Test func aYAMLMistakeAndAWrongShape() throws {
    try withApp(config: "disabled_rules: [a\nsources: Code\n") { top in
      let output = scenectl(in: top, top: top, ["validate", "App/Shop.yaml"])
      #expect(output.status == .usageOrInput)
      #expect(output.stderr.hasPrefix(".scenectl.yml:2:8: error: "))
      #expect(
        output.stderr.hasSuffix("[yaml-syntax]\n") || output.stderr.contains("[yaml-syntax]\n"))
    }
    try withApp(config: "sources: Code\nbaseline: [a]\n") { top in
      let output = scenectl(in: top, top: top, ["validate", "App/Shop.yaml"])
      #expect(
        output.stderr == """
          .scenectl.yml:1:10: error: 'sources' is not a list; give a list of folders, such as [App] [config-invalid-value]
          .scenectl.yml:2:11: error: 'baseline' is not a path; give the baseline file, such as 'scenectl-baseline.yml' [config-invalid-value]

          """)
    }
  }

  /// The example of docs/Configuration.md, which Tools/check-schemas.sh checks against the
  /// schema, is read without a word.
  @Test func theDocumentedExampleReads() throws {
    let page = try String(
      contentsOfFile: "\(repositoryRoot)/docs/Configuration.md", encoding: .utf8)
    let lines = page.components(separatedBy: "\n")
    let start = try #require(lines.firstIndex(of: "<!-- config example -->")) + 2
    let end = try #require(lines[start...].firstIndex(of: "```"))
    let example = lines[start..<end].joined(separator: "\n") + "\n"
    try withApp(config: example) { top in
      // Its baseline is written first (`--write-baseline` does not read the configured one).
      let write = scenectl(
        in: top, top: top,
        ["validate", "App/Shop.yaml", "--write-baseline", "\(top)/scenectl-baseline.yml"])
      #expect(write.stderr == "")
      #expect(write.stdout.hasSuffix("1 error, 1 warning in 1 file\n"))
      let output = scenectl(in: top, top: top, ["validate", "App/Shop.yaml"])
      #expect(output.stderr == "")
      #expect(
        output.stdout
          == "0 errors, 0 warnings in 1 file\nbaseline 'scenectl-baseline.yml': 2 findings not shown\n"
      )
    }
  }

  @Test func theConfigurationSchemaIsPrinted() {
    #expect(scenectl("schema", "config").stdout.hasPrefix("{\n  \"$schema\""))
  }
}

/// Reads a configuration's text as `.scenectl.yml` in the working folder.
enum ConfigurationFileReading {
  static func read(_ text: String) throws -> Configuration? {
    try withTemporaryFile(text, suffix: ".yml") { path in
      guard
        case .loaded(let configuration, _) = ConfigurationFile.load(
          .named(path), rules: RuleCatalogue.vocabulary)
      else { return nil }
      return configuration
    }
  }
}
