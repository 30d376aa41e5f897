import StoryboardXML
import TextPosition

/// What one walk over a scene's elements finds, so that nothing walks the scene again: the
/// element name of every IB id, every segue with the element holding it, and the size-class
/// variations.
struct SceneIndex {
  /// IB id to the name of its first element and where that element starts.
  var firstElements: [String: (name: String, position: TextPosition)] = [:]
  /// Every IB id with where its element starts, in document order (repeats included).
  var ids: [(id: String, position: TextPosition)] = []
  /// Segues in document order, each with the element whose `<connections>` holds it
  /// (peek and pop sub-segues, which have a `key`, excluded).
  var segues: [(segue: IBElement, owner: IBElement)] = []
  /// `<variation>` elements, in document order.
  var variations: [IBElement] = []
  /// The selectors of every `<action>`, the properties of every outlet.
  var selectors: Set<String> = []
  var outlets: Set<String> = []
  /// The reuse identifiers of the collection view cells, in document order, each once (code
  /// dequeues these by identifier; those of cells without one are not carried as items).
  var collectionCells: [String] = []

  init(_ scene: IBElement) {
    // Sized for every element of the scene before the walk (done for speed: grown id by id,
    // the table was rehashed about four times a scene, each time hashing every id again).
    let elements = Self.elementCount([scene], at: 0)
    firstElements.reserveCapacity(elements)
    ids.reserveCapacity(elements)
    visit([scene], at: 0)
  }

  /// The number of elements at and under `siblings[index]`, by index (no element copied).
  private static func elementCount(_ siblings: [IBElement], at index: Int) -> Int {
    let children = siblings[index].children
    var count = 1
    for child in children.indices { count += elementCount(children, at: child) }
    return count
  }

  /// The element at `index` of `siblings` and every element under it. An element is named by
  /// its list and index, not passed: a child passed out of its array is a copy (its four
  /// references retained and released), and only its fields are read here. Recursive: the
  /// XML reader bounds the depth (`XMLLimits.maxDepth`, 256 levels).
  private mutating func visit(_ siblings: [IBElement], at index: Int) {
    if let id = siblings[index]["id"] {
      let position = siblings[index].position
      // One hash: the subscript with a default inserts it when the id is new, and leaves the
      // first element's entry alone otherwise.
      Self.access(&firstElements[id, default: (siblings[index].name, position)])
      ids.append((id, position))
    }
    if siblings[index].isNamed("variation") { variations.append(siblings[index]) }
    if siblings[index].isNamed("collectionViewCell"),
      let identifier = siblings[index]["reuseIdentifier"],
      !collectionCells.contains(identifier)
    {
      collectionCells.append(identifier)
    }
    let children = siblings[index].children
    for child in children.indices {
      if children[child].isNamed("connections") {
        collect(children[child].children, of: siblings, at: index)
      }
      visit(children, at: child)
    }
  }

  /// The segues, selectors and outlets of the `<connections>` of the element at `index` of
  /// `siblings`; only a segue and its owner are copied.
  private mutating func collect(
    _ connections: [IBElement], of siblings: [IBElement], at index: Int
  ) {
    for item in connections.indices {
      if connections[item].isNamed("segue") && connections[item]["key"] == nil {
        segues.append((connections[item], siblings[index]))
      } else if connections[item].isNamed("action"), let selector = connections[item]["selector"] {
        selectors.insert(selector)
      } else if connections[item].name.hasPrefix("outlet"),
        let property = connections[item]["property"]
      {
        outlets.insert(property)
      }
    }
  }

  /// Nothing: an access to a dictionary's entry through its `default:` subscript, which
  /// inserts the default when the key is absent.
  private static func access<Value>(_ value: inout Value) {}

  /// How many elements named `name` are under `element` (itself included).
  static func count(_ name: String, in element: IBElement) -> Int {
    element.children.reduce(element.name == name ? 1 : 0) { $0 + count(name, in: $1) }
  }
}
