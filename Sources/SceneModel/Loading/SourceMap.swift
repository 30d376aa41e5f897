import Diagnostics

/// Where each line of a generated scene file came from: a scene file written from another
/// document (an Interface Builder storyboard) is loaded with its map, so that every located
/// value, and so every diagnostic, points at the original document, never at the generated
/// text.
///
/// A line maps to one place (the element or attribute it was written from), so positions
/// inside a line, such as the column of a constraint's second item, map to that place too.
///
///     let map = SourceMap(file: "Main.storyboard", origins: [(2, 1), (14, 9)])
///     print(map.location(line: 2))
///     // Prints "Main.storyboard:14:9"
public struct SourceMap: Sendable {
  /// The original document's name, as diagnostics give it.
  public var file: String
  /// The original line and column of each generated line, in order (index 0 is line 1).
  public var origins: [(line: Int, column: Int)]

  /// Creates a map from the origins of the generated lines, in order.
  public init(file: String, origins: [(line: Int, column: Int)]) {
    self.file = file
    self.origins = origins
  }

  /// The original place of a generated line (1-based); the document's start for a line the
  /// map does not cover.
  public func location(line: Int) -> Diagnostic.Location {
    let index = line - 1
    guard origins.indices.contains(index) else {
      return Diagnostic.Location(file: file, line: 1, column: 1)
    }
    let origin = origins[index]
    return Diagnostic.Location(file: file, line: origin.line, column: origin.column)
  }
}
