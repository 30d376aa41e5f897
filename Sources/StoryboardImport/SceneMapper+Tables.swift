import SceneModel
import StoryboardXML
import TextPosition

/// Table views: prototype cells become `prototypes:`, a static table's sections `sections:`;
/// each cell carries its content view's subviews, its class, row height and outlets
/// (docs/SceneFormat.md, cells).
extension SceneMapper {
  static let cellStyles: [String: String] = [
    "IBUITableViewCellStyleDefault": "basic", "IBUITableViewCellStyleSubtitle": "subtitle",
    "IBUITableViewCellStyleValue1": "rightDetail", "IBUITableViewCellStyleValue2": "leftDetail",
  ]
  static let accessories: Set<String> = [
    "disclosureIndicator", "detailButton", "detailDisclosureButton", "checkmark", "none",
  ]

  /// The table's `prototypes:` or `sections:`, if it has cells.
  func mapTableContent(_ table: IBElement) -> (key: String, tree: YAMLTree)? {
    if table["dataMode"] == "static" {
      let sections = table.first("sections")?.children(named: "tableViewSection") ?? []
      let mapped = sections.map { section in
        var tree = YAMLTree.mapping(at: section.position)
        for (key, attribute) in [("header", "headerTitle"), ("footer", "footerTitle")] {
          if let title = section[attribute] {
            tree.set(key, .string(title, at: section.position(of: attribute)))
          }
        }
        let cells = (section.first("cells")?.children ?? []).compactMap {
          cell($0, in: table, prototype: false)
        }
        tree.set(
          "cells", YAMLTree(.list(cells), at: section.first("cells")?.position ?? section.position))
        return tree
      }
      return mapped.isEmpty ? nil : ("sections", YAMLTree(.list(mapped), at: sections[0].position))
    }
    let cells = table.first("prototypes")?.children(named: "tableViewCell") ?? []
    let prototypes = cells.compactMap { cell($0, in: table, prototype: true) }
    return prototypes.isEmpty
      ? nil : ("prototypes", YAMLTree(.list(prototypes), at: cells[0].position))
  }

  /// One cell: its id (a prototype's reuse identifier), style, texts, accessory, class, row
  /// height, content views and outlets.
  private func cell(_ cell: IBElement, in table: IBElement, prototype: Bool) -> YAMLTree? {
    let reuse = cell["reuseIdentifier"].flatMap { $0.isEmpty ? nil : $0 }
    if prototype && reuse == nil {
      skip(
        cell.position, "prototype cell '\(cell.ibID)'",
        "it has no reuse identifier, so no row can use it")
      return nil
    }
    let content = cell.child(key: "contentView")
    let labels = [cell["textLabel"], cell["detailTextLabel"]]
    let builtIn = Set(labels.compactMap { $0 })
    let contentViews = content.map(Self.views(under:)) ?? []
    let texts = zip(["text", "detail"], labels).compactMap {
      key, labelID -> (String, String, TextPosition)? in
      guard let labelID, let label = contentViews.first(where: { $0["id"] == labelID }),
        let text = ViewProperties.text(of: label), !text.isEmpty
      else { return nil }
      return (key, text, label.position)
    }
    let base =
      reuse ?? outletNames[cell.ibID] ?? cell["userLabel"].map(IdentifierSpace.lowerFirst)
      ?? texts.first.map { Self.camelCased($0.1) + "Cell" }
      ?? "cell"
    let id = ids.claim(base)
    register(cell, content: content, as: id, type: "tableViewCell", in: table)
    // The built-in labels come back with the style, their text with `text` and `detail`.
    for view in contentViews where builtIn.contains(view.ibID) { carry(.views, view.ibID) }
    var tree = YAMLTree.mapping(at: cell.position)
    tree.set("ib", .string(cell.ibID, at: cell.position(of: "id")))
    tree.set("id", .string(id, at: cell.position(of: reuse == nil ? "id" : "reuseIdentifier")))
    let style = cell["style"].flatMap { Self.cellStyles[$0] } ?? "custom"
    tree.set("style", .string(style, at: cell.position(of: "style")))
    for (key, text, position) in texts {
      tree.set(key, .string(Self.templateLiteral(text), at: position))
    }
    // A built-in label an outlet connects to gets that outlet's name as its id.
    for key in ["textLabel", "detailTextLabel"] {
      guard let labelID = cell[key], let name = outletNames[labelID] else { continue }
      let id = ids.claim(name)
      builtInLabelIDs[labelID] = id
      tree.set(key, .string(id, at: cell.position(of: key)))
    }
    if let accessory = cell["accessoryType"], Self.accessories.contains(accessory) {
      tree.set("accessory", .string(accessory, at: cell.position(of: "accessoryType")))
      cellAccessoryWidths[cell.ibID] =
        Self.accessoryWidth(cell: cell, content: content)
        ?? TableCell.Accessory(rawValue: accessory)?.width
    }
    if let name = cell["customClass"], IdentifierSpace.isIdentifier(name) {
      tree.set("class", .string(name, at: cell.position(of: "customClass")))
    }
    // The height Xcode gave the cell on the canvas (self-sized when the table's rows are
    // automatic), when it is not the table's.
    let tableHeight = table.number("rowHeight").flatMap { $0 > 0 ? $0 : nil } ?? 44
    let height = cell.number("rowHeight") ?? cell.child(key: "frame")?.number("height")
    if let height, height > 0, height <= 100_000, abs(height - tableHeight) > 0.25 {
      tree.set("rowHeight", .number(height, at: cell.position(of: "rowHeight")))
    }
    readOutletNames(of: cell)
    if let content, let subviews = contentSubviews(content, excluding: builtIn) {
      tree.set("subviews", subviews)
    }
    cellsOwningOutlets.append((cell, id))
    return tree
  }

  /// The `subviews:` of a cell's or an item's content view, but the `excluded` (a styled
  /// cell's built-in labels); nil when none is left.
  func contentSubviews(_ content: IBElement, excluding excluded: Set<String>) -> YAMLTree? {
    let children = (content.first("subviews")?.children ?? []).filter {
      !excluded.contains($0.ibID)
    }.compactMap { mapView($0, parent: content.ibID, arranged: false) }
    guard !children.isEmpty else { return nil }
    return YAMLTree(.list(children), at: content.first("subviews")?.position ?? content.position)
  }

  /// The outlets the class of `element` (a cell, or a custom object: `owner` says which)
  /// owns, to views of the scene and named constraints; nil when it has none. Delegate wiring
  /// is implied.
  func ownedOutlets(of element: IBElement, owner: String) -> YAMLTree? {
    var outlets = YAMLTree.mapping(at: element.position)
    for outlet in element.first("connections")?.children(named: "outlet") ?? [] {
      guard let property = outlet["property"], let destination = outlet["destination"],
        !Census.notOwnedOutlets.contains(property)
      else { continue }
      guard IdentifierSpace.isIdentifier(property), !outlets.has(property) else {
        skip(
          outlet.position, "outlet '\(property)' of \(owner)",
          "it is not a valid property name, or the \(owner.prefix { $0 != " " }) has another "
            + "outlet of that name")
        continue
      }
      let view = views[destination]
      guard let target = view?.id ?? constraintNames[destination],
        view?.type != "tableViewCell", view?.type != "collectionViewCell"
      else {
        skip(
          outlet.position, "outlet '\(property)' of \(owner)",
          "it connects to '\(destination)', \(whatIsLeftOut(destination))")
        continue
      }
      outlets.set(property, .string(target, at: outlet.position))
      carry(.outlets, outlet.ibID)
    }
    return outlets.isEmpty ? nil : outlets
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

  /// `accountSettings` from `Account settings`: a cell's text as the start of its id (at most
  /// 40 letters and digits; `cell` when it has none).
  static func camelCased(_ text: String) -> String {
    if let ascii = asciiCamelCased(text) { return ascii }
    let words = text.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
    var name = ""
    for (index, word) in words.enumerated() {
      name += index == 0 ? word.lowercased() : word.prefix(1).uppercased() + word.dropFirst()
      if name.count >= 40 { break }
    }
    return name.isEmpty || name.first?.isNumber == true ? "cell" + name : String(name.prefix(40))
  }

  /// `camelCased(_:)` of a text that is all ASCII, byte by byte (done for speed: reading it
  /// by `Character` takes about 15,000 instructions a cell); nil for any other text. Each
  /// ASCII byte is one character there, so the words and counts are the same.
  private static func asciiCamelCased(_ text: String) -> String? {
    guard text.utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
    var name: [UInt8] = []
    var words = 0
    var inWord = false
    for byte in text.utf8 {
      let isUpper = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
      let isLower = byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")
      let isDigit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
      guard isUpper || isLower || isDigit else {
        // A word ends: the name takes no more words once it has 40 characters.
        if inWord {
          words += 1
          inWord = false
          if name.count >= 40 { break }
        }
        continue
      }
      // The first word lowercased; each other word with its first letter uppercased.
      if words == 0 {
        name.append(isUpper ? byte + 0x20 : byte)
      } else {
        name.append(!inWord && isLower ? byte - 0x20 : byte)
      }
      inWord = true
    }
    let startsWithDigit = name.first.map { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    return name.isEmpty || startsWithDigit == true
      ? "cell" + String(decoding: name, as: UTF8.self)
      : String(decoding: name.prefix(40), as: UTF8.self)
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

extension SceneMapper {
  /// Names a cell and its content view `id` (both stand for the cell), of `type`, inside
  /// `container`, and makes the cell a source of connections.
  func register(
    _ cell: IBElement, content: IBElement?, as id: String, type: String, in container: IBElement
  ) {
    for element in [cell] + (content.map { [$0] } ?? []) {
      views[element.ibID] = (id, type)
      elementPositions[element.ibID] = cell.position
      parents[element.ibID] = container.ibID
      nameSafeAreaGuide(of: element, as: id)
      recordFrameSize(of: element)
    }
    sources.append((cell, .cell(id: id)))
  }

  /// A cell's outlets name the views they connect to, as the controller's do (table cells and
  /// collection view items alike).
  func readOutletNames(of cell: IBElement) {
    for outlet in cell.first("connections")?.children(named: "outlet") ?? [] {
      if let property = outlet["property"], let destination = outlet["destination"],
        outletNames[destination] == nil
      {
        outletNames[destination] = property
      }
    }
  }
}

extension SceneMapper {
  /// The width a cell's accessory takes on the file's canvas: the cell's frame less its
  /// content view's, as the Xcode that saved it drew them (33 points before iOS 26, 30.33
  /// from it), so that constraints to the cell's trailing edge keep their distance; nil
  /// without both frames.
  static func accessoryWidth(cell: IBElement, content: IBElement?) -> Double? {
    guard let cellWidth = cell.child(key: "frame")?.number("width"),
      let contentWidth = content?.child(key: "frame")?.number("width"),
      cellWidth > contentWidth, cellWidth - contentWidth < 100
    else { return nil }
    return IBElement.snapped(cellWidth - contentWidth)
  }
}
