import Diagnostics
import TextPosition
import YAML

/// Keys written at the wrong indentation: an unknown key that is a key of the mapping around
/// its own, or of the one around that, is most often indented too far. Its error says so and
/// names the column that makes it valid, and what follows only from it (a step that names an
/// alert the misplaced `alerts:` declares) becomes notes of that error, so the cause comes
/// first.
///
///     scene.yaml:17:9: error: unknown key 'alerts' in an action; 'alerts' is a key of
///       scene 'account': is it indented too far? write it at column 5 [unknown-key]
///     scene.yaml:16:22: note: follows from the misplaced 'alerts': scene 'account' has no
///       alert 'missingEmail'
public enum MisplacedKeys {
  /// A mapping the loader read: what it is (`scene 'account'`) and its keys.
  struct Mapping: Sendable {
    var what: String
    var allowed: [String]
  }

  /// An unknown key the loader reported, in the mapping `what`.
  struct Unknown: Sendable {
    var key: String
    var what: String
    var mark: TextPosition

    init(key: String, in what: String, mark: TextPosition) {
      self.key = key
      self.what = what
      self.mark = mark
    }
  }

  /// A key written too deep: where its error is, and the names its value declares or leads
  /// to (the keys of a mapping, and `id:`, `name:` and `to:` values), which later errors
  /// may name.
  public struct Misplaced: Sendable, Hashable {
    public var location: Diagnostic.Location
    public var key: String
    public var names: Set<String>
  }

  /// The most nodes looked at to place the unknown keys (aliases may repeat a subtree).
  static let nodeLimit = 1_000_000
  /// The deepest nesting looked at.
  static let depthLimit = 100

  /// Finds the unknown keys of `context` that are keys of the mapping around their own or of
  /// the one around that (as `mappings`, a reading that recorded them, has them), rewrites
  /// their errors with the column to use, and returns them. Only for a file written by hand
  /// (marks in its text: a storyboard's import's columns are not its author's).
  static func hint(in root: Node, mappings: LoadContext, context: LoadContext) -> [Misplaced] {
    guard context.marks == .text, !context.unknownKeys.isEmpty else { return [] }
    var wanted: [TextPosition: Unknown] = [:]
    for unknown in context.unknownKeys where wanted[unknown.mark] == nil {
      wanted[unknown.mark] = unknown
    }
    var hints: [Diagnostic.Location: (message: String, misplaced: Misplaced)] = [:]
    var budget = nodeLimit
    func visit(_ node: Node, around: [Node], depth: Int) {
      guard depth < depthLimit, budget > 0 else { return }
      budget -= 1
      if let items = node.sequence {
        for item in items { visit(item, around: around, depth: depth + 1) }
      }
      guard let pairs = node.mapping else { return }
      for pair in pairs {
        if let unknown = wanted[pair.key.mark], pair.key.scalar?.text == unknown.key,
          let hint = hint(
            unknown, value: pair.value, around: around, mappings: mappings, context: context)
        {
          hints[hint.misplaced.location] = hint
        }
      }
      let inner = mappings.readMappings[node.mark] == nil ? around : around + [node]
      for pair in pairs { visit(pair.value, around: inner, depth: depth + 1) }
    }
    visit(root, around: [], depth: 0)
    guard !hints.isEmpty else { return [] }
    context.revise { diagnostic in
      guard diagnostic.code == "unknown-key", let location = diagnostic.location,
        let hint = hints[location]
      else { return diagnostic }
      var revised = diagnostic
      revised.message = hint.message
      return revised
    }
    return hints.values.map(\.misplaced).sorted { $0.location < $1.location }
  }

  /// The message and record of an unknown key that the mapping around its own (`around`'s
  /// last) or the one around that has, else nil.
  private static func hint(
    _ unknown: Unknown, value: Node, around: [Node], mappings: LoadContext, context: LoadContext
  ) -> (message: String, misplaced: Misplaced)? {
    for mapping in around.suffix(2).reversed() {
      guard let read = mappings.readMappings[mapping.mark], read.allowed.contains(unknown.key)
      else { continue }
      let column = mapping.mapping?.first?.key.mark.column ?? mapping.mark.column
      let message =
        "unknown key '\(unknown.key)' in \(unknown.what); '\(unknown.key)' is a key of "
        + "\(read.what): is it indented too far? write it at column \(column)"
      var names = Set<String>()
      declaredNames(value, into: &names, depth: 0)
      let misplaced = Misplaced(
        location: context.location(unknown.mark), key: unknown.key, names: names)
      return (message, misplaced)
    }
    return nil
  }

  /// The keys of a mapping value, and the `id:`, `name:` and `to:` values under it.
  private static func declaredNames(_ node: Node, into names: inout Set<String>, depth: Int) {
    guard depth < 6, names.count < 1_000 else { return }
    for item in node.sequence ?? [] { declaredNames(item, into: &names, depth: depth + 1) }
    for pair in node.mapping ?? [] {
      guard let key = pair.key.scalar?.text else { continue }
      if depth == 0 { names.insert(key) }
      if ["id", "name", "to"].contains(key), let text = pair.value.scalar?.text {
        names.insert(text)
      }
      declaredNames(pair.value, into: &names, depth: depth + 1)
    }
  }

  /// The texts between single quotes in a message, in order (`scene 'a' has no alert 'b'`:
  /// `a`, `b`).
  static func quoted(in message: String) -> [String] {
    message.split(separator: "'", omittingEmptySubsequences: false).enumerated()
      .filter { $0.offset % 2 == 1 }.map { String($0.element) }
  }

  /// `diagnostics` with each error or warning that names what a misplaced key declares
  /// turned into a note of that key's error (`follows from the misplaced 'alerts': ...`).
  public static func fold(_ diagnostics: [Diagnostic], misplaced: [Misplaced]) -> [Diagnostic] {
    guard !misplaced.isEmpty else { return diagnostics }
    var causes: [Diagnostic.Location: Int] = [:]
    for (index, diagnostic) in diagnostics.enumerated() {
      if diagnostic.code == "unknown-key", let location = diagnostic.location,
        misplaced.contains(where: { $0.location == location })
      {
        causes[location] = index
      }
    }
    // Each declared name's misplaced key (the first, for a name two of them declare).
    var byName: [String: Misplaced] = [:]
    for key in misplaced {
      for name in key.names.sorted() where byName[name] == nil { byName[name] = key }
    }
    var out = diagnostics
    var dropped = Set<Int>()
    for (index, diagnostic) in diagnostics.enumerated()
    where diagnostic.code != "unknown-key" && diagnostic.severity != .note {
      guard
        let key = quoted(in: diagnostic.message).lazy.compactMap({ byName[$0] }).first(where: {
          $0.location.file == diagnostic.location?.file
        }),
        let cause = causes[key.location]
      else { continue }
      out[cause].notes.append(
        Diagnostic.Note(
          "follows from the misplaced '\(key.key)': \(diagnostic.message)",
          at: diagnostic.location))
      dropped.insert(index)
    }
    return out.enumerated().filter { !dropped.contains($0.offset) }.map(\.element)
  }
}
