import Diagnostics
import SceneModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The one pass over a file's lines that finds its suppression comments (`Suppressions`).
struct SuppressionScanner {
  let file: String
  let rules: RuleVocabulary
  var entries: [Suppressions.Entry] = []
  var problems: [Diagnostic] = []
  /// The `disable-next-line` entries waiting for their line.
  private var waiting: [Int] = []
  /// The open `disable` entry of each code.
  private var open: [String: Int] = [:]
  /// The did-you-means left (`ConfigurationReader.suggestionLimit`).
  private var suggestions = ConfigurationReader.suggestionLimit

  init(file: String, rules: RuleVocabulary) {
    self.file = file
    self.rules = rules
  }

  mutating func scan(_ bytes: [UInt8]) {
    // A file without a comment that starts with the prefix has no directive: most files,
    // read at memory speed instead of line by line.
    guard Self.mayHoldDirective(bytes) else { return }
    var line = 0
    var start = 0
    while start <= bytes.count {
      let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
      let text = bytes[start..<end]
      start = end + 1
      line += 1
      let body = text.drop { $0 == UInt8(ascii: " ") || $0 == 0x09 }
      let blank = body.allSatisfy { $0 == 0x0D }
      guard body.first == UInt8(ascii: "#") else {
        if !blank { place(waitingOn: line) }
        continue
      }
      // Only a comment that starts with the prefix is decoded.
      let words = body.dropFirst().drop { $0 == UInt8(ascii: " ") || $0 == 0x09 }
      guard words.starts(with: Suppressions.prefix.utf8) else { continue }
      let comment = String(decoding: body.dropFirst(), as: UTF8.self)
      let column =
        String(decoding: text.prefix(text.count - body.count), as: UTF8.self)
        .unicodeScalars.count + 2
      directive(in: comment, line: line, column: column)
    }
    // A disable-next-line with no line after it silences nothing: it is reported unused.
    place(waitingOn: line + 1)
    for index in open.values { entries[index].lines = entries[index].lines.lowerBound...line }
  }

  /// Whether some `#` in `bytes` is followed, after blanks, by the prefix: what a directive
  /// needs. The `#`s are found with `memchr`.
  private static func mayHoldDirective(_ bytes: [UInt8]) -> Bool {
    let prefix = Array(Suppressions.prefix.utf8)
    return bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return false }
      var from = 0
      while from < buffer.count,
        let hit = memchr(base + from, Int32(UInt8(ascii: "#")), buffer.count - from)
      {
        var i = base.distance(to: hit.assumingMemoryBound(to: UInt8.self)) + 1
        while i < buffer.count, buffer[i] == UInt8(ascii: " ") || buffer[i] == 0x09 { i += 1 }
        if buffer[i...].starts(with: prefix) { return true }
        from = i
      }
      return false
    }
  }

  private mutating func place(waitingOn line: Int) {
    for index in waiting { entries[index].lines = line...line }
    waiting.removeAll()
  }

  /// The directive of one comment (its text after `#`, starting at `column`), if any.
  private mutating func directive(in comment: String, line: Int, column: Int) {
    let leading = comment.prefix { $0 == " " || $0 == "\t" }
    let rest = comment.dropFirst(leading.count)
    guard rest.hasPrefix(Suppressions.prefix) else { return }
    let start = column + leading.unicodeScalars.count
    let body = rest.dropFirst(Suppressions.prefix.count)
    let word = String(body.prefix { $0 != " " && $0 != "\t" && $0 != "\r" })
    let here = Diagnostic.Location(file: file, line: line, column: start)
    guard Suppressions.directives.contains(word) else {
      warn(
        "unknown directive '\(Suppressions.prefix)\(MessageText.escaped(word))'"
          + ConfigurationReader.hint(
            for: Suppressions.prefix + word,
            in: Suppressions.directives.map { Suppressions.prefix + $0 },
            else: "write 'scenectl:disable-next-line', 'scenectl:disable' or 'scenectl:enable' "
              + "and rule codes", budget: &suggestions), at: here)
      return
    }
    // The codes, each with its column: separated by commas and blanks.
    var codes: [(String, Int)] = []
    var current = ""
    var currentColumn = 0
    var position = start + Suppressions.prefix.count + word.unicodeScalars.count
    for scalar in body.dropFirst(word.count).unicodeScalars {
      if scalar == "," || scalar == " " || scalar == "\t" || scalar == "\r" {
        if !current.isEmpty { codes.append((current, currentColumn)) }
        current = ""
      } else {
        if current.isEmpty { currentColumn = position }
        current.unicodeScalars.append(scalar)
      }
      position += 1
    }
    if !current.isEmpty { codes.append((current, currentColumn)) }
    if codes.isEmpty {
      warn(
        "'\(Suppressions.prefix)\(word)' names no rule; add the codes to silence, such as "
          + "'\(Suppressions.prefix)\(word) layout-ambiguous'", at: here)
    }
    for (code, codeColumn) in codes {
      let location = Diagnostic.Location(file: file, line: line, column: codeColumn)
      guard rules.kind(of: code) != nil else {
        warn(
          "unknown rule '\(MessageText.escaped(code))' in '\(Suppressions.prefix)\(word)'"
            + ConfigurationReader.hint(
              for: code, in: rules.codes, else: "fix or remove it", budget: &suggestions),
          at: location)
        continue
      }
      add(word, code: code, at: location)
    }
  }

  private mutating func add(_ word: String, code: String, at location: Diagnostic.Location) {
    let line = location.line
    switch word {
    case "disable-next-line":
      waiting.append(entries.count)
      entries.append(
        Suppressions.Entry(code: code, location: location, lines: line...line, nextLine: true))
    case "disable":
      if let index = open[code] {
        warn(
          "'\(code)' is already disabled since line \(entries[index].location.line); remove "
            + "this 'disable'", at: location)
        return
      }
      open[code] = entries.count
      entries.append(
        Suppressions.Entry(code: code, location: location, lines: line...line, nextLine: false))
    default:  // "enable"
      guard let index = open.removeValue(forKey: code) else {
        warn(
          "'\(Suppressions.prefix)enable \(code)' follows no 'disable' of it; remove it",
          at: location)
        return
      }
      entries[index].lines = entries[index].lines.lowerBound...line
      entries[index].end = line
    }
  }

  private mutating func warn(_ message: String, at location: Diagnostic.Location) {
    problems.append(.warning(DiagnosticCode.superfluousDisable, message, at: location))
  }
}
