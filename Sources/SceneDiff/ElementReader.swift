import YAML

/// Walks one scene's mapping into its `SceneSnapshot`: every mapping with an `ib:` or an
/// `id:` inside it is an element of its own, wherever it is listed (`views`, `subviews`,
/// `prototypes`, a static table's `sections[].cells`, `navigationItem.right`, ...); the
/// connection keys (`segues`, `actions`, `outlets`, `delegates`, `constraints`) become
/// records; every other key is a property.
struct ElementReader {
  var scene: SceneSnapshot

  /// Keys that hold design-time geometry Xcode rewrites (churn), never compared.
  static let churnKeys: Set<String> = ["frame", "superviewSize"]

  /// Reads one element and what it holds.
  mutating func readElement(
    _ pairs: [Node.Pair], key: String, name: String, kind: String, parent: String,
    role: String, position: Int?
  ) {
    let index = scene.elements.count
    scene.elements.append(
      Element(key: key, name: name, kind: kind, parent: parent, role: role, position: position))
    for pair in pairs {
      guard let field = pair.key.scalar?.text else { continue }
      switch field {
      case "ib", "id": continue
      case "type" where index > 0:
        scene.elements[index].kind = FlowText.render(pair.value)
      case "variations":
        readVariations(pair.value, into: index)
      case "segues", "actions":
        for item in pair.value.sequence ?? [] {
          guard let body = item.mapping else { continue }
          let record = Self.record(body, owner: key, target: field == "segues" ? "to" : "target")
          if field == "segues" { scene.segues.append(record) } else { scene.actions.append(record) }
        }
      case "outlets", "delegates":
        for outlet in pair.value.mapping ?? [] {
          guard let property = outlet.key.scalar?.text else { continue }
          scene.outlets.append(
            OutletRecord(
              owner: key, property: property, targets: Self.ids(outlet.value),
              isDelegate: field == "delegates"))
        }
      case "constraints":
        readConstraints(pair.value, owner: key, when: [])
      case "intrinsicSize" where Self.isCanvasMeasure(pair.value):
        continue
      default:
        if Self.churnKeys.contains(field) { continue }
        absorb(pair.value, as: field, owner: index)
      }
    }
  }

  /// A value under `name`: elements inside it are read as children of `owner`, the rest is
  /// the property `name`.
  private mutating func absorb(_ value: Node, as name: String, owner: Int) {
    let ownerKey = scene.elements[owner].key
    if let body = value.mapping, let (key, id) = Self.identity(body) {
      readElement(
        body, key: key, name: id, kind: Self.kind(listedUnder: name), parent: ownerKey,
        role: name, position: nil)
      return
    }
    if let items = value.sequence, items.contains(where: Self.holdsElements) {
      var rest: [Node] = []
      var arranged = 0
      for (index, item) in items.enumerated() {
        if let body = item.mapping, let (key, id) = Self.identity(body) {
          readElement(
            body, key: key, name: id, kind: Self.kind(listedUnder: name), parent: ownerKey,
            role: name, position: name == "arrangedSubviews" ? arranged : nil)
          arranged += 1
        } else if let pairs = item.mapping, Self.holdsElements(item) {
          for pair in pairs {
            guard let key = pair.key.scalar?.text else { continue }
            absorb(pair.value, as: "\(name)[\(index)].\(key)", owner: owner)
          }
        } else {
          rest.append(item)
        }
      }
      if !rest.isEmpty {
        scene.elements[owner].fields[name] = FlowText.render(
          Node(.sequence(rest), mark: value.mark))
      }
      return
    }
    if let pairs = value.mapping, Self.holdsElements(value) {
      for pair in pairs {
        guard let key = pair.key.scalar?.text else { continue }
        absorb(pair.value, as: "\(name).\(key)", owner: owner)
      }
      return
    }
    scene.elements[owner].fields[name] = FlowText.render(value)
  }

  private mutating func readVariations(_ value: Node, into index: Int) {
    for item in value.sequence ?? [] {
      guard let pairs = item.mapping, let when = FileSnapshot.text(of: "when", in: pairs) else {
        continue
      }
      let kept = pairs.filter {
        guard let key = $0.key.scalar?.text else { return false }
        return key != "when" && !Self.churnKeys.contains(key)
      }
      scene.elements[index].variations[when] = FlowText.render(
        Node(.mapping(kept), mark: item.mark))
    }
  }

  private mutating func readConstraints(_ value: Node, owner: String, when: [String]) {
    for item in value.sequence ?? [] {
      if let text = item.scalar?.text {
        scene.constraints.append(
          ConstraintRecord(
            owner: owner, when: when.joined(separator: ", "), text: text, extras: ""))
      } else if let pairs = item.mapping {
        if let condition = FileSnapshot.text(of: "when", in: pairs),
          let inner = pairs.first(where: { $0.key.scalar?.text == "constraints" })
        {
          readConstraints(inner.value, owner: owner, when: when + [condition])
        } else if let text = FileSnapshot.text(of: "constraint", in: pairs) {
          let extras = pairs.filter { $0.key.scalar?.text != "constraint" }
          scene.constraints.append(
            ConstraintRecord(
              owner: owner, when: when.joined(separator: ", "), text: text,
              extras: extras.isEmpty ? "" : FlowText.render(Node(.mapping(extras), mark: item.mark))
            ))
        }
      }
    }
  }

  /// A segue's or action's record; `target` names the key whose ids are kept apart.
  private static func record(_ body: [Node.Pair], owner: String, target: String) -> Record {
    var record = Record(owner: owner, fields: [:], from: nil, to: [])
    for pair in body {
      guard let key = pair.key.scalar?.text else { continue }
      switch key {
      case "from": record.from = pair.value.scalar?.text
      case target: record.to = ids(pair.value)
      default: record.fields[key] = FlowText.render(pair.value)
      }
    }
    return record
  }

  /// The ids a reference names: one scalar, or a list of them.
  static func ids(_ node: Node) -> [String] {
    if let text = node.scalar?.text { return [text] }
    return (node.sequence ?? []).map { $0.scalar?.text ?? FlowText.render($0) }
  }

  /// An element's key (`ib:`, else `id:`) and name (`id:`, else `ib:`).
  static func identity(_ pairs: [Node.Pair]) -> (key: String, name: String)? {
    let ib = FileSnapshot.text(of: "ib", in: pairs)
    let id = FileSnapshot.text(of: "id", in: pairs)
    guard let key = ib ?? id, let name = id ?? ib else { return nil }
    return (key, name)
  }

  /// Whether a value is or holds an element.
  static func holdsElements(_ node: Node) -> Bool {
    switch node.content {
    case .scalar: false
    case .sequence(let items): items.contains(where: holdsElements)
    case .mapping(let pairs): identity(pairs) != nil || pairs.contains { holdsElements($0.value) }
    }
  }

  /// `intrinsicSize: {canvas: [w, h]}`: what Xcode measured on its canvas, churn.
  static func isCanvasMeasure(_ node: Node) -> Bool {
    node.mapping?.contains { $0.key.scalar?.text == "canvas" } ?? false
  }

  /// What an element without a `type:` is, by the key it is listed under.
  static func kind(listedUnder key: String) -> String {
    let last = key.split(separator: ".").last.map(String.init) ?? key
    switch last {
    case "prototypes", "cells", "sectionHeader", "sectionFooter": return "cell"
    case "items": return "item"
    case "left", "right", "toolbarItems": return "bar item"
    case "gestures": return "gesture"
    case "objects": return "object"
    case "alerts": return "alert"
    default: return "view"
    }
  }
}
