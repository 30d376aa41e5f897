import Testing
import YAML

/// YAML 1.2 core schema resolution, as `x: VALUE`.
@Suite struct NodeResolutionTests {
  struct Row: Sendable, CustomTestStringConvertible {
    let yaml: String
    let kind: String
    var bool: Bool? = nil
    var int: Int? = nil
    var double: Double? = nil
    var testDescription: String { yaml }
  }

  static let rows: [Row] = [
    Row(yaml: "", kind: "null"),
    Row(yaml: "~", kind: "null"),
    Row(yaml: "null", kind: "null"),
    Row(yaml: "Null", kind: "null"),
    Row(yaml: "NULL", kind: "null"),
    Row(yaml: "nULL", kind: "a string"),
    Row(yaml: "'null'", kind: "a string"),
    Row(yaml: "!!null ''", kind: "null"),
    Row(yaml: "true", kind: "a boolean", bool: true),
    Row(yaml: "True", kind: "a boolean", bool: true),
    Row(yaml: "TRUE", kind: "a boolean", bool: true),
    Row(yaml: "false", kind: "a boolean", bool: false),
    Row(yaml: "False", kind: "a boolean", bool: false),
    Row(yaml: "FALSE", kind: "a boolean", bool: false),
    Row(yaml: "yes", kind: "a string"),
    Row(yaml: "no", kind: "a string"),
    Row(yaml: "on", kind: "a string"),
    Row(yaml: "off", kind: "a string"),
    Row(yaml: "\"true\"", kind: "a string"),
    Row(yaml: "!!bool \"false\"", kind: "a boolean", bool: false),
    Row(yaml: "0", kind: "a number", int: 0, double: 0),
    Row(yaml: "42", kind: "a number", int: 42, double: 42),
    Row(yaml: "+12", kind: "a number", int: 12, double: 12),
    Row(yaml: "-7", kind: "a number", int: -7, double: -7),
    Row(yaml: "012", kind: "a number", int: 12, double: 12),
    Row(yaml: "0x1F", kind: "a number", int: 31, double: 31),
    Row(yaml: "0o17", kind: "a number", int: 15, double: 15),
    Row(yaml: "9223372036854775807", kind: "a number", int: .max, double: 9.223372036854775807e18),
    Row(yaml: "99999999999999999999", kind: "a number", double: 1e20),
    Row(yaml: "0x10000000000000000", kind: "a number", double: 18_446_744_073_709_551_616),
    Row(yaml: "1.5", kind: "a number", double: 1.5),
    Row(yaml: "-2.5", kind: "a number", double: -2.5),
    Row(yaml: ".5", kind: "a number", double: 0.5),
    Row(yaml: "+.5", kind: "a number", double: 0.5),
    Row(yaml: "1.", kind: "a number", double: 1),
    Row(yaml: "1e3", kind: "a number", double: 1000),
    Row(yaml: "-1E-3", kind: "a number", double: -0.001),
    Row(yaml: ".inf", kind: "a number", double: .infinity),
    Row(yaml: "+.Inf", kind: "a number", double: .infinity),
    Row(yaml: "-.INF", kind: "a number", double: -.infinity),
    Row(yaml: "1_000", kind: "a string"),
    Row(yaml: "0b101", kind: "a string"),
    Row(yaml: "0x", kind: "a string"),
    Row(yaml: "0o8", kind: "a string"),
    Row(yaml: ".", kind: "a string"),
    Row(yaml: "1e", kind: "a string"),
    Row(yaml: "e3", kind: "a string"),
    Row(yaml: "1.2.3", kind: "a string"),
    Row(yaml: "+", kind: "a string"),
    Row(yaml: "inf", kind: "a string"),
    Row(yaml: "12:30", kind: "a string"),
    Row(yaml: "'12'", kind: "a string"),
    Row(yaml: "\"12\"", kind: "a string"),
    Row(yaml: "|\n  12", kind: "a string"),
    Row(yaml: "!!str 12", kind: "a string"),
    Row(yaml: "! 12", kind: "a string"),
    Row(yaml: "!!str true", kind: "a string"),
    Row(yaml: "!!int \"12\"", kind: "a number", int: 12, double: 12),
    Row(yaml: "!!float 3", kind: "a number", double: 3),
    Row(yaml: "!!float '2.5'", kind: "a number", double: 2.5),
    Row(yaml: "[1]", kind: "a sequence"),
    Row(yaml: "{a: 1}", kind: "a mapping"),
  ]

  @Test(arguments: rows) func resolve(_ row: Row) throws {
    let node = try value(row.yaml)
    #expect(node.kindName == row.kind)
    #expect(node.isNull == (row.kind == "null"))
    #expect(node.bool == row.bool)
    #expect(node.int == row.int)
    #expect(node.double == row.double)
  }

  @Test func nan() throws {
    for text in [".nan", ".NaN", ".NAN"] {
      let node = try value(text)
      #expect(node.kindName == "a number")
      #expect(try #require(node.double).isNaN)
      #expect(node.int == nil)
    }
    #expect(try value("-.nan").kindName == "a string")
  }

  @Test func strTagMakesAPlainNullAString() throws {
    let node = try value("!!str ~")
    #expect(!node.isNull)
    #expect(node.scalar?.text == "~")
  }
}
