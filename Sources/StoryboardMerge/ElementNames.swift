import IBDocument

/// How a conflict names what it touches, as a storyboard's author knows it: the scene by its
/// controller's title, storyboard identifier or class, an element by its kind and label.
///
///     scene 'Login' (Xy1-ab-c2d)
///     label 'Title' (Kx3-aB-9fz)
///     constraint 'Kx3-aB-9fz' (top of 'Zx1-…')
///     frame of label 'Title' (Kx3-aB-9fz)
enum ElementNames {
  /// ` in scene 'Login' (Xy1-ab-c2d)`, or nothing outside a scene (a XIB).
  static func sceneSuffix(_ scene: String?) -> String {
    scene.map { " in \($0)" } ?? ""
  }

  /// `scene 'Login' (Xy1-ab-c2d)`, from the scene's first object (its controller).
  static func scene(_ node: IBNode) -> String {
    let id = node.identifier ?? "?"
    let objects = node.children.first { $0.name == "objects" }
    guard let controller = objects?.children.first else { return "scene '\(id)'" }
    let label =
      controller.value(of: "title") ?? controller.value(of: "storyboardIdentifier")
      ?? controller.value(of: "customClass") ?? controller.value(of: "userLabel")
      ?? controller.name
    return "scene '\(label)' (\(id))"
  }

  /// An element with an id by kind and label; one without, by its name and key, then the
  /// element it belongs to: `'rect' frame of label 'Title' (Kx3-aB-9fz)`.
  static func element(_ node: IBNode, owner: String?) -> String {
    if let id = node.identifier {
      if node.name == "scene" { return scene(node) }
      if node.name == "constraint" {
        let first = node.value(of: "firstAttribute") ?? "?"
        let item = node.value(of: "firstItem").map { " of '\($0)'" } ?? ""
        return "constraint '\(id)' (\(first)\(item))"
      }
      let label =
        node.value(of: "userLabel") ?? node.value(of: "text") ?? node.value(of: "title")
        ?? node.value(of: "property") ?? node.value(of: "identifier")
        ?? node.value(of: "selector")
      return label.map { "\(kind(node)) '\($0)' (\(id))" } ?? "\(kind(node)) '\(id)'"
    }
    let what = key(of: node).map { "'\(node.name)' \($0)" } ?? "'\(node.name)'"
    return owner.map { "\(what) of \($0)" } ?? what
  }

  /// The value that names an element without an id among its siblings: its `key`,
  /// `keyPath` or `name`.
  static func key(of node: IBNode) -> String? {
    node.value(of: "key") ?? node.value(of: "keyPath") ?? node.value(of: "name")
  }

  /// `label`, `view`, `segue`, `view controller` for `viewController`.
  private static func kind(_ node: IBNode) -> String {
    var words = ""
    for character in node.name {
      if character.isUppercase, !words.isEmpty { words += " " }
      words += character.lowercased()
    }
    return words
  }
}
