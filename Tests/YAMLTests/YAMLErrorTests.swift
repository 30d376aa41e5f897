import Testing
import TextPosition
import YAML

/// One table row per error path: exact code, message, mark and note.
@Suite struct YAMLErrorTests {
  static let syntaxCases: [ErrorCase] = [
    ErrorCase(
      "unclosed flow sequence", "[1, 2\n",
      "2:1: error: did not find expected ',' or ']' [yaml-syntax]\n"
        + "1:1: note: while parsing a flow sequence"),
    ErrorCase(
      "tab before a key", "scene:\n\tid: main\n",
      "2:1: error: found character that cannot start any token; scene files indent with "
        + "spaces, not tabs [yaml-syntax]\n2:1: note: while scanning for the next token"),
    ErrorCase(
      "tab inside indentation", "a: 1\n\tb: 2\n",
      "2:1: error: found a tab character that violates indentation; scene files indent with "
        + "spaces, not tabs [yaml-syntax]\n1:4: note: while scanning a plain scalar"),
    ErrorCase(
      "tab after a dash", "- a\n-\tb\n",
      "2:2: error: found character that cannot start any token; scene files indent with "
        + "spaces, not tabs [yaml-syntax]\n2:2: note: while scanning for the next token"),
    ErrorCase(
      "unexpected colon in flow", "a: [b: c: d]\n",
      "1:9: error: did not find expected ',' or ']' [yaml-syntax]\n"
        + "1:4: note: while parsing a flow sequence"),
    ErrorCase(
      "a key indented between two levels", "a:\n  b: 1\n # c\n\n c: 2\n",
      "5:2: error: did not find expected key; check the indentation of line 5: it starts at "
        + "column 2, and line 2 at column 3 [yaml-syntax]\n1:1: note: while parsing a block mapping"),
    ErrorCase(
      "a key indented under a value", "a:\n  b: 1\n    c: 2\n",
      "3:6: error: mapping values are not allowed in this context; check the indentation of "
        + "line 3: it starts at column 5, but its sibling key on line 2 starts at column 3: "
        + "write it at column 3 [yaml-syntax]"),
    ErrorCase(
      "a key between a list item's dash and its keys", "a:\n  - b: 1\n   c: 2\n",
      "3:4: error: did not find expected '-' indicator; check the indentation of line 3: it "
        + "starts at column 4, but the keys of the list item on line 2 start at column 5: "
        + "write it at column 5 [yaml-syntax]\n2:3: note: while parsing a block collection"),
    ErrorCase(
      "a list item out of line", "a:\n  - x\n - y\n",
      "3:2: error: did not find expected key; check the indentation of line 3: it starts at "
        + "column 2, and line 2 at column 3 [yaml-syntax]\n1:1: note: while parsing a block mapping"),
    ErrorCase(
      "bell character", "a: \u{7}\n",
      "1:4: error: character U+0007 is not allowed in YAML text [yaml-syntax]"),
    ErrorCase(
      "C1 control", "a: é\u{86}\n",
      "1:5: error: character U+0086 is not allowed in YAML text [yaml-syntax]"),
    ErrorCase(
      "noncharacter", "a:\n  b: \u{FFFE}\n",
      "2:6: error: character U+FFFE is not allowed in YAML text [yaml-syntax]"),
  ]

  @Test(arguments: syntaxCases) func syntax(_ row: ErrorCase) {
    #expect(loadError(row.input, limits: row.limits)?.description == row.expected)
  }

  static let documentCases: [ErrorCase] = [
    ErrorCase(
      "second document", "a: 1\n---\nb: 2\n",
      "2:1: error: found a second document; a file holds exactly one YAML document "
        + "[yaml-multiple-documents]"),
    ErrorCase(
      "second explicit document", "--- a\n--- b\n",
      "2:1: error: found a second document; a file holds exactly one YAML document "
        + "[yaml-multiple-documents]"),
    ErrorCase(
      "document after end marker", "a: 1\n...\n--- b\n",
      "3:1: error: found a second document; a file holds exactly one YAML document "
        + "[yaml-multiple-documents]"),
    ErrorCase(
      "undefined alias", "a: 1\nb: *x\n",
      "2:4: error: alias '*x' has no anchor '&x' before it [yaml-undefined-alias]"),
    ErrorCase(
      "alias before its anchor", "a: *x\nb: &x 1\n",
      "1:4: error: alias '*x' has no anchor '&x' before it [yaml-undefined-alias]"),
    ErrorCase(
      "self-referencing alias", "a: &x [1, *x]\n",
      "1:11: error: alias '*x' refers to a node that contains it [yaml-undefined-alias]"),
    ErrorCase(
      "merge of a number", "<<: 1\n",
      "1:5: error: merge key '<<' needs a mapping or a list of mappings, found a number "
        + "[yaml-merge]"),
    ErrorCase(
      "merge of null", "a: 1\n<<:\n",
      "2:4: error: merge key '<<' needs a mapping or a list of mappings, found null "
        + "[yaml-merge]"),
    ErrorCase(
      "merge list with a string", "b: &b {x: 1}\nc:\n  <<: [*b, oops]\n",
      "3:12: error: merge key '<<' needs a mapping or a list of mappings, found a string "
        + "[yaml-merge]"),
    ErrorCase(
      "merge of an aliased string", "s: &s text\nm: {<<: *s}\n",
      "2:9: error: merge key '<<' needs a mapping or a list of mappings, found a string "
        + "[yaml-merge]"),
    ErrorCase(
      "merge of an aliased list of numbers", "s: &s [1]\nm: {<<: *s}\n",
      "1:8: error: merge key '<<' needs a mapping or a list of mappings, found a number "
        + "[yaml-merge]"),
  ]

  @Test(arguments: documentCases) func documents(_ row: ErrorCase) {
    #expect(loadError(row.input, limits: row.limits)?.description == row.expected)
  }

  static let supported =
    "the supported tags are !!str, !!int, !!float, !!bool, !!null, !!seq and !!map"

  static let tagCases: [ErrorCase] = [
    ErrorCase(
      "binary", "x: !!binary aGk=\n",
      "1:4: error: unsupported tag '!!binary'; \(supported) [yaml-unsupported-tag]"),
    ErrorCase(
      "python object", "x: !!python/object:os.system {}\n",
      "1:4: error: unsupported tag '!!python/object:os.system'; \(supported) "
        + "[yaml-unsupported-tag]"),
    ErrorCase(
      "local tag", "- !custom [1]\n",
      "1:3: error: unsupported tag '!custom'; \(supported) [yaml-unsupported-tag]"),
    ErrorCase(
      "verbatim tag", "x: !<tag:example.com,2000:x> 1\n",
      "1:4: error: unsupported tag 'tag:example.com,2000:x'; \(supported) "
        + "[yaml-unsupported-tag]"),
    ErrorCase(
      "redefined handle", "%TAG !! tag:example.com,2000:\n---\nx: !!str a\n",
      "3:4: error: unsupported tag 'tag:example.com,2000:str'; \(supported) "
        + "[yaml-unsupported-tag]"),
    ErrorCase(
      "int that is not", "x: !!int abc\n",
      "1:4: error: tag '!!int' does not fit value 'abc' [yaml-unsupported-tag]"),
    ErrorCase(
      "yes is no bool", "x: !!bool yes\n",
      "1:4: error: tag '!!bool' does not fit value 'yes' [yaml-unsupported-tag]"),
    ErrorCase(
      "null that is not", "x: !!null 0\n",
      "1:4: error: tag '!!null' does not fit value '0' [yaml-unsupported-tag]"),
    ErrorCase(
      "float that is not", "x: !!float 1.2.3\n",
      "1:4: error: tag '!!float' does not fit value '1.2.3' [yaml-unsupported-tag]"),
    ErrorCase(
      "map on a sequence", "x: !!map [1]\n",
      "1:4: error: tag '!!map' does not fit a sequence [yaml-unsupported-tag]"),
    ErrorCase(
      "seq on a mapping", "x: !!seq {a: 1}\n",
      "1:4: error: tag '!!seq' does not fit a mapping [yaml-unsupported-tag]"),
    ErrorCase(
      "str on a sequence", "!!str [1]\n",
      "1:1: error: tag '!!str' does not fit a sequence [yaml-unsupported-tag]"),
    ErrorCase(
      "seq on a scalar", "x: !!seq a\n",
      "1:4: error: tag '!!seq' does not fit value 'a' [yaml-unsupported-tag]"),
  ]

  @Test(arguments: tagCases) func tags(_ row: ErrorCase) {
    #expect(loadError(row.input, limits: row.limits)?.description == row.expected)
  }

  @Test func codesAndFields() throws {
    let error = try #require(loadError(Array("[1, 2\n".utf8)))
    #expect(error.code == .syntax)
    #expect(error.code.rawValue == "yaml-syntax")
    #expect(error.message == "did not find expected ',' or ']'")
    #expect(error.mark == TextPosition(line: 2, column: 1))
    #expect(error.note?.message == "while parsing a flow sequence")
    #expect(error.note?.mark == TextPosition(line: 1, column: 1))
  }

  @Test func descriptionWithoutNote() {
    let error = YAMLError(.nulByte, "unexpected NUL byte", at: TextPosition(line: 3, column: 9))
    #expect(error.description == "3:9: error: unexpected NUL byte [yaml-nul-byte]")
  }
}
