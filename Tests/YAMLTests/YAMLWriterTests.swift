import Testing
import TextPosition
import YAML

/// `YAMLWriter` writes built nodes as block YAML that loads back as the same nodes, and
/// `YAMLLimits.firstExcess` finds in built nodes what the loader would refuse in their text.
@Suite struct YAMLWriterTests {
  let at = TextPosition(line: 7, column: 3)

  func scalar(_ text: String, _ style: ScalarStyle = .plain) -> Node {
    Node(.scalar(Node.Scalar(text: text, style: style)), mark: at)
  }

  func pair(_ key: String, _ value: Node) -> Node.Pair {
    Node.Pair(key: scalar(key), value: value)
  }

  var sample: Node {
    var flow = Node(.sequence([scalar("1"), scalar("a b", .doubleQuoted)]), mark: at)
    flow.isFlow = true
    var item = Node(.mapping([pair("id", scalar("first")), pair("on", scalar("true"))]), mark: at)
    item.comment = "an item"
    var root = Node(
      .mapping([
        pair("size", flow),
        pair("items", Node(.sequence([item, scalar("say \"hi\"\n", .doubleQuoted)]), mark: at)),
        pair("none", Node(.sequence([]), mark: at)),
        pair("empty", Node(.mapping([]), mark: at)),
        pair("nested", Node(.sequence([Node(.sequence([scalar("x")]), mark: at), scalar("")]), mark: at)),
      ]), mark: at)
    root.comment = "top\nline"
    return root
  }

  @Test func writesBlockYAMLWithFlowListsCommentsAndQuotes() {
    #expect(
      YAMLWriter.text(of: sample) == """
        # top?line
        size: [1, "a b"]
        items:
          # an item
          - id: first
            on: true
          - "say \\"hi\\"\\n"
        none: []
        empty: {}
        nested:
          -
            - x
          -

        """)
  }

  @Test func theTextLoadsBackAsTheNodes() throws {
    let read = try YAMLLoader.load(YAMLWriter.text(of: sample)).root
    let items = try #require(read.mapping?[1].value.sequence)
    #expect(items[1].scalar == Node.Scalar(text: "say \"hi\"\n", style: .doubleQuoted))
    #expect(items[0].mapping?.map { $0.key.scalar?.text ?? "" } == ["id", "on"])
    #expect(read.mapping?[0].value.sequence?.map { $0.scalar?.text ?? "" } == ["1", "a b"])
    #expect(read.mapping?[4].value.sequence?[1].isNull == true)
  }

  /// The writer's style and comment cost a loaded node nothing: the flow flag fits in the
  /// content's padding, and the comment is kept out of line with the tag (56 bytes before).
  @Test func aNodeStays48Bytes() {
    #expect(MemoryLayout<Node>.stride == 48)
    var node = scalar("x")
    node.tag = YAMLTag.str
    node.comment = "kept"
    var copy = node
    copy.comment = nil
    #expect(node.tag == YAMLTag.str && node.comment == "kept")
    #expect(copy.tag == YAMLTag.str && copy.comment == nil)
  }

  @Test func firstExcessIsTheLoadersRefusalAtTheNodesMark() {
    #expect(YAMLLimits.default.firstExcess(in: sample) == nil)
    let deep = YAMLLimits(maxDepth: 2).firstExcess(in: sample)
    #expect(deep?.message == "nesting is deeper than the limit of 2 levels")
    #expect(deep?.mark == at)
    let many = YAMLLimits(maxNodes: 5).firstExcess(in: sample)
    #expect(many?.message == "document has more than 5 nodes")
    let long = YAMLLimits(maxScalarLength: 4).firstExcess(in: sample)
    #expect(long?.message == "scalar is 5 bytes long, over the limit of 4 bytes")
  }
}
