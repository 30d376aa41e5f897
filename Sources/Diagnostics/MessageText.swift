/// What messages may echo of the user's text: a bounded amount, and never a raw control
/// character.
///
/// Names in messages come straight from the scene file, and a file can hold a 1 MiB id
/// used hundreds of times, or a key with a newline that would print a fake
/// `FILE:LINE:COL: error:` line. Every ``Diagnostic`` caps its message when it is made, and
/// text output escapes what it prints:
///
///     MessageText.capped("no scene '\(String(repeating: "x", count: 100))'")
///     // "no scene 'xxxx…xxxx… (100 characters)'", with the first 60 x's
///     MessageText.escaped("key 'a\nb\u{1B}'")
///     // "key 'a\\nb\\u{1B}'"
public enum MessageText {
  /// The longest run of characters without a space or a quote that a message shows whole.
  public static let longestRun = 64
  /// How much of a longer run is shown, before `…` and its length.
  public static let shownOfRun = 60
  /// The longest message shown whole, in Unicode scalars.
  public static let longestMessage = 4_096
  /// How much of a longer message is shown, before `…` and its length.
  public static let shownOfMessage = 4_000

  /// `text` with every run of more than ``longestRun`` Unicode scalars that holds no space
  /// and no quote (a name, in practice) cut to its first ``shownOfRun`` scalars, `…` and
  /// ` (N characters)`; then the whole cut to ``shownOfMessage`` scalars the same way when it
  /// is longer than ``longestMessage``.
  public static func capped(_ text: String) -> String {
    guard text.utf8.count > longestRun else { return text }
    var text = text
    return text.withUTF8 { bytes in
      let runs = cappingRuns(bytes)
      return runs.withUnsafeBufferPointer { buffer in
        cappingLength(buffer) ?? String(decoding: buffer, as: UTF8.self)
      }
    }
  }

  /// The UTF-8 of `bytes` with each long run cut (see `capped`), in one pass.
  private static func cappingRuns(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(min(bytes.count, 2 * longestMessage))
    var start = 0
    while start < bytes.count {
      if isRunBoundary(bytes[start]) {
        out.append(bytes[start])
        start += 1
        continue
      }
      var end = start
      var scalars = 0
      var cut = start
      while end < bytes.count, !isRunBoundary(bytes[end]) {
        if bytes[end] & 0xC0 != 0x80 {
          scalars += 1
          if scalars == shownOfRun + 1 { cut = end }
        }
        end += 1
      }
      if scalars > longestRun {
        out += bytes[start..<cut]
        out += "… (\(scalars) characters)".utf8
      } else {
        out += bytes[start..<end]
      }
      start = end
    }
    return out
  }

  /// The text of `bytes` cut to `shownOfMessage` scalars, `…` and its length, or nil when it
  /// has no more than `longestMessage` scalars.
  private static func cappingLength(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
    guard bytes.count > longestMessage else { return nil }
    var scalars = 0
    var cut = 0
    for (index, byte) in bytes.enumerated() where byte & 0xC0 != 0x80 {
      scalars += 1
      if scalars == shownOfMessage + 1 { cut = index }
    }
    guard scalars > longestMessage else { return nil }
    return String(decoding: bytes[..<cut], as: UTF8.self) + "… (\(scalars) characters)"
  }

  private static func isRunBoundary(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "'") || byte == UInt8(ascii: "\"")
  }

  /// `text` with each control character written as an escape: `\n`, `\r`, `\t`, and
  /// `\u{1B}` (Swift's notation, in hexadecimal) for the other C0 and C1 controls, DEL and
  /// the line and paragraph separators U+2028 and U+2029. A backslash stays as it is.
  public static func escaped(_ text: String) -> String {
    escaped(text, format: .terminal)
  }

  /// Text of many lines (a transcript) with each control character but the line feeds
  /// between its lines escaped as ``escaped(_:)`` does.
  public static func escaped(lines text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { escaped(String($0)) }.joined(separator: "\n")
  }

  /// ``escaped(_:)`` after ``capped(_:)``: what text output may print of any message.
  public static func printable(_ text: String) -> String {
    escaped(capped(text))
  }
}
