import Foundation
import SceneModel
import ScenectlCommands
import TestSupport
import Testing

/// `scenectl audit --locale ... --content-size ...` on the text rules' fixture, and the
/// Dynamic Type table of docs/Audit.md against `DynamicType`.
@Suite struct TextAuditCommandTests {
  static let scene = """
    format: 1
    storyboard: Test
    initial: s
    devices: [iphone-se]
    scenes:
      s:
        kind: viewController
        views:
          - { id: note, type: label, lines: 0, text: Notifications are sent every morning }
          - { id: box, type: view }
        constraints:
          - note.leading = superview.leading + 20
          - note.trailing = superview.trailing - 20
          - note.top = safeArea.top + 20
          - note.height = 21
          - box.right = superview.right - 20
          - box.top = note.bottom + 8
          - box.width = 40
          - box.height = 40
    """

  func run(_ arguments: [String]) throws -> CommandOutput {
    try withTemporaryFile(Self.scene) { path in
      var output = Scenectl.run(arguments.map { $0 == "FILE" ? path : $0 })
      output.stdout = output.stdout.replacingOccurrences(of: path, with: "scene.yaml")
      return output
    }
  }

  @Test func theLocalesAndContentSizesAreNamedInEachFinding() throws {
    let output = try run([
      "audit", "FILE", "--no-config", "--locale", "base", "--locale", "double", "--locale", "rtl",
      "--content-size", "large", "--content-size", "accessibility1",
    ])
    #expect(
      output.stdout == """
        scene.yaml:9:15: warning: label 'note' is 21 pt high on iphone-se (content size large \
        and accessibility1, locale double), short of the 42 pt its lines take; drop its fixed \
        height so that it grows with its text [text-clipped]
        scene.yaml:9:15: warning: label 'note' has a fixed 17 pt font, which stays 17 pt on \
        iphone-se (content size accessibility1, locale base), iphone-se (content size \
        accessibility1, locale double), iphone-se (content size accessibility1, locale rtl); \
        give it a text style (font: {style: body}) and adjustsFontForContentSizeCategory: \
        true [text-fixed-size]
        scene.yaml:16:13: warning: 'box' is pinned by 'right', which does not flip right to \
        left on iphone-se (content size large and accessibility1, locale rtl); pin 'trailing' \
        instead [rtl-fixed-side]
        0 errors, 3 warnings in 1 file

        """)
    #expect(output.stderr == "")
    #expect(output.status == .success)
  }

  @Test func anUnknownLocaleIsRefused() throws {
    let output = try run(["audit", "FILE", "--no-config", "--locale", "german"])
    #expect(output.stdout == "")
    #expect(
      output.stderr.hasPrefix(
        "scenectl: error: the value 'german' is invalid for '--locale <name>'. Please provide "
          + "one of 'base', 'double', 'accented', 'rtl'."))
    #expect(output.status == .usageOrInput)
  }

  /// docs/Audit.md's table of point sizes is `DynamicType`'s, row by row.
  @Test func theDocumentedTableIsTheModelled() throws {
    let text = try String(contentsOfFile: repositoryRoot + "/docs/Audit.md", encoding: .utf8)
    let lines = text.split(separator: "\n").map(String.init)
    let header = try #require(lines.firstIndex { $0.hasPrefix("| style | xSmall |") })
    let columns = lines[header].split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(Array(columns.dropFirst()) == DynamicType.Category.allCases.map(\.rawValue))
    var rows: [String: [Double]] = [:]
    for line in lines[(header + 2)...] {
      guard line.hasPrefix("| ") else { break }
      let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      rows[cells[0]] = cells.dropFirst().compactMap { Double($0) }
    }
    #expect(rows.count == DynamicType.TextStyle.allCases.count)
    for style in DynamicType.TextStyle.allCases {
      let modelled = DynamicType.Category.allCases.map { DynamicType.pointSize(style, at: $0) }
      #expect(rows[style.rawValue] == modelled, "\(style)")
    }
  }
}
