import Testing
import YAML

/// A merge flattens: a chain of `<<` merges is as deep as its widest mapping, not as long as
/// the chain, while real nesting and the alias limits still count.
@Suite struct MergeChainTests {
  /// `m0: &m0 {k: 0}`, then `mN: &mN {<<: *mN-1, kN: N}` for each level, all at the top.
  static func chain(_ levels: Int, overriding: Bool = false) -> String {
    var text = "m0: &m0 {k: 0}\n"
    for level in 1...levels {
      let own = overriding ? "k: \(level)" : "k\(level): \(level)"
      text += "m\(level): &m\(level) {<<: *m\(level - 1), \(own)}\n"
    }
    return text
  }

  @Test func aChainOf2000MergesLoads() throws {
    let doc = try YAMLLoader.load(Self.chain(2_000, overriding: true))
    let last = try #require(doc.root.mapping?.last?.value.mapping)
    #expect(last.map { $0.key.scalar?.text } == ["k"])
    #expect(last.first?.value.scalar?.text == "2000")
  }

  @Test func aChainThatGrowsKeepsEveryKeyUntilTheAliasLimit() throws {
    let doc = try YAMLLoader.load(Self.chain(60))
    let last = try #require(doc.root.mapping?.last?.value.mapping)
    #expect(last.count == 61)
    #expect(last.first?.key.scalar?.text == "k60")
    // Level N really holds N pairs: 2,000 levels would be 4 million nodes.
    #expect(
      loadError(Array(Self.chain(2_000).utf8))?.description
        == "101:18: error: alias '*m99' brings the nodes made by aliases to 10200, more than 10"
        + " times the 503 nodes written out and more than 10000; write the nodes out instead of"
        + " aliasing them [yaml-alias-limit]")
  }

  @Test func mergingANestedMappingStillCountsItsDepth() {
    // Each level merges a mapping whose value nests one level more: real nesting.
    var text = "m0: &m0 {k: 0}\n"
    for level in 1...120 { text += "m\(level): &m\(level) {<<: {k: *m\(level - 1)}}\n" }
    #expect(
      loadError(Array(text.utf8), limits: YAMLLimits(maxDepth: 100))?.description
        == "99:20: error: alias '*m97' nests deeper than the limit of 100 levels"
        + " [yaml-depth-limit]")
  }

  @Test func aMergedAliasAtTheDepthLimitLoads() throws {
    // {<<: *a} at depth 2 holds a's pairs at depth 3: within a limit of 3.
    let text = "a: &a {b: {c: 1}}\nd: {<<: *a}\n"
    let doc = try YAMLLoader.load(text, limits: YAMLLimits(maxDepth: 3))
    #expect(doc.root.mapping?.last?.value.mapping?.first?.key.scalar?.text == "b")
    #expect(
      loadError(Array("a: &a {b: {c: 1}}\nd: [{<<: *a}]\n".utf8), limits: YAMLLimits(maxDepth: 3))?
        .description == "2:10: error: alias '*a' nests deeper than the limit of 3 levels"
        + " [yaml-depth-limit]")
  }
}
