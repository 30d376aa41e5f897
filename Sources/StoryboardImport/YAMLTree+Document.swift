import StoryboardXML
import YAML

// Reading back without writing (`ImportedStoryboard.document`, `StoryboardImport.load`). The
// builder is nested in `YAMLTree`: as a type of its own, Swift 6.3's incremental builds of this
// file fail with "circular reference" through `YAMLTree.Value`.
extension YAMLTree {
  /// The document the YAML loader would read back from the text `YAMLEmitter` writes for a
  /// tree, built from the tree without writing or parsing that text: every node is marked with
  /// the line the emitter puts it on, and `origins` lists each line's storyboard place, as the
  /// emitter's do. Loading the document with a source map of those origins gives what loading
  /// the text gives, the loader's limits included, at a fraction of the cost.
  ///
  /// A scalar the builder cannot read back exactly (anything but the plain words and numbers
  /// and the double-quoted text that `YAMLTree` writes) makes `document` return nil, and the
  /// caller writes and parses the text instead.
  struct DocumentBuilder {
    /// The storyboard place of each line the emitter would write (index 0 is line 1).
    private(set) var origins: [XMLPosition] = []
    private var nodeCount = 0
    /// The storyboard place of the line being built, which an error on it is mapped to.
    private var lineOrigin: XMLPosition?
    private let limits: YAMLLimits
    /// Set when a scalar cannot be read back; the build is abandoned.
    private var unreadable = false

    init(limits: YAMLLimits = .default) {
      self.limits = limits
    }

    /// The document of a file's top-level mapping, after the one comment line the import
    /// writes first (at `commentOrigin`); a loader limit crossed is the error the loader would
    /// report, at its line; nil when a scalar cannot be read back.
    mutating func document(
      of file: YAMLTree, commentOrigin: XMLPosition
    ) -> Result<YAMLDocument, YAMLError>? {
      origins.append(commentOrigin)
      lineOrigin = commentOrigin
      do {
        let root = try mappingNode(of: file, indent: 0, depth: 1)
        guard !unreadable else { return nil }
        // `YAMLTree.set` replaces a key that is there: a tree's mappings never repeat a key.
        return .success(YAMLDocument(root: root, duplicateKeys: []))
      } catch let error as YAMLError {
        return unreadable ? nil : .failure(error)
      } catch {
        return nil  // only `YAMLError`s are thrown
      }
    }

    // MARK: Lines (the methods that throw throw `YAMLError`s only)

    /// The 1-based number of the line being written (the next).
    private var line: Int { origins.count + 1 }

    private mutating func end(at origin: XMLPosition) { origins.append(origin) }

    private mutating func count(at mark: SourceMark) throws {
      nodeCount += 1
      if nodeCount > limits.maxNodes {
        endFailing()
        throw YAMLError.tooManyNodes(limit: limits.maxNodes, at: mark)
      }
    }

    private mutating func enter(_ depth: Int, at mark: SourceMark) throws {
      if depth > limits.maxDepth {
        endFailing()
        throw YAMLError.tooDeep(limit: limits.maxDepth, at: mark)
      }
    }

    /// Ends the line an error is on, so that the error maps to its storyboard place.
    private mutating func endFailing() {
      if let lineOrigin { origins.append(lineOrigin) }
    }

    /// Starts a line that came from `origin`.
    private mutating func starting(_ origin: XMLPosition) { lineOrigin = origin }

    // MARK: Nodes

    /// A scalar as written: plain (`YAMLTree.number`, identifiers, `null`) or double-quoted.
    private mutating func scalarNode(_ text: String, at mark: SourceMark) throws -> Node {
      try count(at: mark)
      let node: Node.Scalar
      if text.utf8.first == UInt8(ascii: "\"") {
        guard let unquoted = YAMLQuoting.unquoted(text) else { return abandon(at: mark) }
        node = Node.Scalar(text: unquoted, style: .doubleQuoted)
      } else {
        guard text.utf8.allSatisfy(Self.isPlainByte) else { return abandon(at: mark) }
        node = Node.Scalar(text: text, style: .plain)
      }
      if node.text.utf8.count > limits.maxScalarLength {
        throw YAMLError.scalarTooLong(node.text.utf8.count, limit: limits.maxScalarLength, at: mark)
      }
      return Node(.scalar(node), mark: mark)
    }

    /// A key as `YAMLTree.quoted` writes it: plain when it is plain-safe, else double-quoted.
    private mutating func keyScalar(_ key: String, at mark: SourceMark) throws -> Node {
      try count(at: mark)
      let style: ScalarStyle = YAMLTree.isPlainSafe(key) ? .plain : .doubleQuoted
      return Node(.scalar(Node.Scalar(text: key, style: style)), mark: mark)
    }

    private mutating func abandon(at mark: SourceMark) -> Node {
      unreadable = true
      return Node(.scalar(Node.Scalar(text: "", style: .plain)), mark: mark)
    }

    /// What a plain scalar the import writes is made of: letters, digits and `_ . + -`.
    private static func isPlainByte(_ byte: UInt8) -> Bool {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "."),
        UInt8(ascii: "+"), UInt8(ascii: "-"):
        true
      default: false
      }
    }

    /// `[a, b]` on the current line, starting at `column`.
    private mutating func flowNode(_ items: [String], column: Int, depth: Int) throws
      -> Node
    {
      let mark = SourceMark(line: line, column: column)
      try count(at: mark)
      try enter(depth, at: mark)
      var nodes: [Node] = []
      nodes.reserveCapacity(items.count)
      for (index, item) in items.enumerated() {
        nodes.append(try scalarNode(item, at: SourceMark(line: line, column: column + 1 + index)))
      }
      return Node(.sequence(nodes), mark: mark)
    }

    /// The pairs of a block mapping at `indent` (the first after `- ` in a list item, at the
    /// same column).
    private mutating func mappingNode(of tree: YAMLTree, indent: Int, depth: Int)
      throws -> Node
    {
      guard case .mapping(let pairs) = tree.value else { return abandon(at: .start) }
      var built: [Node.Pair] = []
      built.reserveCapacity(pairs.count)
      var start: SourceMark?
      for pair in pairs {
        if pair.value.comment != nil { end(at: pair.value.origin) }
        starting(pair.value.origin)
        let keyMark = SourceMark(line: line, column: indent + 1)
        if start == nil {
          start = keyMark
          try count(at: keyMark)
          try enter(depth, at: keyMark)
        }
        let key = try keyScalar(pair.key, at: keyMark)
        // The loader places a value by its line alone (the source map): its column only has to
        // differ from the key's.
        let child = try valueNode(pair.value, column: indent + 2, indent: indent, depth: depth + 1)
        built.append(Node.Pair(key: key, value: child))
      }
      return Node(.mapping(built), mark: start ?? SourceMark(line: line, column: indent + 1))
    }

    /// A scalar, a flow list or an empty mapping, written on the current line at `column`,
    /// which it ends; nil for the other values, which take lines of their own.
    private mutating func inlineNode(_ tree: YAMLTree, column: Int, depth: Int) throws -> Node? {
      let mark = SourceMark(line: line, column: column)
      let node: Node
      switch tree.value {
      case .scalar(let text):
        node = try scalarNode(text, at: mark)
      case .flowList(let items):
        node = try flowNode(items, column: column, depth: depth)
      case .mapping(let pairs) where pairs.isEmpty:
        try count(at: mark)
        try enter(depth, at: mark)
        node = Node(.mapping([]), mark: mark)
      case .list, .mapping:
        return nil
      }
      end(at: tree.origin)
      return node
    }

    /// The value of `key:` on the current line (at `column`), and the lines under it.
    private mutating func valueNode(_ child: YAMLTree, column: Int, indent: Int, depth: Int)
      throws -> Node
    {
      if let node = try inlineNode(child, column: column, depth: depth) { return node }
      switch child.value {
      case .list(let items) where items.isEmpty:
        let mark = SourceMark(line: line, column: column)
        try count(at: mark)
        try enter(depth, at: mark)
        end(at: child.origin)
        return Node(.sequence([]), mark: mark)
      case .scalar, .flowList:
        return abandon(at: .start)  // written on the line already
      case .list(let items):
        end(at: child.origin)
        return try listNode(items, indent: indent + 2, depth: depth)
      case .mapping:
        end(at: child.origin)
        return try mappingNode(of: child, indent: indent + 2, depth: depth)
      }
    }

    /// A block list whose items are at `indent`.
    private mutating func listNode(_ items: [YAMLTree], indent: Int, depth: Int) throws
      -> Node
    {
      var built: [Node] = []
      built.reserveCapacity(items.count)
      var start: SourceMark?
      for item in items {
        if item.comment != nil { end(at: item.origin) }
        starting(item.origin)
        let dash = SourceMark(line: line, column: indent + 1)
        if start == nil {
          start = dash
          try count(at: dash)
          try enter(depth, at: dash)
        }
        built.append(try itemNode(item, indent: indent, depth: depth + 1))
      }
      return Node(.sequence(built), mark: start ?? SourceMark(line: line, column: indent + 1))
    }

    /// One `- ` item at `indent`.
    private mutating func itemNode(_ item: YAMLTree, indent: Int, depth: Int) throws
      -> Node
    {
      let column = indent + 3
      if let node = try inlineNode(item, column: column, depth: depth) { return node }
      switch item.value {
      case .list(let items):
        // `-` alone on its line, the items under it; with none it reads as null.
        let mark = SourceMark(line: line, column: column)
        end(at: item.origin)
        if items.isEmpty { return try scalarNode("", at: mark) }
        return try listNode(items, indent: indent + 2, depth: depth)
      case .scalar, .flowList:
        return abandon(at: .start)  // written on the line already
      case .mapping:
        return try mappingNode(of: item, indent: indent + 2, depth: depth)
      }
    }
  }
}
