import IBDocument

/// The three-way merge of one element and, recursively, what it holds, with elements
/// matched by ``ElementKey`` (IB ids first). What only one side changed is taken from it;
/// what both sides changed alike is kept; what both changed differently is a conflict, as is
/// an element one side deleted and the other changed.
struct TreeMerge {
  /// The file names conflicts are located in.
  let oursFile: String
  let theirsFile: String
  /// Where each element with an id is in each version.
  let moves: Moves
  var conflicts: [MergeConflict] = []
  var notes: [MergeNote] = []

  /// Where an element is: its scene, the nearest element with an id above it (for elements
  /// without one) and its level (the root is 0).
  struct Place {
    var scene: String?
    var owner: String?
    var level: Int
  }

  mutating func merge(base: IBNode, ours: IBNode, theirs: IBNode, place: Place) -> IBNode {
    if theirs.sameContent(as: base) { return ours }
    if ours.sameContent(as: base) {
      var node = theirs
      node.leading = pick(base.leading, ours.leading, theirs.leading)
      return node
    }
    let what = ElementNames.element(ours, owner: place.owner)
    if DesignTime.keepsOurs(ours) {
      notes.append(
        MergeNote(
          file: oursFile, at: ours.position,
          "both sides changed \(what), which Xcode writes for itself: kept ours; Xcode "
            + "updates it when it opens the file"))
      return ours
    }
    var node = ours
    node.setAttributes(mergeAttributes(base, ours, theirs, what: what, place: place))
    node.leading = pick(base.leading, ours.leading, theirs.leading)
    if base.children.isEmpty, ours.children.isEmpty, theirs.children.isEmpty {
      node.trailing = mergeText(base, ours, theirs, what: what, place: place)
      return node
    }
    var inner = place
    inner.level += 1
    if ours.name == "scene" { inner.scene = ElementNames.scene(ours) }
    // What it holds is named after it: by its id, or by the key that names it among its
    // siblings (`'integer' value of 'userDefinedRuntimeAttribute' layer.cornerRadius of …`).
    if ours.identifier != nil || ElementNames.key(of: ours) != nil { inner.owner = what }
    let children = mergeChildren(
      base: base.children, ours: ours.children, theirs: theirs.children, place: inner)
    node.replaceChildren(children, level: place.level)
    return node
  }

  /// THEIRS' bytes when OURS left them as in BASE, else OURS'.
  private func pick(
    _ base: ArraySlice<UInt8>, _ ours: ArraySlice<UInt8>, _ theirs: ArraySlice<UInt8>
  ) -> ArraySlice<UInt8> {
    ours.elementsEqual(base) ? theirs : ours
  }

  /// OURS' attributes in OURS' order, with THEIRS' changes and removals, and THEIRS' new
  /// attributes after the attribute they follow in THEIRS (Xcode's order for the element).
  private mutating func mergeAttributes(
    _ base: IBNode, _ ours: IBNode, _ theirs: IBNode, what: String, place: Place
  ) -> [IBNode.Attribute] {
    var merged: [IBNode.Attribute] = []
    for attribute in ours.attributes {
      let old = base.rawValue(of: attribute.name)
      let new = theirs.rawValue(of: attribute.name)
      if new == old || new == attribute.rawValue {
        merged.append(attribute)
      } else if old == attribute.rawValue {
        if let new { merged.append(IBNode.Attribute(name: attribute.name, rawValue: new)) }
      } else {
        conflict(attribute.name, of: ours, ours: attribute.rawValue, theirs: new, what, place)
        merged.append(attribute)
      }
    }
    for attribute in base.attributes where ours.rawValue(of: attribute.name) == nil {
      if let new = theirs.rawValue(of: attribute.name), new != attribute.rawValue {
        conflict(attribute.name, of: ours, ours: nil, theirs: new, what, place)
      }
    }
    for (index, attribute) in theirs.attributes.enumerated()
    where base.rawValue(of: attribute.name) == nil && ours.rawValue(of: attribute.name) == nil {
      var at = 0
      for previous in theirs.attributes[..<index].reversed() {
        if let found = merged.firstIndex(where: { $0.name == previous.name }) {
          at = found + 1
          break
        }
      }
      merged.insert(attribute, at: at)
    }
    return merged
  }

  /// The text of an element without children, merged as one value.
  private mutating func mergeText(
    _ base: IBNode, _ ours: IBNode, _ theirs: IBNode, what: String, place: Place
  ) -> ArraySlice<UInt8> {
    if ours.trailing.elementsEqual(base.trailing) { return theirs.trailing }
    if theirs.trailing.elementsEqual(base.trailing) || theirs.trailing.elementsEqual(ours.trailing)
    {
      return ours.trailing
    }
    conflicts.append(
      MergeConflict(
        .mergeConflict, file: oursFile, at: ours.position,
        "both sides changed the text of \(what)\(ElementNames.sceneSuffix(place.scene)): "
          + "ours '\(String(decoding: ours.trailing, as: UTF8.self))', "
          + "theirs '\(String(decoding: theirs.trailing, as: UTF8.self))'; "
          + "edit the file to keep one"))
    return ours.trailing
  }

  /// Records an attribute both sides changed, or, for a design-time value Xcode writes
  /// again on its own (``DesignTime``), keeps OURS with a note.
  private mutating func conflict(
    _ name: String, of node: IBNode, ours: String?, theirs: String?, _ what: String,
    _ place: Place
  ) {
    func shown(_ value: String?) -> String {
      value.map { "'\(XMLText.unescaped($0))'" } ?? "(removed)"
    }
    let scene = ElementNames.sceneSuffix(place.scene)
    if DesignTime.keepsOurs(node, attribute: name) {
      notes.append(
        MergeNote(
          file: oursFile, at: node.position,
          "both sides changed the design-time '\(name)' of \(what)\(scene): kept ours "
            + "\(shown(ours)) over theirs \(shown(theirs)); Xcode updates it when it opens the file"
        ))
      return
    }
    conflicts.append(
      MergeConflict(
        .mergeConflict, file: oursFile, at: node.position,
        "both sides changed '\(name)' of \(what)\(scene): ours \(shown(ours)), "
          + "theirs \(shown(theirs)); edit the file to keep one"))
  }
}

/// Values Xcode writes for its own use, not the user's: the frames it stores for the canvas,
/// where a scene sits on the canvas, the sizes of the images in `<resources>`, and the
/// versions of the tools that last saved the file. Two different values are not a conflict:
/// OURS is kept, and Xcode writes its own when it next opens the file.
enum DesignTime {
  /// Whether the whole element is Xcode's own: `<inferredMetricsTieBreakers>`, the segues
  /// Xcode picked to infer simulated metrics from, and the document's `<device>`, the one
  /// the canvas was last shown on.
  static func keepsOurs(_ node: IBNode) -> Bool {
    node.name == "inferredMetricsTieBreakers" || node.name == "device"
  }

  /// Whether the attribute `attribute` of `node` is Xcode's own.
  static func keepsOurs(_ node: IBNode, attribute: String) -> Bool {
    switch node.name {
    case "rect", "point", "size":
      node.rawValue(of: "key") == "frame" || node.rawValue(of: "key") == "canvasLocation"
    case "document": attribute == "toolsVersion" || attribute == "systemVersion"
    case "plugIn", "capability", "deployment": true
    case "image": attribute == "width" || attribute == "height"
    default: false
    }
  }
}
