/// Reads Swift and Objective-C source files at the token level and reports what a
/// storyboard can depend on: classes, outlets, actions with their selectors, and the
/// storyboard identifiers the code names.
///
///     let facts = SourceScanner.scan(
///       "class A: UIViewController { @IBAction func done(_ sender: Any) {} }",
///       file: "A.swift", language: .swift)
///     print(facts.classes[0].actions[0].selector)
///     // Prints "done:"
///
/// The scan is pure, never traps on any input, and runs in time linear in the file's
/// length with no recursion on nesting. It needs no parser library: see
/// docs/Sources.md for what it collects and what it does not understand.
public enum SourceScanner {
  /// The facts of one file's text.
  ///
  /// - Complexity: O(n) in the length of `text`.
  public static func scan(_ text: String, file: String, language: SourceLanguage)
    -> SourceFacts
  {
    var text = text
    return text.withUTF8 { scan(bytes: $0, file: file, language: language) }
  }

  /// The facts of one file's bytes, or where they stop being UTF-8.
  ///
  /// - Complexity: O(n) in the number of bytes.
  public static func scan(utf8 bytes: [UInt8], file: String, language: SourceLanguage)
    -> Result<SourceFacts, InvalidUTF8>
  {
    bytes.withUnsafeBufferPointer { buffer in
      if let problem = InvalidUTF8.find(in: buffer, file: file) { return .failure(problem) }
      return .success(scan(bytes: buffer, file: file, language: language))
    }
  }

  private static func scan(
    bytes: UnsafeBufferPointer<UInt8>, file: String, language: SourceLanguage
  ) -> SourceFacts {
    // An empty buffer may have no base address; it has no facts either. Tokens keep
    // offsets in 32 bits: a file of 2 GiB or more is not read.
    guard let base = bytes.baseAddress, bytes.count < Int(Int32.max) else {
      return SourceFacts(file: file, language: language)
    }
    let core = ScanCore(bytes: bytes, base: base, file: file, isSwift: language == .swift)
    switch language {
    case .swift:
      var scanner = SwiftScanner(core: core)
      scanner.run()
      return SourceFacts(
        file: file, language: language, classes: scanner.core.classes,
        identifierUses: scanner.core.uses)
    case .objectiveC:
      var scanner = ObjCScanner(core: core)
      scanner.run()
      return SourceFacts(
        file: file, language: language, classes: scanner.core.classes,
        identifierUses: scanner.core.uses)
    }
  }

  /// The Objective-C selector Swift gives a method, which Interface Builder writes for an
  /// `@IBAction` (unless `@objc(name:)` names it).
  ///
  /// No parameters: the name (`done`). Otherwise the first piece is the name, followed for
  /// a labelled first parameter by `With` and the label capitalized, except that `With` is
  /// left out when the label's first word or the name's last word is a preposition
  /// (`unwindToMealList(sender:)` → `unwindToMealListWithSender:`, `save(to:)` →
  /// `saveTo:`); each further piece is the parameter's label, empty for `_`
  /// (`go(_:forEvent:)` → `go:forEvent:`). A throwing method gets `AndReturnError` (no
  /// parameters) or a last `error:` piece; an async one `WithCompletionHandler` or
  /// `completionHandler:`.
  ///
  /// - Parameter labels: each parameter's argument label, nil for `_`.
  public static func swiftSelector(
    name: String, labels: [String?], isAsync: Bool = false, isThrowing: Bool = false
  ) -> String {
    let suffix: String? = isAsync ? "completionHandler" : isThrowing ? "error" : nil
    guard let first = labels.first else {
      if isAsync { return name + "WithCompletionHandler:" }
      if isThrowing { return name + "AndReturnError:" }
      return name
    }
    var selector = name
    if let first {
      if !isPreposition(firstWord(of: first)) && !isPreposition(lastWord(of: name)) {
        selector += "With"
      }
      selector += capitalized(first)
    }
    selector += ":"
    for label in labels.dropFirst() { selector += (label ?? "") + ":" }
    if let suffix { selector += suffix + ":" }
    return selector
  }

  /// Swift's prepositions (`lib/Basic/PartsOfSpeech.def`), compared ignoring case.
  private static let prepositions: Set<String> = [
    "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following",
    "for", "from", "given", "in", "including", "inside", "into", "matching", "of", "on",
    "passing", "preceding", "since", "to", "until", "using", "via", "when", "with", "within",
  ]

  private static func isPreposition(_ word: Substring) -> Bool {
    prepositions.contains(word.lowercased())
  }

  /// The first camel-case word: up to the first capital after a lower-case letter.
  static func firstWord(of name: String) -> Substring {
    var end = name.startIndex
    var seenLower = false
    for index in name.indices {
      let character = name[index]
      if character.isUppercase && seenLower { break }
      if character.isLowercase { seenLower = true }
      end = name.index(after: index)
    }
    return name[..<end]
  }

  /// The last camel-case word: from the last capital that starts a word.
  static func lastWord(of name: String) -> Substring {
    guard let last = name.lastIndex(where: { $0.isUppercase }) else { return name[...] }
    var start = last
    // An acronym run (`loadURL`) is one word.
    if name.index(after: last) == name.endIndex {
      while start > name.startIndex {
        let before = name.index(before: start)
        guard name[before].isUppercase else { break }
        start = before
      }
    }
    return name[start...]
  }

  private static func capitalized(_ label: String) -> String {
    guard let first = label.first, first.isLowercase, first.isASCII else { return label }
    return first.uppercased() + label.dropFirst()
  }
}
