import Diagnostics
import SceneSyntax
import TextPosition
import YAML

/// Collects the diagnostics of one load and turns YAML nodes into located,
/// typed values, reporting wrong types, unknown keys and bad values as it goes.
///
/// Readers never stop at the first problem: a value that cannot be read is
/// reported and skipped (the reader returns nil), and loading goes on.
final class LoadContext {
  let file: String
  /// `file`, named once for all the places of the load.
  private let fileName: Diagnostic.FileName
  private(set) var diagnostics: [Diagnostic] = []
  /// Constraint strings already parsed: scene files repeat the same
  /// constraints across scenes, and parsing is a pure function of the text.
  var parsedConstraints: [String: Result<ConstraintSyntax, SyntaxError>] = [:]
  /// Expressions, templates and dotted paths already read, for the same reason: scenes repeat
  /// the same steps (`state.taps + 1`, `count.text`). A path that is not one is nil.
  var parsedExpressions: [String: Result<Expression, SyntaxError>] = [:]
  var parsedTemplates: [String: Result<Template, SyntaxError>] = [:]
  var parsedPaths: [String: [String]?] = [:]
  /// Whether the scene being read has a constraint that could not be read (set by
  /// `ConstraintLoader`, read into `Scene.hasUnreadableConstraints`).
  var droppedConstraint = false
  /// The ids of the views of the scene being read that could not be read, with their
  /// subviews' (set by `ViewLoader`, read into `Scene.unreadViewIDs`).
  var unreadViewIDs: Set<String> = []

  /// Records the ids a view that could not be read writes, its own and its subviews', as
  /// text: references to them are then not reported as dangling.
  func recordUnreadView(_ node: Node) {
    Self.writtenIDs(node, into: &unreadViewIDs, depth: 0)
  }

  /// The `id:` scalars of a mapping and of the mappings in its `subviews` and
  /// `arrangedSubviews`, down to the loader's depth limit.
  static func writtenIDs(_ node: Node, into ids: inout Set<String>, depth: Int) {
    guard depth < 100, let pairs = node.mapping else { return }
    for pair in pairs {
      switch pair.key.scalar?.text {
      case "id":
        if let text = pair.value.scalar?.text { ids.insert(text) }
      case "subviews", "arrangedSubviews":
        for item in pair.value.sequence ?? [] { writtenIDs(item, into: &ids, depth: depth + 1) }
      default:
        break
      }
    }
  }

  /// Whether `fields` records the mappings it reads (`readMappings`): only in the second
  /// reading of a file that has unknown keys (`MisplacedKeys`), so that a file without
  /// them costs nothing more.
  let recordsMappings: Bool
  /// The mappings `fields` read, by their node's mark: what each is and its keys
  /// (`MisplacedKeys` looks an unknown key up in the mappings around it).
  private(set) var readMappings: [TextPosition: MisplacedKeys.Mapping] = [:]
  /// The unknown keys `fields` reported, in order.
  private(set) var unknownKeys: [MisplacedKeys.Unknown] = []

  /// Takes in what another context (one run of scenes) recorded of mappings and unknown keys.
  func absorb(
    mappings: [TextPosition: MisplacedKeys.Mapping], unknownKeys: [MisplacedKeys.Unknown]
  ) {
    readMappings.merge(mappings) { first, _ in first }
    self.unknownKeys += unknownKeys
  }

  /// Replaces each diagnostic with what `transform` makes of it.
  func revise(_ transform: (Diagnostic) -> Diagnostic) {
    diagnostics = diagnostics.map(transform)
  }

  /// What the nodes' marks are: places in the file's text, or a storyboard's elements.
  let marks: DocumentMarks

  init(file: String, marks: DocumentMarks = .text, recordsMappings: Bool = false) {
    self.file = file
    self.fileName = Diagnostic.FileName(file)
    self.marks = marks
    self.recordsMappings = recordsMappings
  }

  func location(_ node: Node) -> Diagnostic.Location {
    location(node.mark)
  }

  func location(_ mark: TextPosition) -> Diagnostic.Location {
    Diagnostic.Location(file: fileName, line: mark.line, column: mark.column)
  }

  /// The place `offset` characters after `place` in a scalar's text; `place` itself in a
  /// document built from a storyboard, whose nodes stand for whole elements.
  func location(_ place: Diagnostic.Location, offsetBy offset: Int) -> Diagnostic.Location {
    guard marks == .text else { return place }
    var shifted = place
    shifted.column += offset
    return shifted
  }

  func report(_ diagnostic: Diagnostic) {
    diagnostics.append(diagnostic)
  }

  // MARK: - Shapes

  /// The pairs of a mapping node, or nil after reporting `wrong-type`.
  func mapping(_ node: Node, _ what: @autoclosure () -> String) -> [Node.Pair]? {
    if let pairs = node.mapping { return pairs }
    report(.wrongType(expected: "a mapping", for: what(), found: node.kindName, at: location(node)))
    return nil
  }

  /// The items of a sequence node, or nil after reporting `wrong-type`.
  func sequence(_ node: Node, _ what: @autoclosure () -> String) -> [Node]? {
    if let items = node.sequence { return items }
    report(.wrongType(expected: "a list", for: what(), found: node.kindName, at: location(node)))
    return nil
  }

  /// The fields of a mapping: each known key's value (first occurrence), with
  /// every unknown key reported with a did-you-mean suggestion.
  func fields(_ node: Node, _ what: @autoclosure () -> String, allowed: [String]) -> Fields? {
    guard let pairs = mapping(node, what()) else { return nil }
    if recordsMappings {
      readMappings[node.mark] = MisplacedKeys.Mapping(what: what(), allowed: allowed)
    }
    var fields = Fields(node: node, pairs: pairs)
    // By index: a pair is not copied to read its key.
    for index in pairs.indices {
      guard case .scalar(let scalar) = pairs[index].key.content else {
        report(
          .wrongType(
            expected: "a string key", for: what(), found: pairs[index].key.kindName,
            at: location(pairs[index].key)))
        continue
      }
      let key = scalar.text
      guard allowed.containsComparingLengths(key) else {
        let described = what()
        report(.unknownKey(key, in: described, allowed: allowed, at: location(pairs[index].key)))
        unknownKeys.append(
          MisplacedKeys.Unknown(key: key, in: described, mark: pairs[index].key.mark))
        continue
      }
      fields.add(key, at: index)
    }
    return fields
  }

  // MARK: - Scalars

  /// The text of a scalar (a string, a number written plainly, or a boolean).
  func string(_ node: Node, _ what: @autoclosure () -> String) -> Located<String>? {
    guard let scalar = node.scalar, !node.isNull else {
      report(
        .wrongType(expected: "a string", for: what(), found: node.kindName, at: location(node)))
      return nil
    }
    return Located(scalar.text, at: location(node))
  }

  /// The longest id, in bytes: a longer one is refused before anything echoes it.
  static let longestIdentifier = 256

  /// An id matching `[A-Za-z_][A-Za-z0-9_]*`, of at most `longestIdentifier` bytes.
  /// A segue identifier: as in UIKit, any text (`Show Sale Artwork Details`), but not empty,
  /// at most `longestIdentifier` bytes, and without control characters.
  func segueIdentifier(_ node: Node, _ what: @autoclosure () -> String) -> Located<String>? {
    guard let text = string(node, what()) else { return nil }
    guard text.value.utf8.count <= Self.longestIdentifier else {
      report(.identifierTooLong(text.value, for: what(), at: text.location))
      return nil
    }
    guard NameRules.isSegueIdentifier(text.value) else {
      report(
        .error(
          .invalidId,
          "'\(MessageText.escaped(text.value))' is not a valid \(what()): give the identifier "
            + "code performs it by, a non-empty text without control characters",
          at: text.location))
      return nil
    }
    return text
  }

  func identifier(_ node: Node, _ what: @autoclosure () -> String) -> Located<String>? {
    guard let text = string(node, what()) else { return nil }
    guard text.value.utf8.count <= Self.longestIdentifier else {
      report(.identifierTooLong(text.value, for: what(), at: text.location))
      return nil
    }
    guard Self.isIdentifier(text.value) else {
      report(.invalidIdentifier(text.value, for: what(), at: text.location))
      return nil
    }
    return text
  }

  /// The names expressions reserve: `state.x`, `self.x`, `row.x`.
  static let reservedNames: Set<String> = ["state", "self", "row"]

  /// A view or bar item id: an identifier that is not one of `reservedNames`.
  func viewIdentifier(_ node: Node, _ what: String) -> Located<String>? {
    guard let id = identifier(node, what) else { return nil }
    guard !Self.reservedNames.contains(id.value) else {
      report(.reservedIdentifier(id.value, for: what, at: id.location))
      return nil
    }
    return id
  }

  func int(_ node: Node, _ what: @autoclosure () -> String) -> Located<Int>? {
    guard let value = node.int else {
      report(
        .wrongType(
          expected: "a whole number", for: what(), found: node.kindName,
          at: location(node)))
      return nil
    }
    return Located(value, at: location(node))
  }

  func double(_ node: Node, _ what: @autoclosure () -> String) -> Located<Double>? {
    guard let value = node.double, value.isFinite else {
      report(
        .wrongType(expected: "a number", for: what(), found: node.kindName, at: location(node)))
      return nil
    }
    return Located(value, at: location(node))
  }

  func bool(_ node: Node, _ what: @autoclosure () -> String) -> Located<Bool>? {
    guard let value = node.bool else {
      report(
        .wrongType(
          expected: "true or false", for: what(), found: node.kindName,
          at: location(node)))
      return nil
    }
    return Located(value, at: location(node))
  }

  /// A `when:` condition (`Device.isCondition`), or nil after reporting one that is not.
  func condition(_ node: Node) -> Located<String>? {
    guard let condition = string(node, "'when'") else { return nil }
    guard Device.isCondition(condition.value) else {
      report(
        .invalidValue(
          condition.value, for: "'when' condition (a size class or a device)",
          allowed: Device.conditionChoices, at: condition.location))
      return nil
    }
    return condition
  }

  /// The case `node` names by its raw value; else an error with a did-you-mean or a list:
  /// `listed` (default: every case), or the words in `choices` when the file may write more
  /// than the cases.
  func choice<E: RawRepresentable & CaseIterable>(
    _ node: Node, _ what: @autoclosure () -> String, as type: E.Type, listed: [E]? = nil,
    choices: [String]? = nil
  ) -> Located<E>? where E.RawValue == String {
    guard let text = string(node, what()) else { return nil }
    if let value = E(rawValue: text.value) { return Located(value, at: text.location) }
    report(
      .invalidValue(
        text.value, for: what(),
        allowed: choices ?? (listed ?? Array(E.allCases)).map(\.rawValue), at: text.location))
    return nil
  }

  static func isIdentifier(_ text: String) -> Bool {
    // By its UTF-8 bytes, not its scalars (done for speed: every id is asked): a scalar
    // outside ASCII is bytes from 0x80 up, none of which is a letter, digit or `_`.
    var text = text
    return text.withUTF8 { utf8 in
      func letter(_ c: UInt8) -> Bool {
        (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z"))
          || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z")) || c == UInt8(ascii: "_")
      }
      guard let first = utf8.first, letter(first) else { return false }
      return utf8.allSatisfy { letter($0) || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) }
    }
  }
}

/// The known keys of a mapping, in file order, each at its first occurrence.
///
/// The keys and the places of their pairs are kept apart from the pairs, so that a lookup
/// compares keys without copying a pair (a copy of a pair retains its nodes' storage).
struct Fields {
  let node: Node
  /// Every pair of the mapping, known keys or not.
  private let pairs: [Node.Pair]
  /// The known keys, first occurrences only, in file order.
  private(set) var keys: [String] = []
  /// The place in `pairs` of each key of `keys`; nil while each key's place is its own index
  /// (every key so far known and new, as in most mappings).
  private var places: [Int]?

  init(node: Node, pairs: [Node.Pair]) {
    self.node = node
    self.pairs = pairs
    keys.reserveCapacity(pairs.count)
  }

  /// Records the pair at `place` under `key`, unless the key is already recorded.
  mutating func add(_ key: String, at place: Int) {
    guard index(of: key) == nil else { return }
    if places == nil, place != keys.count { places = Array(keys.indices) }
    keys.append(key)
    places?.append(place)
  }

  /// The place in `pairs` of the `n`th known key.
  private func place(_ n: Int) -> Int { places?[n] ?? n }

  /// The value of the `n`th known key (of `keys`).
  func value(at n: Int) -> Node { pairs[place(n)].value }

  /// Where `key` is in `keys`: lengths are compared first, which rules out most keys without
  /// a call to compare the texts (loaders ask a mapping for each key they know).
  private func index(of key: String) -> Int? {
    let length = key.utf8.count
    return keys.firstIndex { $0.utf8.count == length && $0 == key }
  }

  func value(_ key: String) -> Node? {
    index(of: key).map { value(at: $0) }
  }

  func keyNode(_ key: String) -> Node? {
    index(of: key).map { pairs[place($0)].key }
  }

  func has(_ key: String) -> Bool { index(of: key) != nil }
}
