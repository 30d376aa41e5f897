/// The bounds the reader enforces so that hostile input fails fast, with a located error,
/// instead of exhausting time or memory.
///
/// The size is checked before libxml2 sees a byte, the attribute count of every start tag
/// in one pass before parsing (libxml2 2.9 checks duplicate attributes in quadratic time),
/// and everything else at the parser event that crosses it, never on a finished tree.
/// The defaults are far above real storyboards: the 25 in the test corpus have at most
/// 1,926 elements, 19 levels and 18 attributes on an element.
public struct XMLLimits: Sendable {
  /// The largest input, in bytes (`xml-too-large`). Default 32 MiB.
  public var maxBytes: Int
  /// The deepest nesting of elements; the root is level 1 (`xml-depth-limit`). Default 256.
  /// Values above 256 act as 256, libxml2's own bound, so that this limit's message is the
  /// one given; the element tree is freed recursively, and 256 levels are far from any stack.
  public var maxDepth: Int
  /// The most elements in the document (`xml-too-large`). Default 100,000: fifty times the
  /// largest storyboard of the corpus, and a storyboard of that many elements imports and
  /// validates in under a second and 100 MB.
  public var maxElements: Int
  /// The most attributes on one element, namespace declarations included
  /// (`xml-attribute-limit`). Default 256.
  public var maxAttributes: Int
  /// The longest attribute value, in UTF-8 bytes after normalization
  /// (`xml-value-too-long`). Default 1 MiB.
  public var maxAttributeValueLength: Int
  /// The longest character data directly inside one element, in UTF-8 bytes
  /// (`xml-value-too-long`). Default 1 MiB.
  public var maxTextLength: Int

  /// Creates limits; each argument defaults to the value of ``default``.
  public init(
    maxBytes: Int = 32 << 20,
    maxDepth: Int = 256,
    maxElements: Int = 100_000,
    maxAttributes: Int = 256,
    maxAttributeValueLength: Int = 1 << 20,
    maxTextLength: Int = 1 << 20
  ) {
    self.maxBytes = maxBytes
    self.maxDepth = maxDepth
    self.maxElements = maxElements
    self.maxAttributes = maxAttributes
    self.maxAttributeValueLength = maxAttributeValueLength
    self.maxTextLength = maxTextLength
  }

  /// 32 MiB, 256 levels, 100,000 elements, 256 attributes an element, 1 MiB values and texts.
  public static let `default` = XMLLimits()

  /// libxml2's own depth bound without `XML_PARSE_HUGE`, which the reader never sets.
  static let libxml2MaxDepth = 256

  /// ``maxDepth`` as enforced.
  var effectiveMaxDepth: Int { min(maxDepth, Self.libxml2MaxDepth) }
}
