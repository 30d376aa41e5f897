import TextPosition

/// Builds the node tree from parse events, enforcing the limits as each event arrives.
///
/// It keeps one frame per open collection, so nothing is built and checked later:
/// the depth is checked at every collection start, the node count at every node, and
/// an alias costs the stored size of its anchored subtree, in O(1).
struct Composer {
  let limits: YAMLLimits
  private var stack: [Frame] = []
  private var anchors: [String: Anchored] = [:]
  private var nodeCount = 0
  /// The nodes aliases brought in (part of `nodeCount`).
  private var aliasedCount = 0
  private var duplicates: [DuplicateKey] = []
  private var root: Node?
  /// The finished items of the open sequences, each sequence's from its `Frame.start`.
  private let items = RunStack<Node>()
  /// The finished pairs of the open mappings, each mapping's from its `Frame.start`.
  private let pairs = RunStack<Node.Pair>()
  /// Called with each finished pair of the mapping under the root mapping's key
  /// `watchedKey`, as soon as its value is complete (`YAMLLoader.load`'s `pairsUnder`).
  private let watchedKey: String?
  private let onWatchedPair: ((Node.Pair) -> Void)?

  /// An anchored node with its subtree's size (nodes after expansion) and height
  /// (collection levels: 0 for a scalar).
  private struct Anchored {
    var node: Node
    var size: Int
    var height: Int
  }

  /// An open collection.
  private struct Frame {
    var isMapping: Bool
    var mark: TextPosition
    var tag: String?
    var anchor: String?
    /// Where its children start on the composer's `items` (a sequence) or `pairs` (a
    /// mapping).
    var start: Int
    var size = 1
    var height = 1
    var pendingKey: Node?
    /// The pairs of each `<<` value, in order.
    var mergeSources: [[Node.Pair]] = []
  }

  init(limits: YAMLLimits, watching key: String? = nil, onPair: ((Node.Pair) -> Void)? = nil) {
    self.limits = limits
    watchedKey = key
    onWatchedPair = onPair
  }

  /// The finished document: a null plain scalar at 1:1 when there was no node, or when the
  /// document holds nothing but an empty scalar (`---` alone, which libyaml places after the
  /// last line), so that an empty file is always reported at 1:1.
  var document: YAMLDocument {
    var document = root ?? Node(.scalar(Node.Scalar(text: "", style: .plain)), mark: .start)
    if document.tag == nil, document.scalar == Node.Scalar(text: "", style: .plain) {
      document.mark = .start
    }
    let sorted = duplicates.sorted { ($0.duplicate, $0.first) < ($1.duplicate, $1.first) }
    return YAMLDocument(root: document, duplicateKeys: sorted)
  }

  mutating func scalar(
    _ scalar: consuming Node.Scalar, tag: String?, anchor: String?, mark: TextPosition
  ) throws(YAMLError) {
    try countNode(at: mark)
    let node = Node(.scalar(consume scalar), mark: mark, tag: tag)
    if let tag {
      try Self.checkTag(tag, of: node)
    }
    try add(consume node, size: 1, height: 0, anchor: anchor)
  }

  /// Refuses a scalar's tag that is unknown or that its text does not fit.
  private static func checkTag(_ tag: String, of node: Node) throws(YAMLError) {
    switch TagKind(tag) {
    case nil: throw .unsupportedTag(tag, at: node.mark)
    case .seq?, .map?: throw .tagMismatch(tag, node: node)
    case .int?, .float?, .bool?, .null?:
      if case .string = node.resolution { throw .tagMismatch(tag, node: node) }
    case .none?, .nonSpecific?, .str?: break
    }
  }

  mutating func startCollection(
    isMapping: Bool, tag: String?, anchor: String?, mark: TextPosition
  ) throws(YAMLError) {
    guard stack.count < limits.maxDepth else { throw .tooDeep(limit: limits.maxDepth, at: mark) }
    try countNode(at: mark)
    if let tag {
      switch TagKind(tag) {
      case nil: throw .unsupportedTag(tag, at: mark)
      case .none?, .nonSpecific?: break
      case .seq? where !isMapping: break
      case .map? where isMapping: break
      default:
        let content: Node.Content = isMapping ? .mapping([]) : .sequence([])
        throw .tagMismatch(tag, node: Node(content, mark: mark))
      }
    }
    stack.append(
      Frame(
        isMapping: isMapping, mark: mark, tag: tag, anchor: anchor,
        start: isMapping ? pairs.count : items.count))
  }

  mutating func endCollection() throws(YAMLError) {
    guard var frame = stack.popLast() else { return }
    let content: Node.Content
    if frame.isMapping {
      var children = pairs.popRun(from: frame.start)
      findDuplicates(children)
      if !frame.mergeSources.isEmpty {
        frame.size += merge(frame.mergeSources, into: &children)
      }
      content = .mapping(children)
    } else {
      content = .sequence(items.popRun(from: frame.start))
    }
    let node = Node(consume content, mark: frame.mark, tag: frame.tag)
    try add(consume node, size: frame.size, height: frame.height, anchor: frame.anchor)
  }

  mutating func alias(_ name: String, mark: TextPosition) throws(YAMLError) {
    guard let anchored = anchors[name] else {
      if stack.contains(where: { $0.anchor == name }) { throw .recursiveAlias(name, at: mark) }
      throw .undefinedAlias(name, at: mark)
    }
    // The pairs of a mapping merged with `<<` sit one level above where the mapping would.
    let merging = stack.last.map { $0.isMapping && $0.pendingKey.map(Self.isMergeKey) == true }
    guard stack.count - (merging == true ? 1 : 0) + anchored.height <= limits.maxDepth else {
      throw .aliasTooDeep(name, limit: limits.maxDepth, at: mark)
    }
    nodeCount += anchored.size
    guard nodeCount <= limits.maxNodes else {
      throw .aliasTooLarge(name, limit: limits.maxNodes, at: mark)
    }
    aliasedCount += anchored.size
    let written = nodeCount - aliasedCount
    let factor = max(0, limits.maxAliasExpansion)
    let scaled = factor == 0 || written <= Int.max / factor ? written * factor : Int.max
    let allowed = max(limits.aliasExpansionAllowance, scaled)
    guard aliasedCount <= allowed else {
      throw .aliasExpansion(name, brought: aliasedCount, written: written, limits: limits, at: mark)
    }
    var node = anchored.node
    node.mark = mark
    try add(node, size: anchored.size, height: anchored.height, anchor: nil)
  }

  private mutating func countNode(at mark: TextPosition) throws(YAMLError) {
    nodeCount += 1
    guard nodeCount <= limits.maxNodes else {
      throw .tooManyNodes(limit: limits.maxNodes, at: mark)
    }
  }

  /// Adds a finished node to the open collection (or makes it the root) and records
  /// its anchor.
  ///
  /// The node is taken, not copied: each event's node is stored once.
  private mutating func add(
    _ node: consuming Node, size: Int, height: Int, anchor: String?
  ) throws(YAMLError) {
    node.treeSize = Int32(clamping: size)
    if let anchor { anchors[anchor] = Anchored(node: copy node, size: size, height: height) }
    guard !stack.isEmpty else {
      root = consume node
      return
    }
    let top = stack.count - 1
    guard stack[top].isMapping else {
      stack[top].size += size
      stack[top].height = max(stack[top].height, height + 1)
      items.push(consume node)
      return
    }
    // The key waiting for this value, moved out (a copy would retain its storage).
    guard let key = stack[top].pendingKey.take() else {
      stack[top].size += size
      stack[top].height = max(stack[top].height, height + 1)
      stack[top].pendingKey = consume node
      return
    }
    if Self.isMergeKey(key) {
      // A merge flattens: the `<<` pair goes, the merged pairs count when the mapping ends
      // (only those it keeps), and they nest no deeper than its own pairs.
      stack[top].size -= Int(key.treeSize)
      stack[top].height = max(stack[top].height, node.sequence == nil ? height : height - 1)
      stack[top].mergeSources.append(try Self.mergePairs(node))
      return
    }
    stack[top].size += size
    stack[top].height = max(stack[top].height, height + 1)
    let pair = Node.Pair(key: consume key, value: consume node)
    if top == 1, let onWatchedPair, isWatched(stack[0]) { onWatchedPair(pair) }
    pairs.push(consume pair)
  }

  /// Whether `frame` is the root mapping waiting for the value of `watchedKey` (a plain or
  /// quoted scalar key, as the loaders find keys by their text).
  private func isWatched(_ frame: Frame) -> Bool {
    guard frame.isMapping, let watchedKey, let key = frame.pendingKey,
      case .scalar(let scalar) = key.content
    else { return false }
    return scalar.text == watchedKey
  }
}

extension Composer {
  /// A plain, untagged `<<`.
  private static func isMergeKey(_ key: Node) -> Bool {
    guard key.tag == nil, case .scalar(let scalar) = key.content else { return false }
    return scalar.style == .plain && scalar.text == "<<"
  }

  /// The pairs a `<<` value brings: a mapping's, or those of a list of mappings in order.
  private static func mergePairs(_ value: Node) throws(YAMLError) -> [Node.Pair] {
    switch value.content {
    case .mapping(let pairs):
      return pairs
    case .sequence(let items):
      var pairs: [Node.Pair] = []
      for item in items {
        guard case .mapping(let more) = item.content else { throw .badMerge(found: item) }
        pairs += more
      }
      return pairs
    case .scalar:
      throw .badMerge(found: value)
    }
  }

  /// Appends the merged pairs whose keys are not present yet: explicit keys win over
  /// merged ones, and earlier merge sources over later ones.
  ///
  /// - Returns: the nodes the appended pairs hold.
  private func merge(_ sources: [[Node.Pair]], into pairs: inout [Node.Pair]) -> Int {
    var present = Set(pairs.compactMap { $0.key.scalar?.text })
    var added = 0
    for source in sources {
      for pair in source {
        if let text = pair.key.scalar?.text, !present.insert(text).inserted { continue }
        pairs.append(pair)
        added += Int(pair.key.treeSize) + Int(pair.value.treeSize)
      }
    }
    return added
  }

  /// Records each scalar key that repeats an earlier key of the same mapping.
  private mutating func findDuplicates(_ pairs: [Node.Pair]) {
    guard pairs.count > 1 else { return }
    if pairs.count <= 16 {
      // Each key against those before it, lengths first: the keys of a mapping mostly differ
      // in length, and a length is read without comparing the texts.
      for later in 1..<pairs.count {
        guard case .scalar(let key) = pairs[later].key.content else { continue }
        let length = key.text.utf8.count
        for earlier in 0..<later {
          guard case .scalar(let other) = pairs[earlier].key.content,
            other.text.utf8.count == length, other.text == key.text
          else { continue }
          record(key.text, first: pairs[earlier].key.mark, duplicate: pairs[later].key.mark)
          break
        }
      }
      return
    }
    var firstMarks: [String: TextPosition] = [:]
    for pair in pairs {
      guard let text = pair.key.scalar?.text else { continue }
      if let first = firstMarks[text] {
        record(text, first: first, duplicate: pair.key.mark)
      } else {
        firstMarks[text] = pair.key.mark
      }
    }
  }

  private mutating func record(_ key: String, first: TextPosition, duplicate: TextPosition) {
    duplicates.append(DuplicateKey(key: key, first: first, duplicate: duplicate))
  }
}
