import StoryboardXML
import TextPosition

/// A view's accessibility from Interface Builder's `<accessibility
/// key="accessibilityConfiguration">`: its label, identifier, traits and whether it is an
/// element; and a button's image, which makes it an image-only button when it has no title.
///
///     <accessibility key="accessibilityConfiguration" identifier="close" label="Close">
///         <accessibilityTraits key="traits" button="YES" image="YES"/>
///         <bool key="isElement" value="YES"/>
///     </accessibility>
extension ViewProperties {
  /// `UIAccessibilityTraits` as `<accessibilityTraits>` writes them, in the format's order
  /// (`ViewSchema.accessibilityTraits`).
  static let traitNames = [
    "button", "link", "image", "header", "searchField", "selected", "notEnabled",
    "staticText", "summaryElement", "keyboardKey", "playsSound", "startsMediaSession",
    "updatesFrequently", "adjustable", "allowsDirectInteraction", "causesPageTurn",
    "tabBar",
  ]

  /// `accessibilityLabel`, `accessibilityIdentifier`, `accessibilityTraits` (all of them, as
  /// the storyboard sets them: `none="YES"` is an empty list) and `isAccessibilityElement`.
  func accessibility(_ e: IBElement, _ tree: inout YAMLTree) {
    guard let accessibility = e.child(key: "accessibilityConfiguration") else { return }
    if let label = accessibility["label"] {
      tree.set("accessibilityLabel", .string(label, at: accessibility.position(of: "label")))
    }
    if let identifier = accessibility["identifier"] {
      tree.set(
        "accessibilityIdentifier",
        .string(identifier, at: accessibility.position(of: "identifier")))
    }
    if let traits = accessibility.child(key: "traits") {
      let names = Self.traitNames.filter { traits.flag($0) }.map(YAMLTree.quoted)
      tree.set("accessibilityTraits", YAMLTree(.flowList(names), at: traits.position))
    }
    if let element = accessibility.children.first(where: { $0["key"] == "isElement" }),
      let value = element["value"]
    {
      tree.set("isAccessibilityElement", .bool(value == "YES", at: element.position))
    }
  }

  /// The image a button shows in its normal state (or its configuration's), if any.
  static func buttonImage(_ e: IBElement) -> (name: String, at: TextPosition)? {
    if let state = e.children.first(where: { $0.name == "state" && $0["key"] == "normal" }),
      let image = state["image"]
    {
      return (image, state.position(of: "image"))
    }
    if let configuration = e.child(key: "configuration"), let image = configuration["image"] {
      return (image, configuration.position(of: "image"))
    }
    return nil
  }
}
