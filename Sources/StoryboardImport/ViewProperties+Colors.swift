import SceneModel
import StoryboardXML
import TextPosition

/// Colours as the format writes them (`DeclaredColor`): a UIKit system colour by its name, so
/// that it keeps its dark value (`systemColor="secondaryLabelColor"` is `secondaryLabel`);
/// an asset catalogue's colour by its name and the value the storyboard keeps for it
/// (`BrandBlue #1f4fff`: Xcode keeps the light one, so that the audit reads the dark one from
/// the catalogue when it is given); any other colour as `#rrggbb`, with its opacity as a
/// fourth byte when it lets what is behind show through. Xcode 11's pair of names is read as
/// the iOS 13 one.
extension ViewProperties {
  /// The format's value of a `<color>`, or nil for one that is clear or that it cannot read.
  static func colorValue(_ color: IBElement, colors: [String: String]) -> String? {
    // Xcode 11 wrote a system colour twice: the name iOS 12 knew (`cocoaTouchSystemColor`)
    // and the one iOS 13 and later draw (`xcode11CocoaTouchSystemColor`), which Xcode 12 and
    // later keep alone as `systemColor`.
    if let system = color["systemColor"] ?? color["xcode11CocoaTouchSystemColor"],
      system.hasSuffix("Color")
    {
      let name = String(system.dropLast("Color".count))
      if DeclaredColor.parse(name) != nil { return name }
    }
    if color["systemColor"] == nil, let name = color["name"], !name.isEmpty, !name.hasPrefix("#"),
      DeclaredColor.assetReference(name)?.kept == nil
    {
      guard let kept = hex(color, colors: colors) else { return name }
      return name + " " + kept
    }
    guard let hex = hex(color, colors: colors) else { return nil }
    guard let alpha = color.number("alpha"), alpha < 1 else { return hex }
    let byte = String(Int((max(alpha, 0) * 255).rounded()), radix: 16)
    return hex + (byte.count == 1 ? "0" + byte : byte)
  }

  /// `textColor:` of a label, text field or text view (`<color key="textColor">`), and of a
  /// button (its normal state's `<color key="titleColor">`).
  func textColor(_ e: IBElement, type: String, _ tree: inout YAMLTree) {
    let color: IBElement?
    switch type {
    case "label", "textField", "textView":
      color = e.child(key: "textColor")
    case "button":
      color = e.children.first { $0.name == "state" && $0["key"] == "normal" }?
        .child(key: "titleColor")
    default:
      color = nil
    }
    guard let color, let value = Self.colorValue(color, colors: mapper.session.colors) else {
      return
    }
    tree.set("textColor", .string(value, at: color.position))
  }

  /// The `backgroundColor:` of a scene: its controller's root `<view>`'s (a table or
  /// collection view that is the root is a view of the scene, with its own).
  static func rootBackground(of controller: IBElement, colors: [String: String])
    -> (value: String, at: TextPosition)?
  {
    guard let root = controller.child(key: "view"), root.name == "view",
      let color = root.child(key: "backgroundColor"),
      let value = colorValue(color, colors: colors)
    else { return nil }
    return (value, color.position)
  }
}
