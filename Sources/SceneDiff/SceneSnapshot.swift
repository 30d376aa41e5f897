import YAML

/// A scene file's content as things with an identity, ready to compare: each scene and
/// each view, cell or bar item under its Interface Builder id (`ib:`) when it has one, else
/// its id, with its properties written on one line (`FlowText`), and the connections
/// between them (segues, outlets, actions, constraints) as references to those ids.
///
/// Stored design-time frames (`frame:`, `superviewSize:`, an `intrinsicSize:` measured on
/// the canvas) are left out: Xcode rewrites them whenever a file is opened on another device.
struct FileSnapshot {
  /// The file's own settings that mean something (`storyboard:`, `initial:`, `ios:`).
  var fields: [String: String] = [:]
  /// The scenes, in file order, each read only when it is compared or summarized.
  var scenes: [SceneSource] = []
  /// Scene id to its key (its `ib:`, else the id itself).
  var sceneKeys: [String: String] = [:]

  /// The keys at the top of a scene file that are churn or structure, not settings.
  static let skippedFileKeys: Set<String> = ["format", "devices", "scenes"]

  /// Reads the snapshot from a scene file's root node.
  init(_ root: Node) {
    for pair in root.mapping ?? [] {
      guard let key = pair.key.scalar?.text else { continue }
      if key == "scenes" {
        readScenes(pair.value)
      } else if !Self.skippedFileKeys.contains(key) {
        fields[key] = FlowText.render(pair.value)
      }
    }
    for scene in scenes where sceneKeys[scene.name] == nil { sceneKeys[scene.name] = scene.key }
  }

  private mutating func readScenes(_ node: Node) {
    if let pairs = node.mapping {
      for pair in pairs {
        guard let id = pair.key.scalar?.text, let body = pair.value.mapping else { continue }
        scenes.append(SceneSource(name: id, body: body))
      }
    } else {
      for item in node.sequence ?? [] {
        guard let body = item.mapping, let id = Self.text(of: "id", in: body) else { continue }
        scenes.append(SceneSource(name: id, body: body))
      }
    }
  }

  /// The scalar text of `key` in a mapping's pairs.
  static func text(of key: String, in pairs: [Node.Pair]) -> String? {
    pairs.first { $0.key.scalar?.text == key }?.value.scalar?.text
  }
}

/// One scene of a file before it is read into its ``SceneSnapshot``: its identity and its
/// mapping. Most scenes of a diff are the same in both versions; telling so by their nodes
/// costs less than reading them.
struct SceneSource {
  /// The scene's identity: its `ib:`, else its id.
  var key: String
  /// Its id as written.
  var name: String
  var body: [Node.Pair]

  init(name: String, body: [Node.Pair]) {
    self.key = FileSnapshot.text(of: "ib", in: body) ?? name
    self.name = name
    self.body = body
  }

  /// The scene read into things with keys.
  func read() -> SceneSnapshot {
    SceneSnapshot(id: name, body: body)
  }

  /// Whether both read into the same snapshot: the same id and nodes that say the same.
  func reads(as other: SceneSource) -> Bool {
    name == other.name && Node.samePairs(body, other.body)
  }
}

extension Node {
  /// Whether two nodes say the same, wherever they stand (their marks aside): the same
  /// content, style, tag and flow.
  func hasSameContent(as other: Node) -> Bool {
    guard isFlow == other.isFlow, tag == other.tag else { return false }
    switch (content, other.content) {
    case (.scalar(let mine), .scalar(let theirs)):
      return mine == theirs
    case (.sequence(let mine), .sequence(let theirs)):
      return mine.count == theirs.count
        && zip(mine, theirs).allSatisfy { $0.hasSameContent(as: $1) }
    case (.mapping(let mine), .mapping(let theirs)):
      return Node.samePairs(mine, theirs)
    default:
      return false
    }
  }

  /// Whether two mappings' pairs say the same, in the same order.
  static func samePairs(_ mine: [Pair], _ theirs: [Pair]) -> Bool {
    mine.count == theirs.count
      && zip(mine, theirs).allSatisfy {
        $0.key.hasSameContent(as: $1.key) && $0.value.hasSameContent(as: $1.value)
      }
  }
}

/// One scene's snapshot: the scene's controller is `elements[0]`, then every view, cell and
/// bar item depth first in file order.
struct SceneSnapshot: Equatable {
  /// The scene's identity: its `ib:`, else its id.
  var key: String
  /// Its id as written.
  var name: String
  var elements: [Element] = []
  var outlets: [OutletRecord] = []
  var actions: [Record] = []
  var segues: [Record] = []
  var constraints: [ConstraintRecord] = []
  /// View (and bar item, cell) id to its key.
  var viewKeys: [String: String] = [:]

  init(id: String, body: [Node.Pair]) {
    name = id
    key = FileSnapshot.text(of: "ib", in: body) ?? id
    var reader = ElementReader(scene: self)
    reader.readElement(
      body, key: key, name: id, kind: "scene", parent: "", role: "", position: nil)
    self = reader.scene
    for element in elements.dropFirst() where viewKeys[element.name] == nil {
      viewKeys[element.name] = element.key
      if element.parent != key, parentKeys[element.key] == nil {
        parentKeys[element.key] = element.parent
      }
    }
  }

  /// View key to the key of the view holding it, for the views not on the root view.
  var parentKeys: [String: String] = [:]

  /// The key of a view id of this scene (`superview`, guides and unknown ids as they are).
  func viewKey(_ id: String) -> String {
    viewKeys[id] ?? id
  }

  /// The key `superview` stands for in a constraint on the view `id`: its superview's key,
  /// or `superview` itself for a view of the root view.
  func superviewKey(of id: String) -> String {
    parentKeys[viewKey(id)] ?? "superview"
  }
}

/// A view, cell, bar item or the scene itself.
struct Element: Equatable {
  /// Its `ib:`, else its id.
  var key: String
  /// Its id as written, else its `ib:`.
  var name: String
  /// Its view type, else what the key it is listed under makes it (`cell`, `bar item`).
  var kind: String
  /// The key of the element holding it; empty for the scene.
  var parent: String
  /// The key it is listed under (`subviews`, `arrangedSubviews`, `prototypes`, ...).
  var role: String
  /// Its place among a stack view's arranged subviews, whose order lays them out.
  var position: Int?
  /// Property name to its value on one line.
  var fields: [String: String] = [:]
  /// Size-class condition (`when:`) to the variation's values on one line.
  var variations: [String: String] = [:]
}

/// A segue or an action: its owner's key and its values on one line, with the ids it names
/// kept apart so that a renamed view is not a changed connection.
struct Record: Equatable {
  var owner: String
  var fields: [String: String]
  /// `from:` as written (a view, cell or bar item id).
  var from: String?
  /// `to:` as written: scene ids (segues); `target:` for an action.
  var to: [String]
}

/// An outlet or a delegate wiring: owner, property, target ids.
struct OutletRecord: Equatable {
  var owner: String
  var property: String
  var targets: [String]
  var isDelegate: Bool
}

/// A constraint as written, with the `when:` conditions around it.
struct ConstraintRecord: Equatable {
  var owner: String
  var when: String
  var text: String
  /// `{ id:, constraint: }`'s name, `placeholder: true`: what else the entry says.
  var extras: String
}
