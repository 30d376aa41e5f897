import StoryboardXML

/// Table views: prototype cells become `prototypes:`; static content and custom cell
/// content are reported.
extension SceneMapper {
  static let cellStyles: [String: String] = [
    "IBUITableViewCellStyleDefault": "basic", "IBUITableViewCellStyleSubtitle": "subtitle",
    "IBUITableViewCellStyleValue1": "rightDetail", "IBUITableViewCellStyleValue2": "leftDetail",
  ]
  static let accessories: Set<String> = [
    "disclosureIndicator", "detailButton", "detailDisclosureButton", "checkmark", "none",
  ]

  /// The table's prototypes, or nil; static sections are reported, with their segues.
  func mapTableContent(_ table: IBElement) -> YAMLTree? {
    if table["dataMode"] == "static" {
      let sections = table.first("sections")?.children(named: "tableViewSection") ?? []
      let cells = sections.flatMap { $0.first("cells")?.children ?? [] }
      skip(
        table.position(of: "dataMode"),
        "static content of table '\(viewIDs[table.ibID] ?? table.ibID)' (\(sections.count) section\(sections.count == 1 ? "" : "s"), \(cells.count) cell\(cells.count == 1 ? "" : "s"))",
        "static tables are not in the scene format yet")
      for cell in cells {
        for segue in cell.first("connections")?.children(named: "segue") ?? [] {
          orphanSegues.append((segue, "a static cell"))
        }
      }
      return nil
    }
    let cells = table.first("prototypes")?.children(named: "tableViewCell") ?? []
    let prototypes = cells.compactMap(prototype)
    return prototypes.isEmpty ? nil : YAMLTree(.list(prototypes), at: cells[0].position)
  }

  private func prototype(_ cell: IBElement) -> YAMLTree? {
    guard let reuse = cell["reuseIdentifier"], !reuse.isEmpty else {
      skip(
        cell.position, "prototype cell '\(cell.ibID)'",
        "it has no reuse identifier, so no row can use it")
      return nil
    }
    let id = ids.claim(reuse)
    viewIDs[cell.ibID] = id
    viewTypes[cell.ibID] = "prototype"
    sources.append((cell, .prototype(id: id)))
    var tree = YAMLTree.mapping(at: cell.position)
    tree.set("id", .string(id, at: cell.position(of: "reuseIdentifier")))
    let style = cell["style"].flatMap { Self.cellStyles[$0] } ?? "custom"
    tree.set("style", .string(style, at: cell.position(of: "style")))
    let content = cell.child(key: "contentView")
    let labels = [cell["textLabel"], cell["detailTextLabel"]]
    let builtIn = Set(labels.compactMap { $0 })
    let contentViews = content.map(Self.views(under:)) ?? []
    for (key, labelID) in zip(["text", "detail"], labels) {
      guard let labelID, let label = contentViews.first(where: { $0["id"] == labelID }),
        let text = ViewProperties.text(of: label), !text.isEmpty
      else { continue }
      tree.set(key, .string(Self.templateLiteral(text), at: label.position))
    }
    if let accessory = cell["accessoryType"], Self.accessories.contains(accessory) {
      tree.set("accessory", .string(accessory, at: cell.position(of: "accessoryType")))
    }
    noteCellContent(cell, id: id, extraViews: contentViews.filter { !builtIn.contains($0.ibID) })
    return tree
  }

  /// Reports a prototype's own views, constraints, class and outlets.
  private func noteCellContent(_ cell: IBElement, id: String, extraViews: [IBElement]) {
    let constraints = SceneIndex.count("constraint", in: cell)
    let outlets = (cell.first("connections")?.children ?? []).filter { $0.name == "outlet" }.count
    var parts: [String] = []
    if !extraViews.isEmpty {
      parts.append("\(extraViews.count) view\(extraViews.count == 1 ? "" : "s")")
    }
    if constraints > 0 { parts.append("\(constraints) constraint\(constraints == 1 ? "" : "s")") }
    if outlets > 0 { parts.append("\(outlets) outlet\(outlets == 1 ? "" : "s")") }
    if let name = cell["customClass"] { parts.append("class '\(name)'") }
    guard !parts.isEmpty else { return }
    skip(
      cell.position, "content of prototype cell '\(id)' (\(parts.joined(separator: ", ")))",
      "cells with their own views, classes and outlets are not in the scene format yet")
  }

  /// Text shown as it is by a template: braces doubled, since `{` starts a reference.
  static func templateLiteral(_ text: String) -> String {
    var literal = ""
    for c in text {
      literal.append(c)
      if c == "{" || c == "}" { literal.append(c) }
    }
    return literal
  }

  /// The views under an element's `<subviews>`, at every depth.
  static func views(under element: IBElement) -> [IBElement] {
    var result: [IBElement] = []
    var pending = element.first("subviews")?.children ?? []
    while let view = pending.popLast() {
      result.append(view)
      pending += view.first("subviews")?.children ?? []
    }
    return result
  }
}
