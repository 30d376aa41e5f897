import StoryboardXML

/// What an Interface Builder document says that the scene format does not carry (a text
/// field's `textContentType`, a button's image, a class's module, a cell's separator inset),
/// compared in the XML itself: each element with an `id` in both versions, by its attributes
/// and its children that have none (`<state>`, `<textInputTraits>`, `<inset>`, ...), by key.
///
/// Churn is left out: stored frames, the document's tool and layout settings, canvas places,
/// `<nil>` children (a default Xcode writes out or drops), and what the comparison of scene
/// files already covers (the elements of constraints, segues and connections, and subview
/// lists, whose order is churn).
enum UncarriedAttributes {
  /// One element's values: its tag, the scene it is in (its controller's id), and each
  /// attribute and id-less child on one line.
  struct Entry {
    var tag: String
    var scene: String?
    var fields: [String: String]
  }

  /// Attributes that are churn or that scene files carry in their own terms.
  static let ignoredAttributes: Set<String> = [
    "id", "misplaced", "ambiguous", "fixedFrame", "customModuleProvider", "sceneMemberID",
    "userLabel", "colorMatched", "useTraitCollections", "useSafeAreas", "useAutolayout",
    "toolsVersion", "systemVersion", "targetRuntime", "propertyAccessControl", "version",
    "initialViewController", "launchScreen", "type",
  ]

  /// Children that are structure the scene-file comparison covers, or churn.
  static let ignoredChildren: Set<String> = [
    "subviews", "constraints", "connections", "variation", "prototypes", "cells", "sections",
    "objects", "nil", "point", "scenes", "resources", "dependencies", "inferredMetricsTieBreakers",
    "viewLayoutGuide", "layoutGuides", "simulatedMetricsContainer",
  ]

  /// Elements the scene-file comparison covers field by field, or that are churn.
  static let ignoredElements: Set<String> = [
    "constraint", "segue", "outlet", "action", "outletCollection", "scene", "placeholder", "exit",
    "viewLayoutGuide", "document",
  ]

  /// Every element with an `id`, by id (the first of a repeated one), but those of the
  /// scenes `skipping` names by `sceneID`.
  static func index(_ root: IBElement, skipping: Set<String> = []) -> [String: Entry] {
    var entries: [String: Entry] = [:]
    var pending: [(IBElement, String?)] = [(root, nil)]
    while let (element, scene) = pending.popLast() {
      var inScene = scene
      if element.name == "scene" {
        if let id = element["sceneID"], skipping.contains(id) { continue }
        let objects = element.children(named: "objects").first?.children ?? []
        inScene = objects.first { $0["sceneMemberID"] == "viewController" }?["id"]
      }
      if let id = element["id"], !ignoredElements.contains(element.name), entries[id] == nil {
        entries[id] = Entry(tag: element.name, scene: inScene, fields: fields(of: element))
      }
      for child in element.children { pending.append((child, inScene)) }
    }
    return entries
  }

  /// The `sceneID`s of the scenes both documents hold alike, wherever they are in their
  /// files: no element in them can differ, so they need not be indexed.
  static func sameScenes(_ old: IBElement, _ new: IBElement) -> Set<String> {
    guard let oldScenes = old.children(named: "scenes").first,
      let newScenes = new.children(named: "scenes").first
    else { return [] }
    var byID: [String: IBElement] = [:]
    for scene in oldScenes.children where scene.name == "scene" {
      if let id = scene["sceneID"], byID[id] == nil { byID[id] = scene }
    }
    var same: Set<String> = []
    for scene in newScenes.children where scene.name == "scene" {
      guard let id = scene["sceneID"], let previous = byID[id], alike(previous, scene) else {
        continue
      }
      same.insert(id)
    }
    return same
  }

  /// Whether two elements hold the same: name, attributes, text and children, in order,
  /// positions aside.
  static func alike(_ a: IBElement, _ b: IBElement) -> Bool {
    guard a.name == b.name, a.text == b.text, a.attributes.count == b.attributes.count,
      a.children.count == b.children.count
    else { return false }
    let (attributes, others) = (a.attributes, b.attributes)
    for index in attributes.indices
    where attributes[index].name != others[index].name
      || attributes[index].value != others[index].value
    {
      return false
    }
    let (children, counterparts) = (a.children, b.children)
    for index in children.indices where !alike(children[index], counterparts[index]) {
      return false
    }
    return true
  }

  /// The element's attributes and id-less children, each on one line.
  static func fields(of element: IBElement) -> [String: String] {
    var fields: [String: String] = [:]
    for attribute in element.attributes where !ignoredAttributes.contains(attribute.name) {
      fields[attribute.name] = attribute.value
    }
    // Spellings Xcode moved between on its own: the same value.
    if element.name == "barButtonItem", fields["style"] == "plain" { fields["style"] = nil }
    if fields["buttonType"] == "roundedRect" { fields["buttonType"] = "system" }
    // The second child of one name and key is `name#2`, the third `name#3`, ...
    var seen: [String: Int] = [:]
    for child in element.children
    where child["id"] == nil && !ignoredChildren.contains(child.name)
      && !(child.name == "rect" && child["key"] == "frame")
    {
      var name = child["key"].map { "\(child.name)[\($0)]" } ?? child.name
      if child.name == "state" { name = "state[\(child["key"] ?? "")]" }
      let count = seen[name, default: 0] + 1
      seen[name] = count
      fields[count == 1 ? name : name + "#\(count)"] = render(child)
    }
    return fields
  }

  /// An id-less element on one line: `{attribute: value, child: {...}}`, keys sorted. A
  /// colour that names a system colour is that name alone: Xcode 11 and later rewrite its
  /// older spellings (`cocoaTouchSystemColor`, `xcode11CocoaTouchSystemColor`) on their own.
  static func render(_ element: IBElement) -> String {
    if element.name == "color",
      let system = element["systemColor"] ?? element["xcode11CocoaTouchSystemColor"]
    {
      return "{systemColor: \(value(system))}"
    }
    var parts = element.attributes.filter { $0.name != "key" }
      .map { "\($0.name): " + value($0.value) }
    for child in element.children where child.name != "nil" {
      // An element with an id of its own is compared by itself: here, only which one it is.
      let shown = child["id"] ?? render(child)
      parts.append(child.name + (child["key"].map { "[\($0)]" } ?? "") + ": " + shown)
    }
    if !element.text.isEmpty { parts.append("text: " + value(element.text)) }
    let line = "{" + parts.sorted().joined(separator: ", ") + "}"
    guard line.count > FlowText.maxLength else { return line }
    return String(line.prefix(FlowText.maxLength - 1)) + "…"
  }

  private static func value(_ text: String) -> String {
    text.unicodeScalars.allSatisfy {
      $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "."
    }
      && !text.isEmpty ? text : FlowText.quoted(text)
  }
}
