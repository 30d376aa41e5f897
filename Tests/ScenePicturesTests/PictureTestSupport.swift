import Foundation
import SceneModel
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Helpers shared by the picture tests: loading scene files and reading SVG.
enum PictureTestSupport {
  /// The repository's `Scenes/` folder, found from this file's path.
  static let scenesFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Scenes")

  /// Loads one of the shipped scene files (`Wonderland`, `TinyPix`, ...).
  static func shipped(_ name: String) throws -> Storyboard {
    let path = scenesFolder.appendingPathComponent("\(name).yaml").path
    let data = try #require(FileManager.default.contents(atPath: path))
    return try #require(StoryboardLoader.load([UInt8](data), file: path).storyboard)
  }

  /// Loads a scene file given as text.
  static func inline(_ text: String) throws -> Storyboard {
    try #require(StoryboardLoader.load(Array(text.utf8), file: "inline.yaml").storyboard)
  }

  /// An element of a parsed XML document, with its attributes.
  struct Element {
    var name: String
    var attributes: [String: String]
    var text: String
  }

  /// Parses XML with Foundation's parser; nil when it is not well-formed.
  static func elements(of xml: String) -> [Element]? {
    let collector = Collector()
    let parser = XMLParser(data: Data(xml.utf8))
    parser.delegate = collector
    guard parser.parse() else { return nil }
    return collector.elements
  }

  private final class Collector: NSObject, XMLParserDelegate {
    var elements: [Element] = []
    var open: [Int] = []

    func parser(
      _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
      qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
    ) {
      open.append(elements.count)
      elements.append(Element(name: elementName, attributes: attributeDict, text: ""))
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
      if let last = open.last { elements[last].text += string }
    }

    func parser(
      _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
      qualifiedName qName: String?
    ) {
      _ = open.popLast()
    }
  }
}
