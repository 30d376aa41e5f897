import Testing
import TextPosition
import YAML

/// Trees, marks, styles, aliases, merge keys and duplicate keys.
@Suite struct YAMLLoaderTests {
  static let trees: [(String, String)] = [
    ("", "@1:1"),
    ("# only a comment\n\n", "@1:1"),
    ("---\n", "@1:1"),
    ("---\n\n", "@1:1"),
    ("\n\n~\n", "~@3:1"),
    ("hello\n", "hello@1:1"),
    ("~\n", "~@1:1"),
    ("a: 1\nb: [x, 'y']\n", "{a@1:1: 1@1:4, b@2:1: [x@2:5, \"y\"@2:8]@2:4}@1:1"),
    ("- a\n- - b\n  - c\n", "[a@1:3, [b@2:5, c@3:5]@2:3]@1:1"),
    ("scene:\n  id: main\n", "{scene@1:1: {id@2:3: main@2:7}@2:3}@1:1"),
    ("a: |\n  line\nb: >\n  fold\n", "{a@1:1: \"line\\n\"@1:4, b@3:1: \"fold\\n\"@3:4}@1:1"),
    ("é: [ü, x]\n", "{é@1:1: [ü@1:5, x@1:8]@1:4}@1:1"),
    ("a: !!str 1\n", "{a@1:1: <!!str>1@1:4}@1:1"),
    ("a: &x\n  b: 1\n", "{a@1:1: {b@2:3: 1@2:6}@1:4}@1:1"),
    ("? [k]\n: v\n", "{[k@1:4]@1:3: v@2:3}@1:1"),
    ("\"<<\": 1\n", "{\"<<\"@1:1: 1@1:7}@1:1"),
  ]

  @Test(arguments: trees) func tree(_ yaml: String, _ expected: String) {
    #expect(renderLoad(yaml) == expected)
  }

  @Test func emptyFileIsANullPlainScalar() throws {
    let root = try YAMLLoader.load([UInt8]()).root
    #expect(root.isNull)
    #expect(root.scalar == Node.Scalar(text: "", style: .plain))
    #expect(root.mark == TextPosition(line: 1, column: 1))
    #expect(root.tag == nil)
  }

  @Test func styles() throws {
    let root = try YAMLLoader.load("- p\n- 's'\n- \"d\"\n- |\n  l\n- >\n  f\n").root
    let styles = try #require(root.sequence).map { $0.scalar?.style }
    #expect(styles == [.plain, .singleQuoted, .doubleQuoted, .literal, .folded])
  }

  @Test func aliasTakesItsOwnMarkAndKeepsInnerMarks() {
    let yaml = "base: &b {w: 1}\nuse: *b\n"
    #expect(
      renderLoad(yaml) == "{base@1:1: {w@1:11: 1@1:14}@1:7, use@2:1: {w@1:11: 1@1:14}@2:6}@1:1")
  }

  @Test func anchorsCanBeRedefined() {
    #expect(renderLoad("- &a 1\n- &a 2\n- *a\n") == "[1@1:3, 2@2:3, 2@3:3]@1:1")
  }

  @Test func tagsKeepTheirFullForm() throws {
    let root = try YAMLLoader.load("[!!str a, !<tag:yaml.org,2002:int> 1, ! b, c]\n").root
    let tags = try #require(root.sequence).map(\.tag)
    #expect(tags == [YAMLTag.str, YAMLTag.int, YAMLTag.nonSpecific, nil])
    #expect(YAMLTag.shortForm(YAMLTag.map) == "!!map")
  }

  static let merges: [(String, String, String)] = [
    (
      "one source", "b: &b {x: 1, y: 2}\nm:\n  <<: *b\n  y: 3\n",
      "{y@4:3: 3@4:6, x@1:8: 1@1:11}@3:3"
    ),
    (
      "earlier sources win", "a: &a {k: 1}\nb: &b {k: 2, j: 2}\nm: {<<: [*a, *b]}\n",
      "{k@1:8: 1@1:11, j@2:14: 2@2:17}@3:4"
    ),
    (
      "explicit keys win, wherever they stand", "a: &a {k: 1, j: 1}\nm: {k: 0, <<: *a, j: 0}\n",
      "{k@2:5: 0@2:8, j@2:19: 0@2:22}@2:4"
    ),
    (
      "inline mapping", "m: {<<: {k: 1}, j: 2}\n",
      "{j@1:17: 2@1:20, k@1:10: 1@1:13}@1:4"
    ),
    (
      "two merge keys act as one list", "a: &a {k: 1}\nb: &b {k: 2, j: 2}\nm: {<<: *a, <<: *b}\n",
      "{k@1:8: 1@1:11, j@2:14: 2@2:17}@3:4"
    ),
    (
      "nested merges", "a: &a {k: 1}\nb: &b {<<: *a, j: 2}\nm: {<<: *b}\n",
      "{j@2:16: 2@2:19, k@1:8: 1@1:11}@3:4"
    ),
    (
      "empty list", "m: {<<: [], k: 1}\n",
      "{k@1:13: 1@1:16}@1:4"
    ),
  ]

  @Test(arguments: merges) func merge(_ name: String, _ yaml: String, _ expected: String) throws {
    let doc = try YAMLLoader.load(yaml)
    let merged = try #require(doc.root.mapping?.last?.value)
    #expect(render(merged) == expected, "\(name)")
    #expect(doc.duplicateKeys.isEmpty)
  }

  @Test func duplicateKeysAreReportedAndKept() throws {
    let yaml = """
      a: 1
      b:
        x: 1
        "x": 2
      a: 3
      a: 4
      c: {z: 1, z: 2}

      """
    let doc = try YAMLLoader.load(yaml)
    #expect(doc.root.mapping?.map { $0.key.scalar?.text } == ["a", "b", "a", "a", "c"])
    let mark = TextPosition.init(line:column:)
    #expect(
      doc.duplicateKeys == [
        DuplicateKey(key: "x", first: mark(3, 3), duplicate: mark(4, 3)),
        DuplicateKey(key: "a", first: mark(1, 1), duplicate: mark(5, 1)),
        DuplicateKey(key: "a", first: mark(1, 1), duplicate: mark(6, 1)),
        DuplicateKey(key: "z", first: mark(7, 5), duplicate: mark(7, 11)),
      ])
  }

  @Test func duplicatesAmongKeysOfOneLengthAndKeysThatAreNoScalars() throws {
    // A small mapping's keys are compared by length first: keys of one length that differ
    // (`ab`, `cd`, `é`, all two bytes) are told apart, and a sequence key is no duplicate.
    let yaml = """
      ab: 1
      cd: 2
      [ab]: 3
      ab: 4
      é: 5
      cd: 6
      é: 7
      [ab]: 8

      """
    let doc = try YAMLLoader.load(yaml)
    let mark = TextPosition.init(line:column:)
    #expect(
      doc.duplicateKeys == [
        DuplicateKey(key: "ab", first: mark(1, 1), duplicate: mark(4, 1)),
        DuplicateKey(key: "cd", first: mark(2, 1), duplicate: mark(6, 1)),
        DuplicateKey(key: "é", first: mark(5, 1), duplicate: mark(7, 1)),
      ])
  }

  @Test func duplicatesInLargeMappings() throws {
    let keys = (0..<40).map { "k\($0): 0\n" }.joined() + "k7: 1\nk39: 1\n"
    let doc = try YAMLLoader.load(keys)
    #expect(
      doc.duplicateKeys == [
        DuplicateKey(
          key: "k7", first: TextPosition(line: 8, column: 1),
          duplicate: TextPosition(line: 41, column: 1)),
        DuplicateKey(
          key: "k39", first: TextPosition(line: 40, column: 1),
          duplicate: TextPosition(line: 42, column: 1)),
      ])
  }

  @Test func scanEventCountRunsOnlyLibyaml() {
    // stream, document, mapping, a, sequence, 1, 2, end sequence, end mapping, document, stream
    #expect(YAMLLoader.scanEventCount(Array("a: [1, 2]\n".utf8)) == 11)
    #expect(YAMLLoader.scanEventCount([]) == 2)
    // Stops at libyaml's first error: stream, document, sequence, 1, 2 then the error.
    #expect(YAMLLoader.scanEventCount(Array("[1, 2\n".utf8)) == 5)
  }

  @Test func marksOrderByLineThenColumn() {
    #expect(TextPosition(line: 1, column: 9) < TextPosition(line: 2, column: 1))
    #expect(TextPosition(line: 2, column: 1) < TextPosition(line: 2, column: 3))
    #expect(TextPosition(line: 4, column: 2).description == "4:2")
  }
}
