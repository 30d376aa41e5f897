import JSON
import Testing
import TextPosition

/// `JSONReader`: what it reads, in order, and each way a document is refused, with its line
/// and column.
@Suite struct JSONReaderTests {
  /// An asset catalogue's colour set, as Xcode writes it: keys in order, strings, numbers.
  @Test func readsAColourSetInOrder() throws {
    let text = """
      {
        "colors" : [
          {
            "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
            "color" : {
              "color-space" : "srgb",
              "components" : { "alpha" : "1.000", "blue" : "0x80", "green" : 0.5, "red" : -1e2 }
            },
            "idiom" : "universal"
          }
        ],
        "info" : { "author" : "xcode", "version" : 1 }
      }
      """
    let value = try JSONReader.parse(text)
    #expect(value.object?.map(\.0) == ["colors", "info"])
    let colour = try #require(value["colors"]?.array?.first)
    #expect(colour["appearances"]?.array?.first?["value"]?.string == "dark")
    let components = try #require(colour["color"]?["components"])
    #expect(components.object?.map(\.0) == ["alpha", "blue", "green", "red"])
    #expect(components["blue"]?.string == "0x80")
    #expect(components["green"]?.number == 0.5)
    #expect(components["red"]?.number == -100)
    #expect(value["info"]?["version"]?.number == 1)
  }

  @Test func writesBackWhatItReads() throws {
    let text = #"{"a":[1,2.5,true,false,null],"b":"x\"y\\z\n\u00e9\ud83d\ude00","c":{}}"#
    let value = try JSONReader.parse(text)
    #expect(
      value.rendered(pretty: false) == #"{"a":[1,2.5,true,false,null],"b":"x\"y\\z\né😀","c":{}}"#)
  }

  @Test func aRepeatedKeyReadsAsItsLastValue() throws {
    #expect(try JSONReader.parse(#"{"k": 1, "k": 2}"#)["k"]?.number == 2)
  }

  @Test func aLoneSurrogateIsTheReplacementCharacter() throws {
    #expect(try JSONReader.parse(#""\ud800x""#).string == "\u{FFFD}x")
  }

  @Test func skipsAByteOrderMark() throws {
    #expect(try JSONReader.parse(bytes: [0xEF, 0xBB, 0xBF] + Array("[1]".utf8)).array?.count == 1)
  }

  /// Each value starts where its first character is: lines at LF, columns in Unicode
  /// scalars (`é` and `😀` take one each), a byte order mark taking none.
  @Test func valuesKeepTheirPlaces() throws {
    let root = try JSONReader.node(
      bytes: [0xEF, 0xBB, 0xBF] + Array("{\"é😀\": [true,\n  null, \"ü\", {}]}".utf8))
    #expect(root.position == TextPosition(line: 1, column: 1))
    let items = try #require(root.member("é😀")?.array)
    #expect(items.map(\.position.description) == ["1:9", "2:3", "2:9", "2:14"])
    #expect(root.member("é😀")?.position == TextPosition(line: 1, column: 8))
    #expect(items[2].string == "ü")
  }

  /// Numbers keep their text, so a message can quote them as written; a number too large for
  /// a double is refused only when read as a `JSONValue`.
  @Test func numbersAreKeptAsWritten() throws {
    let root = try JSONReader.node(bytes: Array("[0.50, -1E2, 5e-1, 1e999]".utf8))
    let written = try #require(root.array).map { node -> String? in
      if case .number(let text) = node.value { return text }
      return nil
    }
    #expect(written == ["0.50", "-1E2", "5e-1", "1e999"])
    #expect(
      throws: JSONReader.Failure(line: 1, column: 20, message: "the number 1e999 is too large")
    ) {
      try root.plain()
    }
  }

  /// A repeated key reads as its last value in a located object too.
  @Test func aRepeatedMemberIsItsLastValue() throws {
    let root = try JSONReader.node(bytes: Array(#"{"k": "a", "k": "b"}"#.utf8))
    #expect(root.member("k")?.string == "b")
    #expect(root.member("k")?.position == TextPosition(line: 1, column: 17))
  }

  /// Each malformed document, and the line, column and message it is refused with.
  @Test(arguments: [
    ("", "1:1: expected a value before the end of the file"),
    ("{\n  \"a\" 1\n}", "2:7: expected ':', found '1'"),
    ("[1 2]", "1:4: expected ',' or ']', found '2'"),
    ("{\"a\": 1,}", "1:9: expected a key, found '}'"),
    ("{\"a\": 1 \"b\": 2}", "1:9: expected ',' or '}', found '\"'"),
    ("[01]", "1:2: a number cannot start with 0 before another digit"),
    ("[1.]", "1:4: expected a digit, found ']'"),
    ("[1e]", "1:4: expected a digit, found ']'"),
    ("[-]", "1:3: expected a digit, found ']'"),
    ("[1e999]", "1:2: the number 1e999 is too large"),
    ("[tru]", "1:5: expected 'true', found ']'"),
    ("\"abc", "1:5: a string that does not end"),
    ("\"a\tb\"", "1:3: a control character in a string; write it as an escape ('\\n')"),
    ("\"\\x\"", "1:4: an unknown escape '\\x' in a string"),
    ("\"\\u12G4\"", "1:6: expected four hex digits after '\\u'"),
    ("[1] 2", "1:5: more text after the value"),
    ("{'a': 1}", "1:2: expected a key, found '''"),
    ("+1", "1:1: expected a value, found '+'"),
  ])
  func refuses(_ text: String, _ expected: String) {
    #expect(refusal(text) == expected)
  }

  @Test func boundsDepthValuesAndBytes() {
    let limits = JSONReader.Limits(bytes: 64, depth: 3, values: 5)
    #expect(
      refusal("[[[[]]]]", limits) == "1:4: arrays and objects nested more than 3 deep (the limit)")
    #expect(
      refusal("[1,2,3,4,5]", limits) == "1:10: more than 5 values (the limit of a JSON file)")
    #expect(
      refusal("[" + String(repeating: " ", count: 64) + "]", limits)
        == "1:1: the text is 66 bytes, more than the limit of 64")
    #expect(refusal("[[[1]]]", limits) == nil)
  }

  /// A million nested brackets is refused at the depth limit, not by overflowing the stack.
  @Test func aMillionOpenBracketsIsRefusedAtTheDepthLimit() {
    #expect(
      refusal(String(repeating: "[", count: 1_000_000))
        == "1:129: arrays and objects nested more than 128 deep (the limit)")
  }

  /// The failure reading `text` gives, nil when it reads.
  private func refusal(_ text: String, _ limits: JSONReader.Limits = .standard) -> String? {
    do {
      _ = try JSONReader.parse(text, limits: limits)
      return nil
    } catch {
      return error.description
    }
  }
}
