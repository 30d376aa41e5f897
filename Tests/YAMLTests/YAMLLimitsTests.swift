import Testing
import YAML

/// The limits fail fast, at the event that crosses them, with an exact mark.
@Suite struct YAMLLimitsTests {
  /// Nine levels of nine aliases each: 9^9 nodes once expanded.
  static let billionLaughs: String = {
    var text = "a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
    let names = Array("abcdefghij")
    for level in 1..<names.count {
      let alias = "*\(names[level - 1])"
      let items = Array(repeating: alias, count: 9).joined(separator: ", ")
      text += "\(names[level]): &\(names[level]) [\(items)]\n"
    }
    return text
  }()

  static let cases: [ErrorCase] = [
    ErrorCase(
      "alias bomb", billionLaughs,
      "5:8: error: alias '*d' brings the nodes made by aliases to 15670, more than 10 times the"
        + " 20 nodes written out and more than 10000; write the nodes out instead of aliasing"
        + " them [yaml-alias-limit]"),
    ErrorCase(
      "alias bomb, expansion unbounded", billionLaughs,
      limits: YAMLLimits(aliasExpansionAllowance: .max),
      "7:16: error: alias '*f' expands past the limit of 2000000 nodes [yaml-alias-limit]"),
    ErrorCase(
      "expansion over the nodes written",
      "a: &a [1, 2]\nb: [*a, *a]\nc: *a\n",
      limits: YAMLLimits(maxAliasExpansion: 1, aliasExpansionAllowance: 8),
      "3:4: error: alias '*a' brings the nodes made by aliases to 9, more than 1 times the"
        + " 8 nodes written out and more than 8; write the nodes out instead of aliasing them"
        + " [yaml-alias-limit]"),
    ErrorCase(
      "alias over a small limit", "a: &a [1, 2]\nb: *a\n", limits: YAMLLimits(maxNodes: 6),
      "2:4: error: alias '*a' expands past the limit of 6 nodes [yaml-alias-limit]"),
    ErrorCase(
      "plain nodes over the limit", "[1, 2, 3, 4]\n", limits: YAMLLimits(maxNodes: 4),
      "1:11: error: document has more than 4 nodes [yaml-too-large]"),
    ErrorCase(
      "200,000 nested flow sequences", String(repeating: "[", count: 200_000),
      "1:513: error: nesting is deeper than the limit of 512 levels [yaml-depth-limit]"),
    ErrorCase(
      "200,000 nested flow mappings", String(repeating: "{a: ", count: 200_000),
      "1:2049: error: nesting is deeper than the limit of 512 levels [yaml-depth-limit]"),
    ErrorCase(
      "block nesting", "a:\n  b:\n    - c: 1\n", limits: YAMLLimits(maxDepth: 3),
      "3:7: error: nesting is deeper than the limit of 3 levels [yaml-depth-limit]"),
    ErrorCase(
      "depth through an alias", "a: &a [[x]]\nb: [*a]\n", limits: YAMLLimits(maxDepth: 3),
      "2:5: error: alias '*a' nests deeper than the limit of 3 levels [yaml-depth-limit]"),
    ErrorCase(
      "2 MB scalar", "a: " + String(repeating: "x", count: 2_000_000),
      limits: YAMLLimits(maxScalarLength: 1_000_000),
      "1:4: error: scalar is 2000000 bytes long, over the limit of 1000000 bytes "
        + "[yaml-scalar-too-long]"),
    ErrorCase(
      "length after unescaping", "a: \"\\u00e9\\u00e9\\u00e9\"\n",
      limits: YAMLLimits(maxScalarLength: 5),
      "1:4: error: scalar is 6 bytes long, over the limit of 5 bytes [yaml-scalar-too-long]"),
    ErrorCase(
      "file too large", String(repeating: "#", count: 101), limits: YAMLLimits(maxBytes: 100),
      "1:1: error: file is larger than the limit of 100 bytes [yaml-too-large]"),
  ]

  @Test(arguments: cases) func limit(_ row: ErrorCase) {
    #expect(loadError(row.input, limits: row.limits)?.description == row.expected)
  }

  @Test func defaults() {
    let limits = YAMLLimits.default
    #expect(limits.maxBytes == 33_554_432)
    #expect(limits.maxDepth == 512)
    #expect(limits.maxNodes == 2_000_000)
    #expect(limits.maxAliasExpansion == 10)
    #expect(limits.aliasExpansionAllowance == 10_000)
    #expect(limits.maxScalarLength == 1_048_576)
  }

  @Test func exactlyAtTheLimitsLoads() throws {
    let limits = YAMLLimits(maxBytes: 12, maxDepth: 2, maxNodes: 5, maxScalarLength: 3)
    let doc = try YAMLLoader.load("a: [abc, ab]", limits: limits)
    #expect(render(doc.root) == "{a@1:1: [abc@1:5, ab@1:10]@1:4}@1:1")
  }

  @Test func aliasesShareStorageAndCountTheirSize() throws {
    let text = "a: &a [1, 2, 3]\nb: [*a, *a]\n"
    // root, a, [1, 2, 3] (4 nodes), b, [*a, *a] (1 + 2 × 4): 16 nodes.
    _ = try YAMLLoader.load(text, limits: YAMLLimits(maxNodes: 16))
    #expect(loadError(Array(text.utf8), limits: YAMLLimits(maxNodes: 15))?.code == .aliasLimit)
  }
}
