/// The per-file cap every output format applies: at most `perFile` diagnostics of one file,
/// then one summary entry that counts the rest by severity, so that a file with 100,000
/// problems gives a report of a bounded size in text, JSON, SARIF and GitHub output alike.
///
///     let entries = DiagnosticCap.entries(sorted, perFile: 1_000)
///     // … 1,000 diagnostics of Main.storyboard, then
///     // .omitted("… and 99000 more errors in Main.storyboard")
///
/// - Complexity: O(n) in the diagnostics.
public enum DiagnosticCap {
  /// The code of the summary entry in the formats that give every entry a code (JSON,
  /// SARIF, GitHub).
  public static let omittedCode = DiagnosticCode.moreDiagnostics.name

  /// One entry of a capped report: a diagnostic, or the summary of a file's diagnostics past
  /// the cap.
  public enum Entry: Hashable, Sendable {
    case diagnostic(Diagnostic)
    case omitted(Omitted)
  }

  /// A file's diagnostics past the cap: the file (nil for those without a place) and how
  /// many of each severity.
  public struct Omitted: Hashable, Sendable {
    public var file: String?
    public var errors = 0
    public var warnings = 0
    public var notes = 0

    /// `… and 3 more errors and 1 more warning in FILE`, the file as given (the text printer
    /// escapes it).
    public var message: String {
      var parts: [String] = []
      for (count, word) in [(errors, "error"), (warnings, "warning"), (notes, "note")]
      where count > 0 {
        parts.append("\(count) more \(word)\(count == 1 ? "" : "s")")
      }
      return "… and " + parts.joined(separator: " and ") + (file.map { " in " + $0 } ?? "")
    }

    /// How many diagnostics it stands for.
    public var count: Int { errors + warnings + notes }
  }

  /// `sorted` (diagnostics in output order, `Diagnostic.sortedForOutput`) with at most
  /// `perFile` of each file (a run of the same file; those without a place count as one
  /// file), each run past the cap followed by its `Omitted` summary.
  public static func entries(
    _ sorted: [Diagnostic], perFile: Int = DiagnosticPrinter.defaultPerFileLimit
  ) -> [Entry] {
    var entries: [Entry] = []
    var index = 0
    while index < sorted.count {
      let file = sorted[index].location?.file
      var end = index
      while end < sorted.count, sorted[end].location?.file == file { end += 1 }
      let shown = min(end, index + max(0, perFile))
      entries += sorted[index..<shown].map(Entry.diagnostic)
      if shown < end {
        var omitted = Omitted(file: file)
        for diagnostic in sorted[shown..<end] {
          switch diagnostic.severity {
          case .error: omitted.errors += 1
          case .warning: omitted.warnings += 1
          case .note: omitted.notes += 1
          }
        }
        entries.append(.omitted(omitted))
      }
      index = end
    }
    return entries
  }
}
