import Testing

@testable import StoryboardXML

/// The root start tag every accepted storyboard has.
let rootTag = "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\">"

/// A storyboard whose root holds `body`: `rootTag + body + "</document>"`.
func storyboard(_ body: String) -> String {
  rootTag + body + "</document>"
}

/// Parses `text`, recording an issue on failure.
func parsed(
  _ text: String, limits: XMLLimits = .default, sourceLocation: SourceLocation = #_sourceLocation
) -> IBElement? {
  switch StoryboardXML.parse(Array(text.utf8), file: "t.storyboard", limits: limits) {
  case .success(let root):
    return root
  case .failure(let error):
    Issue.record("unexpected error: \(error)", sourceLocation: sourceLocation)
    return nil
  }
}

/// A compact rendering of an element tree with every position, for exact comparisons:
/// `<a@2:3 x="1"@2:6>"text"[children]`.
func render(_ element: IBElement) -> String {
  let attributes = element.attributes.map {
    " \($0.name)=\($0.value.debugDescription)@\($0.position)"
  }
  let text = element.text.isEmpty ? "" : element.text.debugDescription
  let children =
    element.children.isEmpty ? "" : "[" + element.children.map(render).joined(separator: ", ") + "]"
  return "<\(element.name)@\(element.position)\(attributes.joined())>\(text)\(children)"
}

/// One input that must fail with exactly `expected` (``XMLError/description``, file
/// `t.storyboard`).
struct ErrorCase: Sendable, CustomTestStringConvertible {
  let id: String
  let input: [UInt8]
  var limits: XMLLimits = .default
  let code: XMLError.Code
  let expected: String

  init(
    _ id: String, _ input: String, limits: XMLLimits = .default, _ code: XMLError.Code,
    _ expected: String
  ) {
    self.init(id, Array(input.utf8), limits: limits, code, expected)
  }

  init(
    _ id: String, _ input: [UInt8], limits: XMLLimits = .default, _ code: XMLError.Code,
    _ expected: String
  ) {
    self.id = id
    self.input = input
    self.limits = limits
    self.code = code
    self.expected = expected
  }

  var testDescription: String { id }

  /// Checks that parsing fails with the expected code and text, in under a second.
  func check(sourceLocation: SourceLocation = #_sourceLocation) {
    let clock = ContinuousClock()
    var result: Result<IBElement, XMLError>?
    let elapsed = clock.measure {
      result = StoryboardXML.parse(input, file: "t.storyboard", limits: limits)
    }
    switch result {
    case .failure(let error):
      #expect(error.description == expected, sourceLocation: sourceLocation)
      #expect(error.code == code, sourceLocation: sourceLocation)
    default:
      Issue.record("expected an error", sourceLocation: sourceLocation)
    }
    #expect(elapsed < .seconds(1), "took \(elapsed)", sourceLocation: sourceLocation)
  }
}
