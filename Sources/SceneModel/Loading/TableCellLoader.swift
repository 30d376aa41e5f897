import Diagnostics
import YAML

/// Reads a table view's cells: its prototypes (SCENE-FORMAT.md §3) and a static table's
/// sections (an extension, docs/SceneFormat.md).
enum TableCellLoader {
  /// The keys a cell takes, prototype or static.
  static let keys = [
    "id", "ib", "style", "text", "detail", "accessory", "class", "rowHeight", "subviews",
    "outlets", "textLabel", "detailTextLabel",
  ]

  /// `prototypes: [CELL, ...]`.
  static func prototypes(_ node: Node, context: LoadContext) -> [TableCell] {
    guard let items = context.sequence(node, "'prototypes'") else { return [] }
    return items.compactMap {
      cell($0, "a prototype cell", id: "prototype reuse id", context: context)
    }
  }

  /// The keys a collection view's item prototype takes.
  static let itemKeys = ["id", "ib", "class", "subviews", "outlets", "layoutMargins"]

  /// A collection view's `items: [ITEM, ...]` (an extension): its item prototypes, read as
  /// cells of content type `collectionViewCell`; an item needs an id.
  static func items(_ node: Node, context: LoadContext) -> [TableCell] {
    guard let items = context.sequence(node, "'items'") else { return [] }
    return items.compactMap { item in
      guard
        var cell = cell(
          item, "an item prototype", id: "item reuse id", allowed: itemKeys, context: context)
      else { return nil }
      guard cell.id != nil else {
        context.report(.missingKey("id", in: "an item prototype", at: cell.location))
        return nil
      }
      cell.contentType = .collectionViewCell
      return cell
    }
  }

  /// A collection view's `sectionHeader:` or `sectionFooter:` (an extension): one view
  /// written as an item prototype, with its reuse identifier as `id`.
  static func supplementary(_ node: Node, _ key: String, context: LoadContext) -> TableCell? {
    let what = key == "sectionHeader" ? "a section header" : "a section footer"
    guard var cell = cell(node, what, id: "\(key) reuse id", allowed: itemKeys, context: context)
    else { return nil }
    guard cell.id != nil else {
      context.report(.missingKey("id", in: what, at: cell.location))
      return nil
    }
    cell.contentType = .collectionViewCell
    return cell
  }

  /// `sections: [{header, footer, cells: [CELL, ...]}, ...]`; a static cell needs an id.
  static func sections(_ node: Node, context: LoadContext) -> [TableSection] {
    guard let items = context.sequence(node, "'sections'") else { return [] }
    return items.compactMap { item in
      guard
        let fields = context.fields(
          item, "a table section", allowed: ["header", "footer", "cells"])
      else { return nil }
      var cells: [TableCell] = []
      if let list = fields.value("cells"),
        let entries = context.sequence(list, "the cells of a section")
      {
        for entry in entries {
          guard let cell = cell(entry, "a static cell", id: "cell id", context: context) else {
            continue
          }
          if cell.id == nil {
            context.report(.missingKey("id", in: "a static cell", at: cell.location))
            continue
          }
          cells.append(cell)
        }
      }
      return TableSection(
        header: fields.value("header").flatMap { context.string($0, "section 'header'") },
        footer: fields.value("footer").flatMap { context.string($0, "section 'footer'") },
        cells: cells, location: context.location(item))
    }
  }

  /// A row height (a cell's or a table's): more than 0 and at most 100000 points, else
  /// reported at its value.
  static func rowHeight(_ node: Node, context: LoadContext) -> Located<Double>? {
    guard let height = context.double(node, "'rowHeight'") else { return nil }
    guard height.value > 0 && height.value <= 100_000 else {
      context.report(
        .valueOutOfRange(
          "rowHeight \(node.scalar?.text ?? "") is out of range: a row is more than 0 and at "
            + "most 100000 points high",
          at: height.location))
      return nil
    }
    return height
  }

  private static func cell(
    _ item: Node, _ what: String, id idWhat: String, allowed: [String] = keys,
    context: LoadContext
  ) -> TableCell? {
    guard let fields = context.fields(item, what, allowed: allowed) else { return nil }
    let style = fields.value("style").flatMap {
      context.choice($0, "cell style", as: TableCell.Style.self)
    }
    let accessory = fields.value("accessory").flatMap {
      context.choice($0, "cell accessory", as: TableCell.Accessory.self)
    }
    var cell = TableCell(
      id: fields.value("id").flatMap { context.viewIdentifier($0, idWhat) },
      style: style?.value ?? .basic,
      text: fields.value("text").flatMap { context.template($0, "cell 'text'") },
      detail: fields.value("detail").flatMap { context.template($0, "cell 'detail'") },
      accessory: accessory,
      location: context.location(item))
    cell.ib = fields.value("ib").flatMap { context.string($0, "'ib'") }
    cell.className = fields.value("class").flatMap { context.identifier($0, "class name") }
    cell.rowHeight = fields.value("rowHeight").flatMap { rowHeight($0, context: context) }
    cell.layoutMargins = fields.value("layoutMargins").flatMap {
      ViewLoader.layoutMargins($0, context: context)
    }
    if let node = fields.value("subviews"),
      let items = context.sequence(node, "the subviews of a cell")
    {
      cell.subviews = items.compactMap { ViewLoader.load($0, context: context) }
    }
    if let node = fields.value("outlets") {
      cell.outlets = SceneLoader.loadOutlets(node, context: context)
    }
    cell.textLabel = fields.value("textLabel").flatMap {
      context.viewIdentifier($0, "built-in label id")
    }
    cell.detailTextLabel = fields.value("detailTextLabel").flatMap {
      context.viewIdentifier($0, "built-in label id")
    }
    return cell
  }
}
