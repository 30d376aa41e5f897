import Testing
import YAML

/// A compact rendering of a node tree with every mark, for exact comparisons:
/// `{"a"@1:1: [1@1:5]@1:4}@1:1`. Scalars print their text quoted unless plain;
/// tags print in short form before the node.
func render(_ node: Node) -> String {
  let tag = node.tag.map { "<\(YAMLTag.shortForm($0))>" } ?? ""
  switch node.content {
  case .scalar(let scalar):
    let text = scalar.style == .plain ? scalar.text : scalar.text.debugDescription
    return "\(tag)\(text)@\(node.mark)"
  case .sequence(let items):
    return "\(tag)[\(items.map(render).joined(separator: ", "))]@\(node.mark)"
  case .mapping(let pairs):
    let body = pairs.map { "\(render($0.key)): \(render($0.value))" }
    return "\(tag){\(body.joined(separator: ", "))}@\(node.mark)"
  }
}

/// Loads `text` and renders its root.
func renderLoad(
  _ text: String, sourceLocation: SourceLocation = #_sourceLocation
) -> String? {
  do {
    return render(try YAMLLoader.load(text).root)
  } catch {
    Issue.record("unexpected error: \(error)", sourceLocation: sourceLocation)
    return nil
  }
}

/// The error loading `bytes` throws, or `nil` (recorded as an issue) when it loads.
func loadError(
  _ bytes: [UInt8], limits: YAMLLimits = .default,
  sourceLocation: SourceLocation = #_sourceLocation
) -> YAMLError? {
  do {
    _ = try YAMLLoader.load(bytes, limits: limits)
    Issue.record("expected an error", sourceLocation: sourceLocation)
    return nil
  } catch {
    return error
  }
}

/// The value node of the single pair of `x: VALUE`.
func value(_ yaml: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Node {
  let root = try YAMLLoader.load("x: \(yaml)\n").root
  return try #require(root.mapping?.first?.value, sourceLocation: sourceLocation)
}

/// One input that must fail with exactly `expected` (``YAMLError/description``).
struct ErrorCase: Sendable, CustomTestStringConvertible {
  let id: String
  let input: [UInt8]
  var limits: YAMLLimits = .default
  let expected: String

  init(_ id: String, _ input: String, limits: YAMLLimits = .default, _ expected: String) {
    self.init(id, Array(input.utf8), limits: limits, expected)
  }

  init(_ id: String, _ input: [UInt8], limits: YAMLLimits = .default, _ expected: String) {
    self.id = id
    self.input = input
    self.limits = limits
    self.expected = expected
  }

  var testDescription: String { id }
}
