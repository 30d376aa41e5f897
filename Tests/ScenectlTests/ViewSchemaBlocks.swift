import Foundation
import SceneModel

/// The per-type part of Schemas/scene.schema.json made from the table of view traits
/// (`ViewType.traits`): the `view` definition's `allOf` blocks, one per type a file writes,
/// and the lists of type names. `ViewSchemaTableTests` checks the file against it, and
/// rewrites the file when `SCENECTL_WRITE_SCHEMA=1` (Tools/gen-view-schema.sh).
enum ViewSchemaBlocks {
  /// The keys every view takes, before its type's own, as the schema writes them.
  static let leading: [(String, String)] =
    [
      "id", "type", "subviews", "frame", "contentHugging", "compressionResistance",
      "backgroundColor", "hidden", "userInteraction", "accessibilityLabel",
      "isAccessibilityElement", "accessibilityTraits", "accessibilityIdentifier", "ib",
      "intrinsicSize", "layoutMargins", "insetsLayoutMarginsFromSafeArea",
      "preservesSuperviewLayoutMargins", "autoresizing", "superviewSize", "gestures",
    ].map { ($0, ##"{"$ref": "#/definitions/view-\##($0)"}"##) } + [
      ("runtimeAttributes", ##"{"$ref": "#/definitions/runtimeAttributes"}"##),
      (
        "outlets",
        ##"{"description": "The outlets the view's class declares, to views, bar items and objects of the scene (an extension; needs class).", "type": "object", "additionalProperties": {"$ref": "#/definitions/outlet"}}"##
      ),
      ("delegates", ##"{"$ref": "#/definitions/delegates"}"##),
      (
        "installed",
        ##"{"description": "Whether the view is in the hierarchy where no variation says (an extension; default true).", "type": "boolean"}"##
      ),
      ("variations", ##"{"$ref": "#/definitions/view-variations"}"##),
    ]

  /// The keys every view takes after its type's own: a free view's (`freeViews:`), which
  /// draft-07 cannot allow there only.
  static let trailing: [(String, String)] = [
    ("size", ##"{"$ref": "#/definitions/freeView-size"}"##),
    ("constraints", ##"{"$ref": "#/definitions/freeView-constraints"}"##),
  ]

  /// The `allOf` blocks, as the file's lines between `"allOf": [` and its `]`.
  static func allOf() -> String {
    ViewType.writable.map(block).joined(separator: ",\n") + "\n"
  }

  /// The `enum` line of `view-type` (the types a file writes) or of an outlet's `type` (all).
  static func typeEnum(all: Bool) -> String {
    let types = all ? ViewType.allCases : ViewType.writable
    return ##""enum": ["## + types.map { "\"\($0.rawValue)\"" }.joined(separator: ", ") + "]"
  }

  /// One type's block: `if` its type, `then` the keys it takes.
  static func block(_ type: ViewType) -> String {
    let traits = type.traits
    var keys = leading
    keys.append(
      (
        "class",
        ##"{"description": "The view's custom class, a \##(traits.uikitClass) subclass of the app (an extension).", "$ref": "#/definitions/identifier"}"##
      ))
    keys += traits.structure.map { ($0.name, described($0.schema, $0.summary)) }
    keys += traits.properties.map { ($0.name, described(schema(of: $0), $0.summary)) }
    keys += trailing
    let properties = keys.map { name, fragment in
      "\"\(name)\": " + JSONText.pretty(fragment, indent: 14)
    }
    return """
              {
                "if": {
                  "properties": {
                    "type": {
                      "const": "\(type.rawValue)"
                    }
                  },
                  "required": ["type"]
                },
                "then": {
                  "properties": {
                    \(properties.joined(separator: ",\n              "))
                  },
                  "additionalProperties": false
                }
              }
      """
  }

  /// A property's schema: the table's own, else its kind's.
  static func schema(of property: ViewTraits.Property) -> String {
    if let schema = property.schema { return schema }
    switch property.kind {
    case .string: return ##"{"type": "string"}"##
    case .number: return ##"{"type": "number"}"##
    case .integer: return ##"{"type": "integer"}"##
    case .bool: return ##"{"type": "boolean"}"##
    case .choice(let names):
      return #"{"enum": ["# + names.map { "\"\($0)\"" }.joined(separator: ", ") + "]}"
    case .strings: return ##"{"type": "array", "items": {"$ref": "#/definitions/text"}}"##
    case .font: return ##"{"$ref": "#/definitions/font"}"##
    case .rows:
      return ##"{"anyOf": [{"$ref": "#/definitions/identifier"}, {"$ref": "#/definitions/rows"}]}"##
    case .size:
      return
        ##"{"type": "array", "minItems": 2, "maxItems": 2, "items": {"type": "number", "minimum": 0, "maximum": 100000}}"##
    case .insets:
      return
        ##"{"type": "array", "minItems": 4, "maxItems": 4, "items": {"type": "number", "minimum": 0, "maximum": 100000}}"##
    }
  }

  /// A schema with its description first, when it has one.
  static func described(_ schema: String, _ summary: String?) -> String {
    guard let summary else { return schema }
    let rest = schema.dropFirst().drop { $0 == " " }
    let quoted = summary.replacingOccurrences(of: "\"", with: "\\\"")
    return rest.hasPrefix("}")
      ? "{\"description\": \"\(quoted)\"}"
      : "{\"description\": \"\(quoted)\", " + rest
  }
}

/// Compact JSON text laid out as the repository's schemas are: an object's members one a
/// line, two spaces deeper; an array of plain values on one line; an array of objects one a
/// line.
enum JSONText {
  static func pretty(_ text: String, indent: Int) -> String {
    var parser = Parser(bytes: Array(text.utf8))
    return parser.value().render(indent: indent)
  }

  indirect enum Node {
    case object([(String, Node)])
    case array([Node])
    /// A string (with its quotes), number, `true`, `false` or `null`, as written.
    case scalar(String)

    func render(indent: Int) -> String {
      let inner = String(repeating: " ", count: indent + 2)
      let outer = String(repeating: " ", count: indent)
      switch self {
      case .scalar(let text):
        return text
      case .object(let members):
        guard !members.isEmpty else { return "{}" }
        let lines = members.map { "\(inner)\($0.0): \($0.1.render(indent: indent + 2))" }
        return "{\n" + lines.joined(separator: ",\n") + "\n\(outer)}"
      case .array(let items):
        if items.allSatisfy({ if case .scalar = $0 { true } else { false } }) {
          return "[" + items.map { $0.render(indent: indent) }.joined(separator: ", ") + "]"
        }
        let lines = items.map { inner + $0.render(indent: indent + 2) }
        return "[\n" + lines.joined(separator: ",\n") + "\n\(outer)]"
      }
    }
  }

  /// A reader of the table's own JSON fragments (well formed, written by hand).
  struct Parser {
    let bytes: [UInt8]
    var at = 0

    mutating func skipSpace() {
      while at < bytes.count, bytes[at] == UInt8(ascii: " ") { at += 1 }
    }

    mutating func value() -> Node {
      skipSpace()
      guard at < bytes.count else { return .scalar("null") }
      switch bytes[at] {
      case UInt8(ascii: "{"):
        at += 1
        var members: [(String, Node)] = []
        while true {
          skipSpace()
          if at >= bytes.count || bytes[at] == UInt8(ascii: "}") { break }
          if bytes[at] == UInt8(ascii: ",") {
            at += 1
            continue
          }
          let key = string()
          skipSpace()
          at += 1  // ":"
          members.append((key, value()))
        }
        at += 1
        return .object(members)
      case UInt8(ascii: "["):
        at += 1
        var items: [Node] = []
        while true {
          skipSpace()
          if at >= bytes.count || bytes[at] == UInt8(ascii: "]") { break }
          if bytes[at] == UInt8(ascii: ",") {
            at += 1
            continue
          }
          items.append(value())
        }
        at += 1
        return .array(items)
      case UInt8(ascii: "\""):
        return .scalar(string())
      default:
        let start = at
        while at < bytes.count,
          ![UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]")]
            .contains(bytes[at])
        {
          at += 1
        }
        return .scalar(String(decoding: bytes[start..<at], as: UTF8.self))
      }
    }

    /// A string with its quotes, escapes kept.
    mutating func string() -> String {
      let start = at
      at += 1
      while at < bytes.count, bytes[at] != UInt8(ascii: "\"") {
        at += bytes[at] == UInt8(ascii: "\\") ? 2 : 1
      }
      at += 1
      return String(decoding: bytes[start..<min(at, bytes.count)], as: UTF8.self)
    }
  }
}
