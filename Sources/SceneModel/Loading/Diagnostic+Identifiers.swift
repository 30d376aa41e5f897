import Diagnostics

extension Diagnostic {
  /// An id over `LoadContext.longestIdentifier` bytes, shown by its first 60 characters only:
  /// a 1 MiB id used 200 times makes 200 short messages.
  static func identifierTooLong(_ value: String, for what: String, at location: Location)
    -> Diagnostic
  {
    let shown = String(String.UnicodeScalarView(value.unicodeScalars.prefix(60)))
    return .error(
      .invalidId,
      "\(what) '\(shown)…' is \(value.utf8.count) bytes long, over the limit of "
        + "\(LoadContext.longestIdentifier) bytes; use a shorter id",
      at: location)
  }
}
