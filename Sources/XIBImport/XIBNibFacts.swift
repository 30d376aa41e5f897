import Diagnostics
import SceneModel
import StoryboardXML
import TextPosition

extension XIBObjects {
  /// The XIB's `NibFacts`: its name, File's Owner class and top-level cells, each where the
  /// XIB writes it.
  func nibFacts(file: String) -> NibFacts {
    func place(_ position: TextPosition) -> Diagnostic.Location {
      Diagnostic.Location(file: file, line: position.line, column: position.column)
    }
    let owner = filesOwner?.attribute("customClass").map {
      Located($0.value, at: place($0.position))
    }
    let cells = scenes.compactMap { object -> NibFacts.Cell? in
      guard object.kind == .tableCell || object.kind == .collectionCell else { return nil }
      let identifier = object.element.attribute("reuseIdentifier").map {
        Located($0.value, at: place($0.position))
      }
      return NibFacts.Cell(
        reuseIdentifier: identifier, isTableCell: object.kind == .tableCell,
        location: place(object.element.position))
    }
    return NibFacts(name: Self.nibName(file), ownerClass: owner, cells: cells)
  }

  /// The outlet properties the File's Owner connects, those to the top-level views (which
  /// the scenes do not carry) included.
  var ownerOutlets: Set<String> {
    let connections = filesOwner?.children.first { $0.name == "connections" }?.children ?? []
    return Set(connections.compactMap { $0.name.hasPrefix("outlet") ? $0["property"] : nil })
  }

  /// The name code loads a XIB by: its file name without folders or extension.
  static func nibName(_ file: String) -> String {
    let base = file.split(separator: "/").last.map(String.init) ?? file
    return base.hasSuffix(".xib") ? String(base.dropLast(4)) : base
  }
}
