import Parallel
import StoryboardXML

extension IBDocument {
  /// The elements of the scenes (most of a storyboard's bytes), made on two cores for
  /// ``elements(writtenAs:limits:)``, by the offset of each scene's `<` in `written`; empty
  /// for a document with fewer than two scenes, or when a part cannot be made (the walk
  /// then makes, or refuses, those scenes itself).
  func scenesMade(writtenAs written: [UInt8], lineStarts: [Int], limits: XMLLimits)
    -> [Int: ElementTree.Made]
  {
    guard let index = root.children.firstIndex(where: { $0.name == "scenes" }),
      root.children[index].children.count >= 2
    else { return [:] }
    let scenes = root.children[index].children
    // Each scene's offset, from the bytes written before it.
    var offset = root.leading.count + root.startTagCount
    for child in root.children[..<index] { offset += child.leading.count + child.writtenCount }
    offset += root.children[index].leading.count + root.children[index].startTagCount
    var places: [Int] = []
    for scene in scenes {
      offset += scene.leading.count
      places.append(offset)
      offset += scene.writtenCount
    }
    let starts = places
    // Two parts of about as many bytes.
    let middle = (starts[0] + offset) / 2
    let split = min(max(starts.firstIndex { $0 >= middle } ?? 1, 1), scenes.count - 1)
    let parts = [0..<split, split..<scenes.count]
    let made = Parallel.map(parts.count) { part -> [(Int, ElementTree.Made)]? in
      written.withUnsafeBufferPointer { buffer in
        var tree = ElementTree(buffer: buffer, lineStarts: lineStarts, limits: limits)
        var found: [(Int, ElementTree.Made)] = []
        for scene in parts[part] {
          let before = tree.elementCount
          guard let (element, end) = tree.element(of: scenes[scene], at: starts[scene], depth: 2)
          else { return nil }
          let count = tree.elementCount - before
          found.append((starts[scene], ElementTree.Made(element: element, end: end, count: count)))
        }
        return found
      }
    }
    var ready: [Int: ElementTree.Made] = [:]
    for part in made {
      guard let part else { return [:] }
      for (start, element) in part { ready[start] = element }
    }
    return ready
  }
}
