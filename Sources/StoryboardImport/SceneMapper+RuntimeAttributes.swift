import SceneModel
import StoryboardXML

/// Interface Builder's user-defined runtime attributes (`<userDefinedRuntimeAttributes>` of a
/// view, bar item or controller) as `runtimeAttributes:` (an extension, docs/SceneFormat.md):
/// key path to value, kept and shown. Strings, numbers and booleans as such; a colour as
/// `#rrggbb`, an image by name, a point, size, rect or range as a list of numbers, nil as
/// null.
extension SceneMapper {
  /// The element's `runtimeAttributes:`, or nil when it has none that can be carried.
  func runtimeAttributes(of element: IBElement) -> YAMLTree? {
    guard let list = element.first("userDefinedRuntimeAttributes") else { return nil }
    var tree = YAMLTree.mapping(at: list.position)
    for attribute in list.children(named: "userDefinedRuntimeAttribute") {
      guard let path = attribute["keyPath"] else { continue }
      let what = "runtime attribute '\(path)'"
      guard NameRules.isKeyPath(path), !tree.has(path) else {
        skip(
          attribute.position, what, "it is not a key path of names joined by '.', or repeats one")
        continue
      }
      guard let value = runtimeValue(of: attribute) else {
        skip(
          attribute.position, what,
          "its type '\(attribute["type"] ?? "")' or value cannot be read; it is left out")
        continue
      }
      tree.set(path, value)
    }
    return tree.isEmpty ? nil : tree
  }

  private func runtimeValue(of attribute: IBElement) -> YAMLTree? {
    let at = attribute.position(of: "value")
    let child = attribute.children.first { $0["key"] == "value" }
    switch attribute["type"] {
    case "string"?, "localizedString"?, "image"?:
      return attribute["value"].map { .string($0, at: at) }
    case "boolean"?:
      return attribute["value"].map { .bool($0 == "YES", at: at) }
    case "number"?:
      guard let value = child?.number("value") ?? attribute.number("value") else { return nil }
      return .number(value, at: child?.position ?? at)
    case "color"?:
      guard let child else { return nil }
      let hex = ViewProperties.hex(child, colors: session.colors) ?? "clear"
      return .string(hex, at: child.position)
    case "point"?, "size"?, "rect"?, "range"?:
      guard let child else { return nil }
      let keys: [String] =
        switch attribute["type"] {
        case "point"?: ["x", "y"]
        case "size"?: ["width", "height"]
        case "rect"?: ["x", "y", "width", "height"]
        default: ["location", "length"]
        }
      let numbers = keys.map { child.number($0) ?? 0 }
      return YAMLTree(.flowList(numbers.map(YAMLTree.number)), at: child.position)
    case "nil"?:
      return .null(at: attribute.position)
    default:
      return nil
    }
  }
}
