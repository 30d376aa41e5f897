import SceneModel
import StoryboardXML
import YAML

/// Semantic diff of two versions of a storyboard, XIB or scene file (docs/Diff.md).
///
/// Both versions are compared as scene files (a storyboard as its import writes it), thing by
/// thing under its identity: a scene, view, cell or bar item by its Interface Builder id
/// (`ib:`), else its id; segues, outlets, actions and constraints by what they connect. What
/// Xcode rewrites on its own (stored frames, `toolsVersion`, element order, resources,
/// simulated metrics) is not a change. Each changed scene is then laid out on each device in
/// both versions (`LayoutEffects`), to tell which views moved.
///
///     let report = SceneDiff.compare(old: before, new: after)
///     print(report.isEmpty ? "no semantic change" : "\(report.changeCount) changes")
public enum SceneDiff {
  /// One version of a file: its scene-file tree and, when it loads, its model.
  public struct Side: Sendable {
    /// The scene file's root node (a storyboard's import, read back); nil for a file that
    /// is not there (one side of an added or removed file).
    public var root: Node?
    /// The model, for the layout effects; nil when the file did not load.
    public var model: Storyboard?
    /// Whether it is an Interface Builder document, whose scene-file name (`storyboard:`)
    /// is only its file's name.
    public var isInterfaceBuilder: Bool
    /// An Interface Builder document's XML (`UncarriedAttributes`); nil for a scene file.
    public var document: IBElement?
    /// The tree read into things with keys, when `prepared()` made it ahead of `compare`.
    var snapshot: FileSnapshot? = nil

    public init(
      root: Node?, model: Storyboard?, isInterfaceBuilder: Bool = false,
      document: IBElement? = nil
    ) {
      self.root = root
      self.model = model
      self.isInterfaceBuilder = isInterfaceBuilder
      self.document = document
    }

    /// The side with the reading `compare` starts with done now: the two versions of a
    /// diff are loaded on two cores, and each can be read there too.
    public func prepared() -> Side {
      var side = self
      side.snapshot = root.map(FileSnapshot.init)
      return side
    }

    /// The side's tree read into things with keys (an absent file's is empty).
    fileprivate var read: FileSnapshot {
      snapshot ?? root.map(FileSnapshot.init) ?? FileSnapshot(Node(.mapping([]), mark: .start))
    }
  }

  /// The changes from `old` to `new`; with `layout`, each changed scene's layout effects.
  public static func compare(old: Side, new: Side, layout: Bool = true) -> DiffReport {
    let (before, after) = (old.read, new.read)
    var report = DiffReport()
    // A file added or deleted is a change, whatever it holds (a storyboard of no scenes too).
    switch (old.root, new.root) {
    case (nil, _?):
      report.fileChanges.append(Change(subject: .file, kind: .added, element: "(new file)"))
    case (_?, nil):
      report.fileChanges.append(Change(subject: .file, kind: .removed, element: "(file deleted)"))
    default: break
    }
    report.fileChanges += fileChanges(before, after).filter {
      // A storyboard's scene-file name is its file's name, not something it says.
      !(old.isInterfaceBuilder || new.isInterfaceBuilder) || $0.field != "name"
    }
    var uncarried = UncarriedChanges(old: old.document, new: new.document, snapshot: after)
    let oldScenes = Dictionary(before.scenes.map { ($0.key, $0) }, uniquingKeysWith: { a, _ in a })
    let newKeys = Set(after.scenes.map(\.key))
    // A scene that reads the same in both, when every scene keeps its key (the ones its
    // segues and actions name among them), has no change of its own: it is not read.
    let sameSceneKeys = before.sceneKeys == after.sceneKeys
    var seen: Set<String> = []
    for scene in after.scenes where seen.insert(scene.key).inserted {
      guard let previous = oldScenes[scene.key] else {
        report.scenes.append(summary(of: scene.read(), status: .added))
        continue
      }
      var changes: [Change] = []
      if !(sameSceneKeys && scene.reads(as: previous)) {
        let compared = SceneComparison(
          old: previous.read(), new: scene.read(), oldFile: before, newFile: after)
        changes = compared.changes()
      }
      changes += uncarried.take(scene: scene.key, told: changes)
      guard !changes.isEmpty else { continue }
      var entry = SceneChanges(
        name: scene.name, ib: scene.key == scene.name ? nil : scene.key, status: .changed)
      entry.changes = changes
      if layout, let oldModel = old.model, let newModel = new.model {
        entry.layoutEffects = LayoutEffects.moved(
          old: oldModel, oldScene: previous.name, new: newModel, newScene: scene.name)
        entry.layoutCompared = LayoutEffects.canCompare(
          oldModel, previous.name, newModel, scene.name)
      }
      report.scenes.append(entry)
    }
    report.fileChanges += uncarried.take(scene: nil)
    var removedSeen: Set<String> = []
    for scene in before.scenes
    where !newKeys.contains(scene.key) && removedSeen.insert(scene.key).inserted {
      report.scenes.append(summary(of: scene.read(), status: .removed))
    }
    return report
  }

  private static func fileChanges(_ old: FileSnapshot, _ new: FileSnapshot) -> [Change] {
    var changes: [Change] = []
    for field in Set(old.fields.keys).union(new.fields.keys).sorted() {
      var before = old.fields[field]
      var after = new.fields[field]
      if field == "initial" {
        // The initial scene is compared by its key: a renamed scene is not a new initial one.
        let oldKey = before.map { old.sceneKeys[$0] ?? $0 }
        let newKey = after.map { new.sceneKeys[$0] ?? $0 }
        if oldKey == newKey { continue }
        before = before.map { "'\($0)'" }
        after = after.map { "'\($0)'" }
      }
      guard before != after else { continue }
      changes.append(
        Change(
          subject: .file, kind: .changed, element: "",
          field: field == "storyboard" ? "name" : field,
          before: before, after: after))
    }
    return changes
  }

  private static func summary(of scene: SceneSnapshot, status: SceneChanges.Status)
    -> SceneChanges
  {
    var entry = SceneChanges(
      name: scene.name, ib: scene.key == scene.name ? nil : scene.key, status: status)
    let kind = scene.elements.first?.fields["kind"] ?? "scene"
    let views = scene.elements.count - 1
    var parts = [kind]
    if views > 0 { parts.append("\(views) view\(views == 1 ? "" : "s")") }
    if !scene.segues.isEmpty {
      parts.append("\(scene.segues.count) segue\(scene.segues.count == 1 ? "" : "s")")
    }
    entry.summary = parts.joined(separator: ", ")
    return entry
  }
}
