import Foundation
import ScenectlCommands
import TestSupport
import Testing

/// The report opened in headless Chromium (docs/Report.md §3): the pages of the four shipped
/// apps with their flows, of two storyboards of the corpus, and of a failing flow, checked
/// as the browser lays them out by `Tools/report-browser.py`.
@Suite(.serialized) struct ChromiumTests {
  /// Chromium's path: `$CHROMIUM`, else Debian's `/usr/bin/chromium`; nil when absent.
  static let chromium: String? = {
    let path = ProcessInfo.processInfo.environment["CHROMIUM"] ?? "/usr/bin/chromium"
    return FileManager.default.isExecutableFile(atPath: path) ? path : nil
  }()

  static let corpus = "\(repositoryRoot)/../shared/storyboards"
  /// Two storyboards of the corpus with diagnostics on their views, so they have pins.
  static let corpusFiles = [
    "artsy__eidolon__Fulfillment.storyboard", "Ranchero-Software__NetNewsWire__Settings.storyboard",
  ]

  /// One page's findings, as the script prints them.
  struct Page {
    let fields: [String: Any]
    var thumbs: [[String: Any]] { fields["thumbs"] as? [[String: Any]] ?? [] }
    var pins: [[String: Any]] { fields["pins"] as? [[String: Any]] ?? [] }
    var traces: [[String: Any]] { fields["traces"] as? [[String: Any]] ?? [] }
    func strings(_ key: String) -> [String] { fields[key] as? [String] ?? [] }
  }

  /// Runs the browser script on `pages`; one result per page, in order.
  static func open(_ pages: [String], screenshot: String? = nil) throws -> [Page] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments =
      ["python3", "\(repositoryRoot)/Tools/report-browser.py"] + pages
      + (screenshot.map { ["--screenshot", $0] } ?? [])
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    return try String(decoding: data, as: UTF8.self).split(separator: "\n").map { line in
      let object = try JSONSerialization.jsonObject(with: Data(line.utf8))
      return Page(fields: object as? [String: Any] ?? [:])
    }
  }

  /// Writes the report of `arguments` into `folder` and returns the page's path.
  static func report(_ arguments: [String], into folder: String) -> String {
    let run = Scenectl.run(["report"] + arguments + ["-o", folder])
    #expect(run.status != .usageOrInput, "\(run.stderr)")
    return "\(folder)/index.html"
  }

  /// The checks every page passes: no console error, no request, every thumbnail linking to
  /// its scene (one per scene), every pin over its view, every trace complete, ids unique.
  static func expectSound(_ page: Page, scenes: Int? = nil) {
    let name = page.fields["page"] as? String ?? "?"
    #expect(page.strings("console") == [], "\(name)")
    #expect(page.strings("requests") == [], "\(name)")
    #expect(page.strings("duplicateIds") == [], "\(name)")
    if let scenes { #expect(page.thumbs.count == scenes, "\(name)") }
    for thumb in page.thumbs { #expect(thumb["ok"] as? Bool == true, "\(name): \(thumb)") }
    for pin in page.pins { #expect(pin["ok"] as? Bool == true, "\(name): \(pin)") }
    for trace in page.traces { #expect(trace["ok"] as? Bool == true, "\(name): \(trace)") }
  }

  @Test(.enabled(if: chromium != nil, "Chromium is not installed (apt-get install chromium)"))
  func shippedAppsAndCorpusStoryboards() throws {
    try withTemporaryFolder { folder in
      let apps = ["NodeCalculator", "TabbedCalculation", "TinyPix", "Wonderland"]
      var pages = apps.map { app in
        Self.report(
          [
            "\(repositoryRoot)/Scenes/\(app).yaml", "--flows", "\(repositoryRoot)/Scenes/Flows",
            "--device", "iphone", "--device", "ipad",
          ], into: "\(folder)/\(app)")
      }
      let corpus = Self.corpusFiles.map { "\(Self.corpus)/\($0)" }.filter {
        FileManager.default.fileExists(atPath: $0)
      }
      if corpus.count < Self.corpusFiles.count {
        print("note: the corpus is not at \(Self.corpus); its storyboards' reports are not opened")
      }
      pages += corpus.enumerated().map { Self.report([$1], into: "\(folder)/corpus\($0)") }
      let opened = try Self.open(pages)
      try #require(opened.count == pages.count)
      for page in opened { Self.expectSound(page) }
      // Every shipped app's flows ran, and their traces are on its page.
      for page in opened.prefix(apps.count) { #expect(page.traces.count >= 2) }
      // The corpus pages have pins, and every one sits over its view.
      for page in opened.dropFirst(apps.count) { #expect(!page.pins.isEmpty) }
    }
  }

  @Test(.enabled(if: chromium != nil, "Chromium is not installed (apt-get install chromium)"))
  func aFailingStepIsOutlined() throws {
    try withTemporaryFolder { folder in
      let flow = """
        storyboard: \(repositoryRoot)/Scenes/Wonderland.yaml
        steps:
          - tap: info
          - expect: { top: book }
          - tap: doneButton
        """
      try write(flow, to: "\(folder)/flows/failing.yaml")
      let page = Self.report(
        // The flow, under /tmp, names the shipped storyboard: the run reads under '/'.
        ["\(repositoryRoot)/Scenes/Wonderland.yaml", "--flows", "\(folder)/flows", "--root", "/"],
        into: "\(folder)/report")
      let html = try String(contentsOfFile: page, encoding: .utf8)
      #expect(html.contains("<div class=\"step failed\" id=\"flow0-step2\">"))
      #expect(html.contains("<div class=\"step skipped\" id=\"flow0-step3\">"))
      let opened = try Self.open([page])
      try #require(opened.count == 1)
      Self.expectSound(opened[0], scenes: 9)
      let trace = try #require(opened[0].traces.first)
      #expect(trace["failed"] as? Int == 1)
      #expect(trace["steps"] as? Int == 2)
      #expect(trace["passed"] as? Bool == false)
    }
  }
}
