import StoryboardXML

/// A view's size-class variations (IB-STORYBOARD.md §3.5): where it is installed, from the
/// `subviews` masks of its superview's `<variation>`s, and its font, frame, `hidden` and stack
/// properties per size class, from its own `<variation>`s, become `installed:` and
/// `variations:` (docs/SceneFormat.md).
extension SceneMapper {
  /// The keys of a view's `<variation>` children that become `variations:`.
  static let variedKeys: Set<String> = ["fontDescription", "frame"]

  func mapVariations(of element: IBElement, into tree: inout YAMLTree) {
    var list: [YAMLTree] = []
    let installedIn = Classes.all.filter { masks.installed(element.ibID, at: $0) }
    if installedIn.count < Classes.all.count {
      tree.set("installed", .bool(false, at: element.position))
      for condition in SizeClassMasks.conditions(for: installedIn) {
        var item = YAMLTree.mapping(at: element.position)
        item.set("when", .string(condition, at: element.position))
        item.set("installed", .bool(true, at: element.position))
        list.append(item)
      }
    }
    for variation in element.children(named: "variation") {
      guard let key = variation["key"], key != "default", Self.condition(key) != nil else {
        continue
      }
      var item = YAMLTree.mapping(at: variation.position)
      item.set("when", .string(key, at: variation.position(of: "key")))
      var varied = false
      if let font = ViewProperties(mapper: self).font(variation) {
        item.set("font", font)
        varied = true
      }
      if let rect = variation.child(key: "frame"), let x = rect.number("x"),
        let y = rect.number("y"), let width = rect.number("width"),
        let height = rect.number("height"), !constrained.contains(element.ibID)
      {
        item.set(
          "frame",
          YAMLTree(.flowList([x, y, width, height].map(YAMLTree.number)), at: rect.position))
        varied = true
      }
      if Self.mapVariedProperties(of: element, variation, into: &item) { varied = true }
      if varied { list.append(item) }
    }
    if !list.isEmpty { tree.set("variations", YAMLTree(.list(list), at: element.position)) }
  }

  /// The properties other than the font and frame that a `<variation>` gives as attributes:
  /// `hidden` of any view, and a stack view's `axis`, `spacing` (`spacingType="standard"` is
  /// 8), `alignment` and `distribution` (PirateHandbook's and SwiftWeather's button stacks are
  /// vertical only in compact width). Whether any was set.
  static func mapVariedProperties(
    of element: IBElement, _ variation: IBElement, into item: inout YAMLTree
  ) -> Bool {
    var varied = false
    if let hidden = variation["hidden"] {
      item.set("hidden", .bool(hidden == "YES", at: variation.position(of: "hidden")))
      varied = true
    }
    guard element.name == "stackView" else { return varied }
    if let axis = variation["axis"] {
      let value = axis == "vertical" ? "vertical" : "horizontal"
      item.set("axis", .string(value, at: variation.position(of: "axis")))
      varied = true
    }
    let spacing = variation["spacingType"] == "standard" ? 8 : variation.number("spacing")
    if let spacing {
      let at = variation.position(of: variation["spacing"] == nil ? "spacingType" : "spacing")
      item.set("spacing", .number(spacing, at: at))
      varied = true
    }
    for key in ["alignment", "distribution"] {
      guard let value = variation[key] else { continue }
      item.set(key, .string(value, at: variation.position(of: key)))
      varied = true
    }
    return varied
  }

  /// A variation key the format's `when:` takes (`heightClass=compact-widthClass=regular`).
  private static func condition(_ key: String) -> String? {
    let parts = key.split(separator: "-")
    let valid = parts.allSatisfy { part in
      let pair = part.split(separator: "=")
      return pair.count == 2 && ["widthClass", "heightClass"].contains(pair[0])
        && ["compact", "regular"].contains(pair[1])
    }
    return valid && (1...2).contains(parts.count) ? key : nil
  }
}
