import StoryboardXML

/// What one walk over a scene's elements finds, so that nothing walks the scene again: the
/// element name of every IB id, every segue with the element holding it, and the size-class
/// variations.
struct SceneIndex {
  /// IB id to element name.
  var names: [String: String] = [:]
  /// Segues in document order, each with the element whose `<connections>` holds it
  /// (peek and pop sub-segues, which have a `key`, excluded).
  var segues: [(segue: IBElement, owner: IBElement)] = []
  /// `<variation>` elements, in document order.
  var variations: [IBElement] = []

  init(_ scene: IBElement) {
    visit(scene)
  }

  /// Recursive: the XML reader bounds the depth (`XMLLimits.maxDepth`, 256 levels).
  private mutating func visit(_ element: IBElement) {
    if let id = element["id"] { names[id] = element.name }
    if element.name == "variation" { variations.append(element) }
    for child in element.children {
      if child.name == "connections" {
        for segue in child.children where segue.name == "segue" && segue["key"] == nil {
          segues.append((segue, element))
        }
      }
      visit(child)
    }
  }

  /// How many elements named `name` are under `element` (itself included).
  static func count(_ name: String, in element: IBElement) -> Int {
    element.children.reduce(element.name == name ? 1 : 0) { $0 + count(name, in: $1) }
  }
}
