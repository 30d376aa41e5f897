import SceneModel
import StoryboardXML

/// Bar button items: the navigation item's, the toolbar's and the tab bar item's.
enum BarItems {
  /// The system items the format has (spaces are mapped apart).
  static let formatSystems = Set(
    BarItem.SystemItem.allCases.filter { $0 != .flexibleSpace && $0 != .fixedSpace }.map(\.rawValue)
  )

  /// A system item's title, for one the format lacks (`camera` → `Camera`,
  /// `fastForward` → `Fast Forward`).
  static func systemTitle(_ system: String) -> String {
    var title = ""
    for c in system {
      if c.isUppercase { title += " " }
      title.append(title.isEmpty ? Character(c.uppercased()) : c)
    }
    return title
  }

  /// `; its 2 actions and 1 segue are lost with it`, or nothing when it has no connections.
  static func connectionSummary(_ element: IBElement) -> String {
    let connections = element.first("connections")?.children ?? []
    let actions = connections.filter { $0.name == "action" }.count
    let segues = connections.filter { $0.name == "segue" }.count
    var parts: [String] = []
    if actions > 0 { parts.append("\(actions) action\(actions == 1 ? "" : "s")") }
    if segues > 0 { parts.append("\(segues) segue\(segues == 1 ? "" : "s")") }
    guard !parts.isEmpty else { return "" }
    let verb = actions + segues == 1 ? "is" : "are"
    return "; its \(parts.joined(separator: " and ")) \(verb) lost with it"
  }
}

extension SceneMapper {
  /// A navigation item's `left` and right bar items (one `...BarButtonItem`, then the
  /// `...BarButtonItems` list), into `tree`.
  func mapSides(of item: IBElement, into tree: inout YAMLTree) {
    for side in ["left", "right"] {
      var elements: [IBElement] = []
      if let single = item.child(key: "\(side)BarButtonItem") { elements.append(single) }
      elements += item.first("\(side)BarButtonItems")?.children(named: "barButtonItem") ?? []
      let items = elements.compactMap(barItem)
      if !items.isEmpty { tree.set(side, YAMLTree(.list(items), at: elements[0].position)) }
    }
  }

  /// The navigation item: bar buttons left and right, the back title and the title view.
  func navigationItem() -> YAMLTree? {
    guard let item = controller.child(key: "navigationItem") else { return nil }
    var tree = YAMLTree.mapping(at: item.position)
    mapSides(of: item, into: &tree)
    if let back = item.child(key: "backBarButtonItem"), let title = back["title"] {
      tree.set("backTitle", .string(title, at: back.position(of: "title")))
    }
    if let view = item.child(key: "titleView") {
      if let mapped = mapView(view, parent: nil, arranged: false) {
        titleViews.append(mapped)
        tree.set("titleView", .string(views[view.ibID]?.id ?? "", at: view.position))
      }
    }
    if let mode = item["largeTitleDisplayMode"], ["always", "never"].contains(mode) {
      tree.set(
        "largeTitleDisplayMode", .string(mode, at: item.position(of: "largeTitleDisplayMode")))
    }
    titleViews += barItemViews
    barItemViews = []
    return tree.isEmpty ? nil : tree
  }

  /// The scene's `toolbarItems`.
  func toolbarItems() -> YAMLTree? {
    guard let list = controller.first("toolbarItems") else { return nil }
    let items = list.children(named: "barButtonItem").compactMap(barItem)
    titleViews += barItemViews
    barItemViews = []
    return items.isEmpty ? nil : YAMLTree(.list(items), at: list.position)
  }

  /// A bar button item, or nil (reported) for one the format cannot hold.
  func barItem(_ element: IBElement) -> YAMLTree? {
    let system = element["systemItem"]
    if let system, system == "flexibleSpace" || system == "fixedSpace" {
      var tree = YAMLTree.mapping(at: element.position)
      tree.set("system", .string(system, at: element.position(of: "systemItem")))
      if system == "fixedSpace", let width = element.number("width") {
        tree.set("width", .number(width, at: element.position(of: "width")))
      }
      return tree
    }
    let custom = element.child(key: "customView")
    let base =
      outletNames[element.ibID] ?? element["userLabel"].map(IdentifierSpace.lowerFirst)
      ?? system.map { "\($0)Button" } ?? element["title"].map {
        "\(IdentifierSpace.lowerFirst($0))Button"
      }
      ?? "barItem_\(element.ibID)"
    let id = ids.claim(base)
    views[element.ibID] = (id, "barItem")
    sources.append((element, .barItem(id: id)))
    var tree = YAMLTree.mapping(at: element.position)
    tree.set("id", .string(id, at: element.position))
    if let custom {
      // UIKit's customView: a view the bar shows in the item's place, which takes its touches.
      if let mapped = mapView(custom, parent: nil, arranged: false) {
        barItemViews.append(mapped)
        tree.set("view", .string(views[custom.ibID]?.id ?? "", at: custom.position))
      }
    } else if let system, BarItems.formatSystems.contains(system) {
      tree.set("system", .string(system, at: element.position(of: "systemItem")))
    } else if let title = element["title"] {
      tree.set("title", .string(title, at: element.position(of: "title")))
    } else if let image = element["image"] {
      tree.set("image", .string(image, at: element.position(of: "image")))
    } else if let system {
      tree.set(
        "title", .string(BarItems.systemTitle(system), at: element.position(of: "systemItem")))
      skip(
        element.position(of: "systemItem"), "system bar item '\(system)'",
        "the format's system items are \(BarItems.formatSystems.sorted().joined(separator: ", ")); it shows its name as its title"
      )
    } else {
      tree.set("title", .string("Item", at: element.position))
    }
    if let label = element.child(key: "accessibilityConfiguration")?["label"] {
      tree.set("accessibilityLabel", .string(label, at: element.position))
    }
    if let attributes = runtimeAttributes(of: element) {
      tree.set("runtimeAttributes", attributes)
    }
    return tree
  }
}
