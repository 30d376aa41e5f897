import Diagnostics

/// Text put into the report's HTML: escaped with the one escaping routine
/// (`MessageText.escaped(_:format:)`), so no name or message can open a tag or end an
/// attribute.
enum HTMLText {
  /// Element content: the five entities; line feeds and tabs kept.
  static func text(_ text: String) -> String {
    MessageText.escaped(text, format: .xml(newline: "\n", tab: "\t"))
  }

  /// An attribute value between double quotes.
  static func attribute(_ text: String) -> String {
    MessageText.escaped(text, format: .xml(newline: "&#10;", tab: "&#9;"))
  }

  /// `FILE:LINE:COL` of a place.
  static func place(_ location: Diagnostic.Location?) -> String {
    location.map { text($0.description) } ?? ""
  }
}
