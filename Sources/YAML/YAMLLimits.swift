/// The bounds the loader enforces so that hostile input fails fast, with a located error,
/// instead of exhausting time or memory.
///
/// Every bound is checked while libyaml's events stream in, never on a finished tree:
/// the size before libyaml sees a byte, the depth at every collection start, the node
/// count at every node (an alias costs the size of its anchored subtree, in O(1)) and the
/// scalar length at every scalar.
public struct YAMLLimits: Sendable {
  /// The largest input, in bytes (`yaml-too-large`). Default 32 MiB.
  public var maxBytes: Int
  /// The deepest nesting of sequences and mappings, counting the levels an alias
  /// brings in (`yaml-depth-limit`). The root collection is level 1. Default 512: twice the
  /// storyboard reader's 256 levels (`XMLLimits.maxDepth`), since an element of a storyboard
  /// becomes at most a mapping and a sequence of its import, so that every storyboard the
  /// reader takes imports into a scene file that loads. Node trees are freed recursively, so
  /// tens of thousands of levels overflow the stack; 512 levels are far from it.
  public var maxDepth: Int
  /// The most nodes in the document, counted after alias expansion
  /// (`yaml-alias-limit` when an alias crosses it, `yaml-too-large` otherwise).
  /// Default 2,000,000: a 10,000-scene app has about 1.1 million nodes.
  public var maxNodes: Int
  /// The most nodes aliases may bring in, as a multiple of the nodes written out so far
  /// (`yaml-alias-limit`). Default 10: a 550-byte alias tree that expands to 100,000 invalid
  /// views would otherwise cost a second and 100,000 errors.
  public var maxAliasExpansion: Int
  /// The nodes aliases may always bring in, however few are written out. Default 10,000.
  public var aliasExpansionAllowance: Int
  /// The longest scalar, in UTF-8 bytes after libyaml unescapes and folds it
  /// (`yaml-scalar-too-long`). Default 1 MiB.
  public var maxScalarLength: Int

  /// Creates limits; each argument defaults to the value of ``default``.
  public init(
    maxBytes: Int = 32 << 20,
    maxDepth: Int = 512,
    maxNodes: Int = 2_000_000,
    maxAliasExpansion: Int = 10,
    aliasExpansionAllowance: Int = 10_000,
    maxScalarLength: Int = 1 << 20
  ) {
    self.maxAliasExpansion = maxAliasExpansion
    self.aliasExpansionAllowance = aliasExpansionAllowance
    self.maxBytes = maxBytes
    self.maxDepth = maxDepth
    self.maxNodes = maxNodes
    self.maxScalarLength = maxScalarLength
  }

  /// 32 MiB, 512 levels, 2,000,000 nodes, aliases bringing in at most 10 times the nodes
  /// written (or 10,000), 1 MiB scalars.
  public static let `default` = YAMLLimits()
}
