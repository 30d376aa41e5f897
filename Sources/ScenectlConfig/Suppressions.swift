import Diagnostics
import SceneModel

/// The suppression comments of one YAML scene file, and their use (docs/Configuration.md):
///
///     # scenectl:disable-next-line action-cross-scene, layout-offscreen
///     # scenectl:disable layout-ambiguous
///     ...
///     # scenectl:enable layout-ambiguous
///
/// `disable-next-line` silences its codes on the next line that is neither blank nor a
/// comment; `disable` silences a code up to its `enable` (or the end of the file). A comment
/// is a line whose first character after the indentation is `#` (YAML drops comments, so
/// the lines are scanned once, in linear time). A suppression that silences nothing, an
/// unknown code or directive, a second `disable` or a lone `enable` is a warning,
/// `superfluous-disable`.
public struct Suppressions: Sendable {
  /// One code of one comment.
  struct Entry: Sendable {
    var code: String
    /// Where the code is written in the comment.
    var location: Diagnostic.Location
    /// The lines it silences.
    var lines: ClosedRange<Int>
    /// The line of the `enable` that ends it, for a `disable`.
    var end: Int?
    var nextLine: Bool
  }

  /// The prefix of every directive in a comment.
  static let prefix = "scenectl:"
  static let directives = ["disable-next-line", "disable", "enable"]

  let file: String
  var entries: [Entry] = []
  /// The mistakes in the comments themselves, found while scanning.
  var problems: [Diagnostic] = []

  /// The suppression comments of a file's bytes. The rule codes are checked against
  /// `rules`.
  public init(scanning bytes: [UInt8], file: String, rules: RuleVocabulary) {
    self.file = file
    var scanner = SuppressionScanner(file: file, rules: rules)
    scanner.scan(bytes)
    entries = scanner.entries
    problems = scanner.problems
  }

  /// Whether the file has no suppression comment.
  public var isEmpty: Bool { entries.isEmpty && problems.isEmpty }

  /// `diagnostics` without those the comments silence (only those located in this file),
  /// then a `superfluous-disable` warning for each mistake in the comments and each code
  /// of a comment that silenced nothing.
  public func apply(to diagnostics: [Diagnostic]) -> [Diagnostic] {
    var used = [Bool](repeating: false, count: entries.count)
    // A disable-next-line is found by its code and line; the stretches of one code never
    // overlap and come in line order, so one is found by halving.
    var byLine: [String: [Int: [Int]]] = [:]
    var stretches: [String: [Int]] = [:]
    for (index, entry) in entries.enumerated() {
      if entry.nextLine {
        byLine[entry.code, default: [:]][entry.lines.lowerBound, default: []].append(index)
      } else {
        stretches[entry.code, default: []].append(index)
      }
    }
    var kept: [Diagnostic] = []
    for diagnostic in diagnostics {
      guard let location = diagnostic.location, location.file == file else {
        kept.append(diagnostic)
        continue
      }
      var silencing = byLine[diagnostic.code]?[location.line] ?? []
      if let stretch = stretch(stretches[diagnostic.code] ?? [], holding: location.line) {
        silencing.append(stretch)
      }
      if silencing.isEmpty {
        kept.append(diagnostic)
      } else {
        for index in silencing { used[index] = true }
      }
    }
    var warnings = problems
    for (index, entry) in entries.enumerated() where !used[index] {
      let message: String
      if entry.nextLine {
        message =
          "'\(Self.prefix)disable-next-line' finds no '\(entry.code)' diagnostic on line "
          + "\(entry.lines.lowerBound) to silence; remove '\(entry.code)' from the comment"
      } else {
        let upTo = entry.end.map { "its 'enable' on line \($0)" } ?? "the end of the file"
        message =
          "'\(Self.prefix)disable \(entry.code)' finds no '\(entry.code)' diagnostic to "
          + "silence up to \(upTo); remove it"
      }
      warnings.append(.warning(DiagnosticCode.superfluousDisable, message, at: entry.location))
    }
    return kept + warnings
  }

  /// The entry among `indices` (stretches in line order, never overlapping) whose lines hold
  /// `line`.
  private func stretch(_ indices: [Int], holding line: Int) -> Int? {
    var low = 0
    var high = indices.count
    while low < high {
      let middle = (low + high) / 2
      if entries[indices[middle]].lines.upperBound < line {
        low = middle + 1
      } else {
        high = middle
      }
    }
    guard low < indices.count, entries[indices[low]].lines.contains(line) else { return nil }
    return indices[low]
  }

  /// Whether the bytes may hold suppression comments: a YAML file, not XML.
  public static func applies(to bytes: [UInt8]) -> Bool {
    let first = bytes.first {
      ![UInt8(ascii: " "), 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0)
    }
    return first != UInt8(ascii: "<")
  }
}
