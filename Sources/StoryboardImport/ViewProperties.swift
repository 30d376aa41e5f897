import SceneModel
import StoryboardXML
import TextPosition

/// A view's properties from its IB attributes (IB-STORYBOARD.md §3.2): text, titles, fonts,
/// colours, flags, accessibility and layout priorities. Looks that the format has no key for
/// (tint, line break mode, shadows) are left out; docs/Storyboards.md lists them.
struct ViewProperties {
  let mapper: SceneMapper

  static let alignments: [String: String] = [
    "left": "left", "center": "center", "right": "right", "natural": "natural",
    "justified": "natural",
  ]
  static let contentModes: [String: String] = [
    "scaleToFill": "scaleToFill", "scaleAspectFit": "aspectFit",
    "scaleAspectFill": "aspectFill", "center": "center", "redraw": "scaleToFill",
  ]
  static let keyboards: [String: String] = [
    "numberPad": "numberPad", "decimalPad": "decimalPad", "emailAddress": "email",
    "phonePad": "phonePad", "URL": "url", "alphabet": "asciiCapable",
    "asciiCapable": "asciiCapable", "numbersAndPunctuation": "numbersAndPunctuation",
    "namePhonePad": "namePhonePad", "twitter": "twitter", "webSearch": "webSearch",
    "asciiCapableNumberPad": "asciiCapableNumberPad",
  ]
  static let textStyleSizes: [String: Double] = [
    "UICTFontTextStyleBody": 17, "UICTFontTextStyleCallout": 16,
    "UICTFontTextStyleHeadline": 17, "UICTFontTextStyleSubhead": 15,
    "UICTFontTextStyleFootnote": 13, "UICTFontTextStyleCaption1": 12,
    "UICTFontTextStyleCaption2": 11, "UICTFontTextStyleTitle0": 34,
    "UICTFontTextStyleTitle1": 28, "UICTFontTextStyleTitle2": 22,
    "UICTFontTextStyleTitle3": 20,
  ]
  static let weights: Set<String> = [
    "ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black",
  ]
  static let namedColors: [String: String] = [
    "whiteColor": "#ffffff", "blackColor": "#000000", "darkTextColor": "#000000",
    "groupTableViewBackgroundColor": "#efeff4", "tableCellGroupedBackgroundColor": "#ffffff",
    "lightGrayColor": "#aaaaaa", "darkGrayColor": "#555555", "grayColor": "#808080",
    "redColor": "#ff0000", "greenColor": "#00ff00", "blueColor": "#0000ff",
  ]

  func apply(_ e: IBElement, type: String, to tree: inout YAMLTree) {
    switch type {
    case "label":
      if let text = Self.text(of: e) { tree.set("text", .string(text, at: e.position(of: "text"))) }
      if let font = font(e) { tree.set("font", font) }
      if let alignment = e["textAlignment"].flatMap({ Self.alignments[$0] }) {
        tree.set("alignment", .string(alignment, at: e.position(of: "textAlignment")))
      }
      if let lines = e.number("numberOfLines"), lines != 1 {
        tree.set("lines", .number(lines, at: e.position(of: "numberOfLines")))
      }
      if e.flag("adjustsFontForContentSizeCategory") {
        let at = e.position(of: "adjustsFontForContentSizeCategory")
        tree.set("adjustsFontForContentSizeCategory", .bool(true, at: at))
      }
      if e["adjustsFontSizeToFit"] != "NO", let scale = e.number("minimumScaleFactor"),
        scale > 0, scale < 1
      {
        tree.set("minimumScaleFactor", .number(scale, at: e.position(of: "minimumScaleFactor")))
      }
    case "button":
      if let title = Self.buttonTitle(e) { tree.set("title", .string(title.text, at: title.at)) }
      if let image = Self.buttonImage(e) { tree.set("image", .string(image.name, at: image.at)) }
      tree.set(
        "style", .string(Self.buttonStyle(e["buttonType"]), at: e.position(of: "buttonType")))
      enabled(e, &tree)
      if let font = font(e) { tree.set("font", font) }
    case "textField":
      if let text = e["text"] { tree.set("text", .string(text, at: e.position(of: "text"))) }
      if let placeholder = e["placeholder"] {
        tree.set("placeholder", .string(placeholder, at: e.position(of: "placeholder")))
      }
      let traits = e.child(key: "textInputTraits")
      if traits?.flag("secureTextEntry") == true {
        tree.set("secure", .bool(true, at: traits?.position ?? e.position))
      }
      if let keyboard = traits?["keyboardType"] {
        if let mapped = Self.keyboards[keyboard] {
          tree.set(
            "keyboard", .string(mapped, at: traits?.position(of: "keyboardType") ?? e.position))
        } else if keyboard != "default" {
          mapper.skip(
            traits?.position(of: "keyboardType") ?? e.position, "keyboard type '\(keyboard)'",
            "it is not a UIKit keyboard type the format knows; it uses default")
        }
      }
      enabled(e, &tree)
      if let font = font(e) { tree.set("font", font) }
      if let alignment = e["textAlignment"].flatMap({ Self.alignments[$0] }) {
        tree.set("alignment", .string(alignment, at: e.position(of: "textAlignment")))
      }
    case "textView":
      if let text = Self.text(of: e) { tree.set("text", .string(text, at: e.position(of: "text"))) }
      if e["editable"] == "NO" {
        tree.set("editable", .bool(false, at: e.position(of: "editable")))
      }
      if let alignment = e["textAlignment"].flatMap({ Self.alignments[$0] }) {
        tree.set("alignment", .string(alignment, at: e.position(of: "textAlignment")))
      }
      if let font = font(e) { tree.set("font", font) }
    case "imageView":
      if let image = e["image"] { tree.set("image", .string(image, at: e.position(of: "image"))) }
      if let mode = e["contentMode"] {
        tree.set(
          "contentMode",
          .string(Self.contentModes[mode] ?? "scaleToFill", at: e.position(of: "contentMode")))
      }
    case "switch":
      tree.set("on", .bool(e.flag("on"), at: e.position(of: "on")))
      enabled(e, &tree)
    case "slider":
      for (attribute, key) in [("value", "value"), ("minValue", "min"), ("maxValue", "max")] {
        if let value = e.number(attribute) {
          tree.set(key, .number(value, at: e.position(of: attribute)))
        }
      }
      enabled(e, &tree)
    case "segmentedControl":
      let segments = e.first("segments")?.children(named: "segment") ?? []
      let titles = segments.map { YAMLTree.quoted($0["title"] ?? $0["image"] ?? "") }
      if !titles.isEmpty {
        tree.set(
          "segments", YAMLTree(.flowList(titles), at: e.first("segments")?.position ?? e.position))
      }
      if let selected = e.number("selectedSegmentIndex") {
        tree.set("selected", .number(selected, at: e.position(of: "selectedSegmentIndex")))
      }
      enabled(e, &tree)
    case "tableView":
      let style = e["style"] ?? "plain"
      let mapped = ["plain", "grouped", "insetGrouped"].contains(style) ? style : "plain"
      tree.set("style", .string(mapped, at: e.position(of: "style")))
    case "stackView":
      tree.set(
        "axis",
        .string(e["axis"] == "vertical" ? "vertical" : "horizontal", at: e.position(of: "axis")))
      let spacing = e["spacingType"] == "standard" ? 8 : e.number("spacing") ?? 0
      if spacing != 0 { tree.set("spacing", .number(spacing, at: e.position(of: "spacing"))) }
      if let alignment = e["alignment"] {
        tree.set("alignment", .string(alignment, at: e.position(of: "alignment")))
      }
      if let distribution = e["distribution"] {
        tree.set("distribution", .string(distribution, at: e.position(of: "distribution")))
      }
      if e.flag("baselineRelativeArrangement") {
        tree.set(
          "baselineRelativeArrangement",
          .bool(true, at: e.position(of: "baselineRelativeArrangement")))
      }
      // Interface Builder writes a stack view's margins only when it arranges its views
      // inside them: every stack of the corpus with `<edgeInsets key="layoutMargins">`
      // (Xcode 10 to 26, Readium's, e-Rouška's, Instructions', xDrip's) stores its views
      // inset by them, without the attribute.
      if e.flag("layoutMarginsRelativeArrangement") {
        tree.set(
          "layoutMarginsRelativeArrangement",
          .bool(true, at: e.position(of: "layoutMarginsRelativeArrangement")))
      } else if let margins = e.child(key: "layoutMargins"), margins.name == "edgeInsets" {
        tree.set("layoutMarginsRelativeArrangement", .bool(true, at: margins.position))
      }
    default:
      applyMore(e, type: type, to: &tree)
    }
    common(e, type: type, &tree)
  }

  func enabled(_ e: IBElement, _ tree: inout YAMLTree) {
    if e["enabled"] == "NO" { tree.set("enabled", .bool(false, at: e.position(of: "enabled"))) }
  }

  /// The properties every view takes, and its layout priorities.
  private func common(_ e: IBElement, type: String, _ tree: inout YAMLTree) {
    if e.flag("hidden") { tree.set("hidden", .bool(true, at: e.position(of: "hidden"))) }
    let interactiveByDefault = type != "label" && type != "imageView"
    if let flag = e["userInteractionEnabled"], (flag == "YES") != interactiveByDefault {
      tree.set(
        "userInteraction", .bool(flag == "YES", at: e.position(of: "userInteractionEnabled")))
    }
    if let color = e.child(key: "backgroundColor"),
      let value = Self.colorValue(color, colors: mapper.session.colors)
    {
      tree.set("backgroundColor", .string(value, at: color.position))
    }
    textColor(e, type: type, &tree)
    accessibility(e, &tree)
    for (key, horizontal, vertical) in Self.priorities {
      let h = e.number(horizontal)
      let v = e.number(vertical)
      guard h != nil || v != nil else { continue }
      var pair = YAMLTree.mapping(at: e.position(of: horizontal))
      if let h { pair.set("h", .number(h, at: e.position(of: horizontal))) }
      if let v { pair.set("v", .number(v, at: e.position(of: vertical))) }
      tree.set(key, pair)
    }
  }

  /// The format's priority keys with IB's horizontal and vertical attributes, spelled out
  /// once rather than joined for every view.
  private static let priorities = [
    ("contentHugging", "horizontalHuggingPriority", "verticalHuggingPriority"),
    (
      "compressionResistance", "horizontalCompressionResistancePriority",
      "verticalCompressionResistancePriority"
    ),
  ]

  /// `{size, weight}` from the `fontDescription` of `e` (a view, or a `<variation>` of one).
  func font(_ e: IBElement) -> YAMLTree? {
    guard let font = e.child(key: "fontDescription") else { return nil }
    var size = font.number("pointSize")
    var weight = "regular"
    switch font["type"] {
    case "boldSystem": weight = "bold"
    default: break
    }
    if let w = font["weight"], Self.weights.contains(w) { weight = w }
    if let style = font["style"], let styleSize = Self.textStyleSizes[style] {
      size = size ?? styleSize
      if style == "UICTFontTextStyleHeadline" { weight = "semibold" }
    }
    if let name = font["name"], name.lowercased().contains("bold") { weight = "bold" }
    guard let size, size > 0 else { return nil }
    var tree = YAMLTree.mapping(at: font.position)
    tree.set("size", .number(size, at: font.position(of: "pointSize")))
    tree.set("weight", .string(weight, at: font.position))
    if let style = font["style"].flatMap(DynamicType.TextStyle.init(interfaceBuilder:)) {
      tree.set("style", .string(style.rawValue, at: font.position(of: "style")))
    }
    return tree
  }

  /// A label's or text view's text: the attribute, a `<string key="text">`, or the fragments
  /// of its attributed text.
  static func text(of e: IBElement) -> String? {
    if let text = e["text"] { return text }
    if let string = e.children.first(where: { $0.name == "string" && $0["key"] == "text" }) {
      return string.text
    }
    if let attributed = e.child(key: "attributedText") {
      return attributed.children(named: "fragment").map {
        $0["content"] ?? $0.first("string")?.text ?? ""
      }.joined()
    }
    return nil
  }

  /// The normal state's title, or the configuration's (iOS 15 buttons).
  static func buttonTitle(_ e: IBElement) -> (text: String, at: TextPosition)? {
    if let state = e.children.first(where: { $0.name == "state" && $0["key"] == "normal" }) {
      if let title = state["title"] { return (title, state.position(of: "title")) }
      if let attributed = state.child(key: "attributedTitle") {
        let text = attributed.children(named: "fragment").map { $0["content"] ?? "" }.joined()
        return (text, attributed.position)
      }
    }
    if let configuration = e.child(key: "configuration"), let title = configuration["title"] {
      return (title, configuration.position(of: "title"))
    }
    return nil
  }

  static func buttonStyle(_ type: String?) -> String {
    switch type {
    case "roundedRect"?, "system"?: "system"
    case "contactAdd"?: "contactAdd"
    case "infoLight"?: "infoLight"
    case "infoDark"?: "infoDark"
    case "detailDisclosure"?: "detailDisclosure"
    default: "custom"
    }
  }

  /// `#rrggbb` of a `<color>`: its components, a system or named colour through
  /// `<resources>`, or a classic named colour; nil for a clear one.
  static func hex(_ color: IBElement, colors: [String: String]) -> String? {
    if let alpha = color.number("alpha"), alpha < 0.01 { return nil }
    func byte(_ value: Double) -> String {
      let clamped = Int((min(max(value, 0), 1) * 255).rounded())
      let digits = String(clamped, radix: 16)
      return digits.count == 1 ? "0" + digits : digits
    }
    if let r = color.number("red"), let g = color.number("green"), let b = color.number("blue") {
      return "#" + byte(r) + byte(g) + byte(b)
    }
    if let white = color.number("white") { return "#" + String(repeating: byte(white), count: 3) }
    if let name = color["systemColor"] ?? color["name"] { return colors[name] }
    if let name = color["cocoaTouchSystemColor"] { return namedColors[name] }
    return nil
  }
}
