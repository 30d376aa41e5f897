import Diagnostics

/// One linking: the files read, the scenes taken from each and their ids in the result.
struct Linking {
  struct File {
    var storyboard: Storyboard
    /// What the file connects to code beside its model.
    var connections: CodeConnections
    /// Original scene id to its id in the result, for the scenes taken.
    var taken: [String: String] = [:]
    /// Each `storyboardIdentifier` to the first scene that has it.
    let identified: [String: String]

    init(storyboard: Storyboard, connections: CodeConnections) {
      self.storyboard = storyboard
      self.connections = connections
      var identified: [String: String] = [:]
      for scene in storyboard.scenes {
        if let name = scene.storyboardIdentifier?.value, identified[name] == nil {
          identified[name] = scene.id.value
        }
      }
      self.identified = identified
    }
  }

  var files: [String: File]
  let mainPath: String
  /// The app's storyboards by name, when a folder is checked as one app.
  let bundle: [String: [String]]
  /// Ids in use in the result.
  var used: Set<String>
  /// Scenes to take, in order: (file, scene id).
  var order: [(String, String)] = []
  /// A reference (file, scene id) to what it stands for (file, scene id).
  var links: [Pair: Pair] = [:]
  /// The references linked, in the order followed.
  var linkOrder: [Pair] = []
  /// Where each linked reference ends up: the scene past any references it leads through.
  var ends: [Pair: Pair] = [:]
  var failed: Set<String> = []
  /// The files that could not be read (a subset of `failed`).
  var unread: Set<String> = []
  var diagnostics: [Diagnostic] = []

  struct Pair: Hashable {
    var file: String
    var scene: String
  }

  init(main: Storyboard, connections: CodeConnections, bundle: [String: [String]]) {
    self.bundle = bundle
    mainPath = StoryboardLinker.normalized(main.file)
    var file = File(storyboard: main, connections: connections)
    for scene in main.scenes { file.taken[scene.id.value] = scene.id.value }
    files = [mainPath: file]
    used = main.declaredSceneIDs.union(main.scenes.map(\.id.value))
  }

  /// Follows every reference of the main file, and of the scenes taken, breadth first.
  mutating func follow(load: (String) -> StoryboardLinker.Loaded) {
    var queue =
      files[mainPath].map { file in
        file.storyboard.scenes.filter { $0.reference != nil }.map {
          Pair(file: mainPath, scene: $0.id.value)
        }
      } ?? []
    var index = 0
    while index < queue.count {
      let from = queue[index]
      index += 1
      guard let scene = files[from.file]?.storyboard.scene(from.scene),
        let reference = scene.reference
      else { continue }
      guard
        let path = StoryboardLinker.file(
          named: reference.storyboard.value, from: from.file, bundle: bundle)
      else {
        diagnostics.append(
          .referenceNameIsPath(
            reference.describe(scene: from.scene), reference.storyboard.value,
            at: reference.storyboard.location))
        continue
      }
      guard let other = read(path, for: reference, scene: from.scene, load: load) else { continue }
      guard let target = entry(of: other, in: path, for: reference, scene: from.scene) else {
        continue
      }
      links[from] = Pair(file: path, scene: target)
      linkOrder.append(from)
      // The reference leaves the result, so the scene it stands for may take its id (not
      // when that is a reference too, which may lead back here and keep it).
      if files[path]?.storyboard.scene(target)?.reference == nil,
        let name = files[from.file]?.taken[from.scene]
      {
        used.remove(name)
      }
      for added in take(target, of: path) {
        if files[path]?.storyboard.scene(added)?.reference != nil {
          queue.append(Pair(file: path, scene: added))
        }
      }
    }
  }

  /// Finds where each reference ends up (`ends`), through references to references, and
  /// unlinks with a warning each whose references lead back round without reaching a scene:
  /// it stays, as one that cannot be followed. Each link is walked once.
  mutating func resolveChains() {
    var endless: Set<Pair> = []
    for start in linkOrder where ends[start] == nil && !endless.contains(start) {
      var path: [Pair] = []
      var onPath: Set<Pair> = []
      var pair = start
      var end: Pair?
      while true {
        if let known = ends[pair] {
          end = known
          break
        }
        if endless.contains(pair) || onPath.contains(pair) { break }
        guard let next = links[pair] else {
          end = pair
          break
        }
        path.append(pair)
        onPath.insert(pair)
        pair = next
      }
      for member in path {
        if let end { ends[member] = end } else { endless.insert(member) }
      }
    }
    let launch = files[mainPath]?.storyboard.initial.map { Pair(file: mainPath, scene: $0.value) }
    for pair in linkOrder where endless.contains(pair) {
      links[pair] = nil
      guard let reference = files[pair.file]?.storyboard.scene(pair.scene)?.reference else {
        continue
      }
      if pair == launch {
        diagnostics.append(
          .referenceCycleAtLaunch(pair.scene, at: reference.storyboard.location))
        continue
      }
      diagnostics.append(
        .unresolvedReference(
          reference.describe(scene: pair.scene),
          "its references lead back round to it without reaching a scene; name a scene "
            + "that is not a reference",
          at: reference.storyboard.location))
    }
  }

  /// The other file, read once; nil after a warning when it cannot be.
  mutating func read(
    _ path: String, for reference: StoryboardReference, scene: String,
    load: (String) -> StoryboardLinker.Loaded
  ) -> Storyboard? {
    if let file = files[path] { return file.storyboard }
    guard !failed.contains(path) else { return nil }
    guard files.count < StoryboardLinker.maxFiles else {
      failed.insert(path)
      unread.insert(path)
      diagnostics.append(
        .unresolvedReference(
          reference.describe(scene: scene),
          "it would read more than \(StoryboardLinker.maxFiles) files; link fewer storyboards",
          at: reference.storyboard.location))
      return nil
    }
    switch load(path) {
    case .unreadable(let reason):
      failed.insert(path)
      unread.insert(path)
      diagnostics.append(
        .unresolvedReference(
          reference.describe(scene: scene),
          "'\(MessageText.escaped(reference.storyboard.value))' cannot be read from this "
            + "file's folder (\(reason)); give the path of the storyboard or scene file, "
            + "relative to this file",
          at: reference.storyboard.location))
      return nil
    case .outsideRoot(let root):
      failed.insert(path)
      diagnostics.append(
        .referenceOutsideRoot(
          reference.describe(scene: scene), reference.storyboard.value, root: root,
          at: reference.storyboard.location))
      return nil
    case .notSceneFile:
      failed.insert(path)
      diagnostics.append(
        .referenceNotSceneFile(
          reference.describe(scene: scene), reference.storyboard.value,
          at: reference.storyboard.location))
      return nil
    case .loaded(let storyboard, let connections, let found):
      diagnostics += found
      guard let storyboard else {
        failed.insert(path)
        return nil
      }
      files[path] = File(storyboard: storyboard, connections: connections)
      return storyboard
    }
  }

  /// The scene of `other` the reference names; nil after a warning when there is none.
  mutating func entry(
    of other: Storyboard, in path: String, for reference: StoryboardReference, scene: String
  ) -> String? {
    let file = MessageText.escaped(reference.storyboard.value)
    let wanted = reference.scene?.value ?? other.initial?.value
    if let wanted, let found = other.scene(wanted)?.id.value ?? files[path]?.identified[wanted] {
      return found
    }
    let names = other.scenes.filter { $0.reference == nil }.map {
      $0.storyboardIdentifier?.value ?? $0.id.value
    }
    let problem =
      wanted.map {
        "'\(file)' has no scene or storyboard identifier "
          + "'\(MessageText.escaped($0))'\(Suggestions.hint(for: $0, in: names))"
      } ?? "'\(file)' has no initial scene; name one with 'scene:'"
    diagnostics.append(
      .unresolvedReference(
        reference.describe(scene: scene), problem,
        at: reference.scene?.location ?? reference.storyboard.location))
    return nil
  }

  /// Takes `start` and every scene its segues reach in its file, each once; returns the
  /// scenes newly taken.
  mutating func take(_ start: String, of path: String) -> [String] {
    guard var file = files[path] else { return [] }
    var added: [String] = []
    var pending = [start]
    while let id = pending.popLast() {
      guard file.taken[id] == nil, let scene = file.storyboard.scene(id) else { continue }
      file.taken[id] = fresh(id, in: file.storyboard)
      added.append(id)
      order.append((path, id))
      for segue in scene.segues where segue.kind.value != .unwind {
        pending += segue.to.map(\.value).reversed()
      }
    }
    files[path] = file
    return added
  }

  /// `id`, or `STORYBOARD_id` (then with `_2`, `_3`, ...) when the result has it.
  mutating func fresh(_ id: String, in storyboard: Storyboard) -> String {
    var name = id
    if used.contains(name) {
      let prefix = (storyboard.name?.value ?? "linked").filter {
        $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_")
      }
      name = "\(prefix.isEmpty ? "linked" : prefix)_\(id)"
      var n = 2
      let base = name
      while used.contains(name) {
        name = "\(base)_\(n)"
        n += 1
      }
    }
    used.insert(name)
    return name
  }

  /// What a segue in `file` to `id` leads to in the result: the scene a reference stands
  /// for (through references to references), else `id` renamed.
  func resolved(_ id: String, in file: String) -> String {
    let pair = Pair(file: file, scene: id)
    let end = links[pair] == nil ? pair : ends[pair] ?? pair
    return files[end.file]?.taken[end.scene] ?? id
  }

  /// The main storyboard with the scenes taken, followed references removed and segues
  /// pointing past them; and what the files taken from connect to code, joined.
  func result() -> (Storyboard, CodeConnections) {
    guard var out = files[mainPath]?.storyboard,
      var connections = files[mainPath]?.connections
    else {
      return (
        Storyboard(file: mainPath, location: .init(file: mainPath, line: 1, column: 1)),
        CodeConnections()
      )
    }
    var scenes: [Scene] = []
    let linked = Set(links.keys)
    for scene in out.scenes where !linked.contains(Pair(file: mainPath, scene: scene.id.value)) {
      scenes.append(retargeted(scene, in: mainPath))
    }
    var joined: Set<String> = [mainPath]
    for (path, id) in order {
      guard path != mainPath, !linked.contains(Pair(file: path, scene: id)),
        let other = files[path], var scene = other.storyboard.scene(id)
      else { continue }
      let name = other.taken[id] ?? id
      scene.id = Located(name, at: scene.id.location)
      scenes.append(retargeted(scene, in: path))
      // What code connects, once per file (a reference names a storyboard, no XIB).
      if joined.insert(path).inserted { connections.join(other.connections, nibs: false) }
      connections.takeCells(of: id, from: other.connections, as: name)
    }
    if let initial = out.initial {
      out.initial = Located(resolved(initial.value, in: mainPath), at: initial.location)
    }
    out.declaredSceneIDs.formUnion(scenes.map(\.id.value))
    out.scenes = scenes
    out.linkedFiles = Set(files.keys).union(failed).subtracting([mainPath]).sorted()
    return (out, connections)
  }

  /// The scene with its segues' destinations (an unwind's target too) and its actions'
  /// target scenes as the result names them; a reference whose file was not read says so.
  func retargeted(_ scene: Scene, in path: String) -> Scene {
    var scene = scene
    if let reference = scene.reference,
      let file = StoryboardLinker.file(
        named: reference.storyboard.value, from: path, bundle: bundle),
      unread.contains(file)
    {
      scene.reference?.fileWasNotRead = true
    }
    for i in scene.segues.indices {
      scene.segues[i].to = scene.segues[i].to.map {
        Located(resolved($0.value, in: path), at: $0.location)
      }
    }
    for i in scene.actions.indices {
      if let target = scene.actions[i].targetScene {
        scene.actions[i].targetScene = Located(
          resolved(target.value, in: path), at: target.location)
      }
    }
    return scene
  }
}
