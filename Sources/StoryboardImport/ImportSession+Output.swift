import SceneModel
import StoryboardXML
import TextPosition

/// The scene file's text: the document keys, then every scene in document order.
extension ImportSession {
  func write(trees: [YAMLTree], mappers: [SceneMapper]) -> ImportedStoryboard {
    let start = document.position
    var file = YAMLTree.mapping(at: start)
    file.set("format", .number(1, at: start))
    file.set("storyboard", .string(StoryboardImport.storyboardName(self.file), at: start))
    if let initial = document["initialViewController"] {
      file.set(
        "initial",
        .string(
          sceneID(forController: initial), at: document.position(of: "initialViewController")))
    } else if let entry = entryScene(mappers) {
      skip(
        start, "the initial view controller",
        "the storyboard has none (code enters it by identifier); the import starts at "
          + "'\(entry)'")
      file.set("initial", .string(entry, at: start))
    }
    let initialID: String? =
      document["initialViewController"].map(sceneID(forController:))
      ?? entryScene(mappers)
    if let devices = devices(mappers: mappers, initial: initialID) {
      file.set("devices", YAMLTree(.flowList(devices.map(YAMLTree.quoted)), at: start))
    }
    if let (ios, origin) = deploymentTarget() {
      file.set("ios", YAMLTree.number(Double(ios), at: origin))
    }
    if let (sdk, origin) = savingSDK() {
      file.set("sdk", YAMLTree.number(Double(sdk), at: origin))
    }
    var scenes = YAMLTree.mapping(at: document.first("scenes")?.position ?? start)
    for (tree, mapper) in zip(trees, mappers) {
      var tree = tree
      let title = mapper.displayName.map { " (\($0))" } ?? ""
      tree.comment = "ib: \(mapper.controller.ibID)\(title)"
      scenes.set(mapper.id, tree)
    }
    file.set("scenes", scenes)
    file.comment =
      "Imported by 'scenectl import' from \(StoryboardImport.storyboardName(self.file))"
      + "\(self.file.hasSuffix(".xib") ? ".xib" : ".storyboard"); "
      + "'ib:' keeps each Interface Builder id."
    let figures = ImportFigures(
      document: document, claimed: claimed, neverInstalled: neverInstalled)
    var imported = ImportedStoryboard(
      root: file.node, figures: figures,
      notCarried: notCarried.sorted { $0.position < $1.position }, guessedUnwinds: guessed)
    imported.connections.selectors = mappers.reduce(into: []) { $0.formUnion($1.index.selectors) }
    imported.connections.outlets = mappers.reduce(into: []) { $0.formUnion($1.index.outlets) }
    var cells: [String: [String]] = [:]
    for mapper in mappers where !mapper.index.collectionCells.isEmpty {
      cells[mapper.id] = mapper.index.collectionCells
    }
    imported.connections.collectionCellIdentifiers = cells
    imported.codeUnwinds = fromCode
    // Sized once for every id, so that the table is not grown and rehashed on the way.
    var firsts: [String: TextPosition] = [:]
    firsts.reserveCapacity(mappers.reduce(0) { $0 + $1.index.ids.count })
    for mapper in mappers {
      for (id, position) in mapper.index.ids {
        // One hash for a new id (done for speed: a lookup, then an insert, hashed each id
        // twice); a repeat, which is rare, puts the first position back.
        if let first = firsts.updateValue(position, forKey: id) {
          firsts[id] = first
          imported.repeatedIDs.append((id, first, position))
        }
      }
    }
    return imported
  }

  /// The first scene no segue leads to; else the outermost scene code can enter by
  /// identifier; else the first scene.
  private func entryScene(_ mappers: [SceneMapper]) -> String? {
    var destinations: Set<String> = []
    for mapper in mappers {
      for (segue, _) in mapper.index.segues {
        if let destination = segue["destination"] { destinations.insert(destination) }
      }
    }
    if let root = mappers.first(where: { !destinations.contains($0.controller.ibID) }) {
      return root.id
    }
    // Every scene is a destination (a cycle): code enters by an identifier, most likely at
    // the outermost container.
    let named = mappers.filter { $0.controller["storyboardIdentifier"] != nil }
    let ranked =
      named.first { ["tabBarController", "splitViewController"].contains($0.kind) }
      ?? named.first { $0.kind == "navigationController" } ?? named.first ?? mappers.first
    return ranked?.id
  }

  /// The canvas device: the layout is checked where Interface Builder drew it (frames of
  /// views without constraints are the canvas's), and `--device` adds others. A root view
  /// stored below the bars (`edgesForExtendedLayout` without top: y = 64, 603 high on the
  /// 375 x 667 canvas of Packt's on-demand demo) was drawn on the screen it ends at. One in a
  /// navigation stack stored at y = 0, as wide as the `<device>` and shorter, is that screen
  /// less the bars above it (Provenance's game library: 375 x 718 on the 375 x 812 canvas,
  /// 50 + 44 above it), unless it is drawn at a freeform size (WWDCScholars' profile, 375 x 623
  /// on the 375 x 667 canvas, drawn at that size). One above an opaque tab bar ends where the
  /// bar starts: the 49-point bar below it is the screen's too, where that makes a known
  /// screen (EKReminderSuite's map, 320 x 455 at y = 64 in a file with no `<device>`, on the
  /// 320 x 568 screen).
  private func devices(mappers: [SceneMapper], initial: String?) -> [String]? {
    let screen = CanvasDevice.screen(of: document)
    let byID = Dictionary(
      mappers.map { ($0.controller.ibID, $0) }, uniquingKeysWith: { first, _ in first })
    let stacked = Self.navigationStacks(mappers, byID)
    let aboveTabBar = Self.opaqueTabBarStacks(mappers, byID)
    let drawn = { (mapper: SceneMapper) -> (width: Double, height: Double)? in
      guard let size = mapper.rootSize else { return nil }
      let above = mapper.controller.child(key: "view")?.child(key: "frame")?.number("y") ?? 0
      if above == 0, let screen, size.width == screen.width, size.height < screen.height,
        stacked.contains(mapper.controller.ibID),
        let edges = mapper.controller.child(key: "edgesForExtendedLayout"), edges["top"] != "YES",
        mapper.controller.child(key: "simulatedDestinationMetrics")?.name
          != "freeformSimulatedSizeMetrics"
      {
        return screen
      }
      let bottom = size.height + min(max(0, above), size.height)
      let withTabBar = bottom + Self.homeButtonTabBar
      if aboveTabBar.contains(mapper.controller.ibID),
        CanvasDevice.isScreen(width: size.width, height: withTabBar)
      {
        return (size.width, withTabBar)
      }
      return (size.width, bottom)
    }
    let frames = mappers.compactMap(drawn)
    return CanvasDevice.name(
      of: document, rootFrames: frames, entry: firstScreen(mappers, initial, drawn)
    ).map { [$0] }
  }

  /// The height of a tab bar on a phone with a home button, where a root view stored below a
  /// 20-point status bar was drawn.
  static let homeButtonTabBar = 49.0

  /// IB ids of the controllers under a navigation bar: the root of each navigation
  /// controller and what is pushed from them (`show`, `push` segues), transitively.
  /// `byID` finds each scene's mapper by its controller's IB id.
  static func navigationStacks(_ mappers: [SceneMapper], _ byID: [String: SceneMapper])
    -> Set<String>
  {
    let roots = mappers.filter { $0.kind == "navigationController" }.flatMap {
      destinations($0) { $0["relationship"] == "rootViewController" }
    }
    return pushed(from: roots, byID) { _ in true }
  }

  /// IB ids of the controllers drawn above an opaque tab bar (`<tabBar translucent="NO">`,
  /// imported as `opaqueTabBar`): the tabs of such a tab bar controller and, in a tab that is
  /// a navigation controller, its root and what is pushed from it that does not hide the
  /// bottom bar (`hidesBottomBarWhenPushed`).
  static func opaqueTabBarStacks(_ mappers: [SceneMapper], _ byID: [String: SceneMapper])
    -> Set<String>
  {
    let tabs = mappers.filter {
      $0.kind == "tabBarController" && $0.controller.child(key: "tabBar")?["translucent"] == "NO"
    }.flatMap { destinations($0) { $0["relationship"] == "viewControllers" } }
    var found: Set<String> = []
    var roots: [String] = []
    for tab in tabs {
      guard let mapper = byID[tab], mapper.kind == "navigationController" else {
        found.insert(tab)
        continue
      }
      roots += destinations(mapper) { $0["relationship"] == "rootViewController" }
    }
    return found.union(
      pushed(from: roots, byID) { !$0.controller.flag("hidesBottomBarWhenPushed") })
  }

  /// The destinations of the segues of a scene's controller that `keep` takes.
  private static func destinations(_ mapper: SceneMapper, _ keep: (IBElement) -> Bool)
    -> [String]
  {
    mapper.controller.first("connections")?.children.compactMap {
      $0.name == "segue" && keep($0) ? $0["destination"] : nil
    } ?? []
  }

  /// The controllers of `roots` and what is pushed from them (`show`, `push` segues),
  /// transitively, through the scenes `follows` takes.
  private static func pushed(
    from roots: [String], _ byID: [String: SceneMapper], _ follows: (SceneMapper) -> Bool
  ) -> Set<String> {
    var pending = roots
    var found: Set<String> = []
    while let id = pending.popLast() {
      guard let mapper = byID[id], follows(mapper), found.insert(id).inserted else { continue }
      pending += destinations(mapper) { ["show", "push"].contains($0["kind"] ?? "") }
    }
    return found
  }

  /// A split view controller's screen: its two columns side by side with the 1 pt line
  /// between them, as Interface Builder draws them; nil when a column has no root size or
  /// the columns are not drawn side by side.
  private func splitScreen(_ split: SceneMapper, _ mappers: [SceneMapper])
    -> (width: Double, height: Double)?
  {
    func column(_ relationship: String) -> (width: Double, height: Double)? {
      var id = split.controller.first("connections")?.children.first {
        $0.name == "segue" && $0["relationship"] == relationship
      }?["destination"]
      var seen: Set<String> = []
      while let current = id, seen.insert(current).inserted,
        let mapper = mappers.first(where: { $0.controller.ibID == current })
      {
        if let size = mapper.rootSize { return size }
        id =
          mapper.controller.first("connections")?.children.first {
            $0.name == "segue" && $0["relationship"] == "rootViewController"
          }?["destination"]
      }
      return nil
    }
    // Columns drawn at one size (the 600 × 600 "any size" canvas) are not side by side.
    guard let master = column("masterViewController"), let detail = column("detailViewController"),
      master.width < detail.width
    else { return nil }
    return (master.width + 1 + detail.width, max(master.height, detail.height))
  }

  /// The screen of the first scene: the one the initial scene's root was drawn on (`drawn`),
  /// or through containers their first child's (both columns of a split view controller).
  private func firstScreen(
    _ mappers: [SceneMapper], _ initial: String?,
    _ drawn: (SceneMapper) -> (width: Double, height: Double)?
  ) -> (width: Double, height: Double)? {
    var current = mappers.first { $0.id == initial }
    var seen: Set<String> = []
    while let mapper = current, seen.insert(mapper.id).inserted {
      if let size = drawn(mapper) { return size }
      if mapper.kind == "splitViewController" { return splitScreen(mapper, mappers) }
      let child = mapper.controller.first("connections")?.children.first {
        $0.name == "segue" && $0["kind"] == "relationship"
      }?["destination"]
      current = child.flatMap { id in mappers.first { $0.controller.ibID == id } }
    }
    return nil
  }
}

extension ImportSession {
  /// The major iOS version of the deployment target the storyboard names, for `ios:`: Xcode 8
  /// and earlier wrote it as `<deployment version="2048">`, the major version times 256 (2048
  /// is iOS 8.0); later files name none. Versions before 9 are modelled as 9, as `ios:` takes
  /// (sheets are full screen and controls have their older sizes on both).
  func deploymentTarget() -> (Int, TextPosition)? {
    guard let deployment = document.first("dependencies")?.first("deployment"),
      deployment["identifier"] == "iOS", let text = deployment["version"], text.utf8.count <= 6,
      let encoded = Int(text), encoded >= 256
    else { return nil }
    let major = min(
      max(encoded / 256, Storyboard.iosVersions.lowerBound), Storyboard.iosVersions.upperBound)
    return (major, deployment.position(of: "version"))
  }

  /// The iOS SDK of the Xcode that saved the storyboard, for `sdk:`, when it is Xcode 26 or
  /// later (`xcode26Build` and up): an app built from it has iOS 26's bars on iOS 26, as the
  /// canvas draws them. Earlier files get none, and keep the format's bars.
  ///
  /// The build is the leading number of `toolsVersion`, or the Cocoa Touch plug-in's version
  /// where that is lower: a development build of Xcode writes the toolsVersion
  /// `32700.99.1234` whatever its release (Google's full-screen native ad sample, saved with
  /// plug-in 22684 of Xcode 15, its bar 44 high).
  func savingSDK() -> (Int, TextPosition)? {
    func build(_ text: String?) -> Int? {
      text?.split(separator: ".", omittingEmptySubsequences: false).first
        .flatMap { $0.utf8.count <= 9 ? Int($0) : nil }
    }
    guard let tools = build(document["toolsVersion"]) else { return nil }
    let plugIn = document.first("dependencies")?.children(named: "plugIn")
      .first { $0["identifier"] == "com.apple.InterfaceBuilder.IBCocoaTouchPlugin" }
    let saved = min(tools, build(plugIn?["version"]) ?? tools)
    guard saved >= Self.xcode26Build else { return nil }
    return (Device.redesign, document.position(of: "toolsVersion"))
  }

  /// The first toolsVersion build of Xcode 26 (24127 in its first files of the corpus; Xcode
  /// 16 wrote 23xxx).
  static let xcode26Build = 24000
}
