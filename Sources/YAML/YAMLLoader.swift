/// Loads one YAML document into ``Node``s that each know their line and column.
///
/// The loader stands between libyaml and hostile input: it checks the size before libyaml
/// sees a byte and the encoding before it uses an event, then enforces ``YAMLLimits`` while
/// libyaml's events stream in, so an alias bomb or 200,000 nested `[` fail in milliseconds.
///
///     let doc = try YAMLLoader.load("title: Wonderland\ntabs: [Book, Characters]\n")
///     print(doc.root.mapping?.map(\.key.scalar?.text))
///     // Prints "[Optional("title"), Optional("tabs")]"
///
/// Decisions (see `docs/YAML.md`): exactly one document; YAML 1.2 core schema for plain
/// scalars; only the tags of ``YAMLTag``; merge keys `<<` applied; duplicate keys
/// reported in ``YAMLDocument/duplicateKeys``, not thrown.
public enum YAMLLoader {
  /// Parses exactly one document from UTF-8 bytes.
  ///
  /// An empty stream (or one with only comments) gives a null plain scalar root at 1:1.
  ///
  /// - Throws: ``YAMLError`` with the first problem and its mark.
  /// - Complexity: O(n) in the input size; every limit is checked as events arrive.
  public static func load(
    _ bytes: [UInt8], limits: YAMLLimits = .default
  ) throws(YAMLError) -> YAMLDocument {
    try bytes.withUnsafeBufferPointer { (buffer) throws(YAMLError) in
      try load(buffer, limits: limits)
    }
  }

  /// Parses exactly one document, handing `each` every finished pair of the mapping under
  /// the root mapping's key `key` while the rest is still parsed, when libyaml runs on a
  /// thread of its own (from ``pipeThreshold`` on; otherwise `each` is never called). The
  /// caller can work on those pairs while this thread would wait for libyaml's events.
  /// A pair handed over may still be dropped from the document (an error later, a repeated
  /// key), so the caller must match what it made against the finished document.
  public static func load(
    _ bytes: [UInt8], limits: YAMLLimits = .default, pairsUnder key: String,
    _ each: @escaping (Node.Pair) -> Void
  ) throws(YAMLError) -> YAMLDocument {
    try bytes.withUnsafeBufferPointer { (buffer) throws(YAMLError) in
      try load(buffer, limits: limits, watching: (key, each))
    }
  }

  /// Parses exactly one document from a string (its UTF-8 form).
  public static func load(
    _ text: String, limits: YAMLLimits = .default
  ) throws(YAMLError) -> YAMLDocument {
    var text = text
    // `withUTF8` only rethrows untyped errors, so the typed error travels in a `Result`.
    let result = text.withUTF8 { buffer in
      Result { () throws(YAMLError) in try load(buffer, limits: limits) }
    }
    return try result.get()
  }

  /// Runs only libyaml's event loop and counts the events, up to the end of the stream or
  /// the first error: the raw baseline that benchmarks compare `load` with.
  public static func scanEventCount(_ bytes: [UInt8]) -> Int {
    bytes.withUnsafeBufferPointer { buffer in
      let parser = LibYAMLParser(buffer)
      var count = 0
      while (try? parser.next()) != nil {
        count += 1
        if parser.isStreamEnd { break }
      }
      return count
    }
  }

  /// The input size from which libyaml runs on a thread of its own (``EventPipe``): below
  /// it, starting a thread costs more than it saves.
  static let pipeThreshold = 256 << 10

  static func load(
    _ bytes: UnsafeBufferPointer<UInt8>, limits: YAMLLimits, pipeFrom threshold: Int = pipeThreshold,
    watching: (key: String, each: (Node.Pair) -> Void)? = nil
  ) throws(YAMLError) -> YAMLDocument {
    guard bytes.count <= limits.maxBytes else {
      throw .fileTooLarge(bytes.count, limit: limits.maxBytes)
    }
    if bytes.count >= threshold, let pipe = EventPipe(bytes, limits: limits) {
      defer { pipe.finish() }
      // libyaml starts on its thread while this one checks the encoding, whose error wins
      // over any libyaml reports (libyaml itself refuses bad UTF-8 and NUL bytes safely).
      try InputCheck.validate(bytes)
      let composer = Composer(limits: limits, watching: watching?.key, onPair: watching?.each)
      return try compose(composer, next: pipe.next)
    }
    try InputCheck.validate(bytes)
    let parser = LibYAMLParser(bytes)
    return try compose(Composer(limits: limits)) { () throws(YAMLError) in
      try parser.nextEvent(maxScalarLength: limits.maxScalarLength)
    }
  }

  /// Builds the document from events up to the end of the stream.
  private static func compose(
    _ composer: consuming Composer, next: () throws(YAMLError) -> ParseEvent
  ) throws(YAMLError) -> YAMLDocument {
    var composer = composer
    var sawDocument = false
    while true {
      switch try next() {
      case .scalar(let scalar, let tag, let anchor, let mark):
        try composer.scalar(consume scalar, tag: tag, anchor: anchor, mark: mark)
      case .collectionStart(let isMapping, let tag, let anchor, let mark):
        try composer.startCollection(isMapping: isMapping, tag: tag, anchor: anchor, mark: mark)
      case .collectionEnd:
        try composer.endCollection()
      case .alias(let name, let mark):
        try composer.alias(name, mark: mark)
      case .scalarTooLong(let length, let mark):
        throw .scalarTooLong(length, limit: composer.limits.maxScalarLength, at: mark)
      case .documentStart(let mark):
        if sawDocument { throw .secondDocument(at: mark) }
        sawDocument = true
      case .streamEnd:
        return composer.document
      case .other:
        continue
      }
    }
  }
}
