import SceneModel
import StoryboardXML
import TextPosition

/// One import: the document-wide facts (scene ids, colours, the canvas) and what the scenes
/// report as they are mapped.
final class ImportSession {
  let document: IBElement
  let file: String
  /// The system font Xcode measured the canvas's text with, by the file's `toolsVersion`.
  let fontEra: SystemFont.Era
  var notCarried: [NotCarried] = []
  /// The IB ids of what the scenes carried, per kind (`Census` says what counts).
  var claimed = ClaimedIDs()
  /// The constraints installed in no size class: UIKit never activates them.
  var neverInstalled: Set<String> = []
  /// Controller IB id to scene id.
  var sceneIDs: [String: String] = [:]
  /// Controller IB id to its kind in the format.
  var sceneKinds: [String: String] = [:]
  /// Named and system colours of `<resources>`, as `#rrggbb`.
  var colors: [String: String] = [:]
  /// The sizes of the images of `<resources>` (`<image name= width= height=>`), which are the
  /// intrinsic sizes of image views that show them.
  var imageSizes: [String: [Double?]] = [:]
  /// Controller IB ids, for destinations.
  var controllers: [String: IBElement] = [:]
  /// The scenes each unwind (`"SCENE ACTION"`) may reach, by the import's guess.
  var unwindTargets: [String: [String]] = [:]
  /// The unwind actions declared on each scene, by the import's guess.
  var unwindDeclarations: [String: [String]] = [:]
  var guessed: [GuessedUnwind] = []
  /// The unwind declarations made from the app's code, and the scenes it decided.
  var fromCode: [CodeUnwind] = []
  var decidedByCode: Set<String> = []

  init(document: IBElement, file: String) {
    self.document = document
    self.file = file
    fontEra = SystemFont.Era(toolsVersion: document["toolsVersion"])
  }

  /// Leaves an element out, saying so.
  func skip(_ position: TextPosition, _ what: String, _ reason: String) {
    notCarried.append(NotCarried(at: position, what: what, reason: reason))
  }

  /// Counts the element with IB id `id` as carried.
  func carry(_ kind: CarriedKind, _ id: String) {
    claimed.append(id, kind)
  }

  /// The scenes of the document: each `<scene>` with its controller (nil when it has none).
  private func scenes() -> [(scene: IBElement, controller: IBElement?)] {
    let list = document.first("scenes")?.children(named: "scene") ?? []
    return list.map { scene in
      let objects = scene.first("objects")?.children ?? []
      return (scene, objects.first { $0["sceneMemberID"] == "viewController" })
    }
  }

  /// The import of the document. `code` gives the app's action methods, when its code was
  /// read: they decide the unwind declarations of the scenes whose class they have. It is
  /// asked for only when the storyboard has unwind segues.
  func run(code: () -> CodeActions?) -> ImportedStoryboard {
    readResources()
    let scenes = scenes()
    var space = IdentifierSpace()
    let classes = scenes.compactMap { $0.controller?["customClass"] }
    var classCounts: [String: Int] = [:]
    for name in classes { classCounts[name, default: 0] += 1 }
    var mappers: [SceneMapper] = []
    for (scene, controller) in scenes {
      guard let controller else {
        skip(scene.position, "scene '\(scene["sceneID"] ?? "?")'", "it has no view controller")
        continue
      }
      let id = space.claim(Self.baseName(of: controller, classCounts: classCounts))
      sceneIDs[controller.ibID] = id
      controllers[controller.ibID] = controller
      let mapper = SceneMapper(session: self, scene: scene, controller: controller, id: id)
      sceneKinds[controller.ibID] = mapper.kind
      mappers.append(mapper)
    }
    unwindDeclarations = guessUnwindDeclarations(mappers, code: code)
    let trees = map(mappers)
    for mapper in mappers { carry(.scenes, mapper.controller.ibID) }
    return write(trees: trees, mappers: mappers)
  }

  /// The scene id rule of IB-STORYBOARD.md §3.1, before sanitising and numbering.
  static func baseName(of controller: IBElement, classCounts: [String: Int]) -> String {
    if let identifier = controller["storyboardIdentifier"], !identifier.isEmpty {
      return identifier
    }
    if let name = controller["customClass"], classCounts[name] == 1 {
      return IdentifierSpace.lowerFirst(name)
    }
    if let label = controller["userLabel"], !label.isEmpty {
      return IdentifierSpace.lowerFirst(label)
    }
    if controller.name == "viewControllerPlaceholder" {
      let target = controller["referencedIdentifier"] ?? controller["storyboardName"] ?? ""
      if !target.isEmpty { return IdentifierSpace.lowerFirst(target) }
    }
    if let title = controller.child(key: "navigationItem")?["title"], !title.isEmpty {
      return IdentifierSpace.lowerFirst(title)
    }
    if let title = controller["title"], !title.isEmpty { return IdentifierSpace.lowerFirst(title) }
    return "\(controller.name)_\(controller.ibID)"
  }

  private func readResources() {
    for resource in document.first("resources")?.children ?? [] {
      if resource.name == "image", let name = resource["name"],
        let width = resource.number("width"), let height = resource.number("height"),
        width >= 0, height >= 0, width <= 100_000, height <= 100_000
      {
        imageSizes[name] = [width, height]
        continue
      }
      guard resource.name == "systemColor" || resource.name == "namedColor",
        let name = resource["name"], let color = resource.first("color"),
        let hex = ViewProperties.hex(color, colors: [:])
      else { continue }
      colors[name] = hex
    }
  }

  /// The scene id of a destination controller; for an id no controller has, a name that
  /// shows it (the validator reports it as dangling, which it is).
  func sceneID(forController id: String) -> String {
    sceneIDs[id] ?? IdentifierSpace.sanitized("missing_\(id)")
  }
}
