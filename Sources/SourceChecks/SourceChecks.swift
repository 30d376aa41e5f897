import Diagnostics
import SceneModel
import SourceScanner
import TextPosition

/// Checks scenes against the app's Swift and Objective-C code (issue 14, docs/Sources.md):
/// classes, outlets, actions and the identifiers code passes to UIKit, each located on both
/// sides, the scene file's (or storyboard's) place first and the code's in a note.
///
///     let index = SourceIndex(facts)
///     var storyboard = loaded
///     SourceChecks.declareUnwinds(in: &storyboard, index: index)
///     let diagnostics = SourceChecks.check(storyboard, index: index)
public enum SourceChecks {
  /// UIKit's class for each view type, and the classes an outlet of that type may be.
  static let uikit: [ViewType: [String]] = [
    .view: ["UIView"], .label: ["UILabel", "UIView"],
    .button: ["UIButton", "UIControl", "UIView"],
    .textField: ["UITextField", "UIControl", "UIView"],
    .textView: ["UITextView", "UIScrollView", "UIView"],
    .imageView: ["UIImageView", "UIView"], .switch: ["UISwitch", "UIControl", "UIView"],
    .slider: ["UISlider", "UIControl", "UIView"],
    .segmentedControl: ["UISegmentedControl", "UIControl", "UIView"],
    .tableView: ["UITableView", "UIScrollView", "UIView"], .stackView: ["UIStackView", "UIView"],
  ]

  /// Declares on each scene the unwind actions its class implements, so that an unwind by
  /// action resolves exactly as UIKit does: a class implements `unwindToListWithSender:` when
  /// its code (or a superclass's) has an action with that selector.
  public static func declareUnwinds(in storyboard: inout Storyboard, index: SourceIndex) {
    var used: Set<String> = []
    for scene in storyboard.scenes {
      for segue in scene.segues { if let action = segue.action { used.insert(action.value) } }
    }
    guard !used.isEmpty else { return }
    for position in storyboard.scenes.indices {
      guard let name = storyboard.scenes[position].className else { continue }
      var declared = Set(storyboard.scenes[position].unwindActions.map(\.value))
      for action in index.actions(of: index.key(for: name.value))
      where used.contains(action.selector) && !declared.contains(action.selector) {
        declared.insert(action.selector)
        storyboard.scenes[position].unwindActions.append(
          Located(action.selector, at: name.location))
      }
    }
  }

  /// Every disagreement between the scenes and the code; `connections`, what the
  /// storyboard's Interface Builder files connect beside the model (empty for a scene file).
  public static func check(
    _ storyboard: Storyboard, connections: CodeConnections = CodeConnections(),
    index: SourceIndex
  ) -> [Diagnostic] {
    if let error = memberLimitError(index) { return [error] }
    return checkScenes(storyboard, index: index)
      + checkCode(storyboard, connections: connections, index: index)
  }

  /// The disagreements found at the scenes: classes the code lacks, outlets without a
  /// property, actions without a method. With `dependencies` (the note that says the folder
  /// holds CocoaPods, Carthage or Swift package checkouts, or asks for them), a class the
  /// code lacks is a warning with that note: it may be a dependency's.
  public static func checkScenes(
    _ storyboard: Storyboard, index: SourceIndex, dependencies: Diagnostic.Note? = nil
  ) -> [Diagnostic] {
    if let error = memberLimitError(index) { return [error] }
    var out: [Diagnostic] = []
    let named = storyboard.scenes.compactMap { $0.className?.value }
    // The folder holds the app when it declares some class a scene names; a class of a
    // framework the app links is no class of the app's.
    let holdsApp = dependencies == nil && named.contains { index.contains(index.key(for: $0)) }
    for scene in storyboard.scenes {
      out += checkDelegates(scene, index: index)
      for view in scene.allViews {
        guard let className = view.className, !isFrameworkClass(className.value) else { continue }
        let key = index.key(for: className.value)
        guard index.contains(key) else {
          out.append(
            .classNotInSources(
              className.value, view: view.id.value, scene: scene.id.value, error: holdsApp,
              at: className.location))
          continue
        }
        // A view's outlets (`outlets:`) are its class's properties.
        for outlet in view.outlets
        where index.outlet(named: outlet.property.value, of: key) == nil {
          out.append(
            .outletWithoutProperty(
              outlet.property.value,
              owner: "view '\(view.id.value)' of scene '\(scene.id.value)'", className: key,
              suggestion: Suggestions.closest(
                to: outlet.property.value, in: index.outlets(of: key).map(\.name)),
              declared: declaration(key, index), at: outlet.property.location))
        }
      }
      out += checkCellOutlets(scene, index: index)
      for object in scene.objects {
        guard let className = object.className, !isFrameworkClass(className.value),
          !index.contains(index.key(for: className.value))
        else { continue }
        out.append(
          .classNotInSources(
            className.value, object: object.id.value, scene: scene.id.value, error: holdsApp,
            at: className.location))
      }
      guard let className = scene.className, !isFrameworkClass(className.value) else {
        continue
      }
      let key = index.key(for: className.value)
      guard index.contains(key) else {
        out.append(
          .classNotInSources(
            className.value, scene: scene.id.value, error: holdsApp, at: className.location))
        continue
      }
      out += checkOutlets(scene, key: key, index: index)
      out += checkActions(scene, key: key, index: index)
    }
    guard let dependencies else { return out }
    return out.map { diagnostic in
      guard diagnostic.code == "class-not-in-sources" else { return diagnostic }
      var warning = diagnostic
      warning.notes.append(dependencies)
      return warning
    }
  }

  /// The disagreements found in the code: outlets and actions no scene connects (nor
  /// `connections`, what the Interface Builder files connect beside the model), and
  /// identifiers no scene has. Run once on an app's storyboards joined
  /// (`joined(_:)`) when a folder is checked as one app, with `storyboardNames` its
  /// storyboards' names.
  public static func checkCode(
    _ storyboard: Storyboard, connections: CodeConnections = CodeConnections(),
    index: SourceIndex, storyboardNames: [String]? = nil
  ) -> [Diagnostic] {
    if memberLimitError(index) != nil { return [] }
    let groups = scenesByClass(storyboard, index: index)
    let nibs = NibChecks(
      nibs: connections.nibs, index: index, allKnown: storyboardNames != nil)
    // A XIB's cells are dequeued only once code registers its nib, and it has no segues or
    // storyboard identifiers: the identifiers are checked against the storyboards alone
    // (none when a XIB is checked by itself).
    var storyboards = storyboard
    storyboards.scenes.removeAll { $0.id.location.file.hasSuffix(".xib") }
    guard storyboardNames != nil || connections.nibs.isEmpty else {
      return unconnected(storyboard, connections, groups: groups, index: index) + nibs.check()
    }
    return unconnected(storyboard, connections, groups: groups, index: index)
      + IdentifierChecks(
        storyboard: storyboards, connections: connections, index: index,
        scenesByClass: scenesByClass(storyboards, index: index),
        storyboardNames: storyboardNames
      ).check() + nibs.check()
  }

  static func place(_ file: String, _ position: TextPosition) -> Diagnostic.Location {
    Diagnostic.Location(file: file, line: position.line, column: position.column)
  }

  private static func checkOutlets(_ scene: Scene, key: String, index: SourceIndex) -> [Diagnostic]
  {
    var out: [Diagnostic] = []
    for outlet in scene.outlets {
      guard let property = index.outlet(named: outlet.property.value, of: key) else {
        let names = index.outlets(of: key).map(\.name)
        out.append(
          .outletWithoutProperty(
            outlet.property.value, owner: "scene '\(scene.id.value)'", className: key,
            suggestion: Suggestions.closest(to: outlet.property.value, in: names),
            declared: declaration(key, index), at: outlet.property.location))
        continue
      }
      guard let target = outlet.targets.first, let view = scene.view(target.value),
        let accepted = uikit[view.type.value], property.typeName.hasPrefix("UI"),
        !accepted.contains(property.typeName)
      else { continue }
      out.append(
        .outletTypeMismatch(
          outlet.property.value, viewType: view.type.value, uikit: accepted[0],
          property: property.typeName, at: outlet.property.location,
          declared: place(property.file, property.position)))
    }
    return out
  }

  private static func checkActions(_ scene: Scene, key: String, index: SourceIndex) -> [Diagnostic]
  {
    var out: [Diagnostic] = []
    // An action sent to a view (`target:`) is that view's class's; one wired to another
    // scene (`targetScene:`) reaches no object, which `validate` reports without the code.
    for action in scene.actions where action.target == nil && action.targetScene == nil {
      guard let selector = action.selector, !index.hasAction(selector.value, of: key) else {
        continue
      }
      let selectors = index.actions(of: key).map(\.selector)
      out.append(
        .actionWithoutMethod(
          selector.value, scene: scene.id.value, className: key,
          suggestion: Suggestions.closest(to: selector.value, in: selectors),
          declared: declaration(key, index), at: selector.location))
    }
    return out
  }

  /// The places in `storyboard.scenes` of the scenes naming each class, by its key in the
  /// index, in file order.
  static func scenesByClass(_ storyboard: Storyboard, index: SourceIndex) -> [String: [Int]] {
    var groups: [String: [Int]] = [:]
    for (place, scene) in storyboard.scenes.enumerated() {
      if let name = scene.className?.value {
        groups[index.key(for: name), default: []].append(place)
      }
    }
    return groups
  }

  /// `@IBOutlet`s and `@IBAction`s of classes some scene names that no scene connects
  /// (`groups`: `scenesByClass`).
  private static func unconnected(
    _ storyboard: Storyboard, _ connections: CodeConnections, groups: [String: [Int]],
    index: SourceIndex
  ) -> [Diagnostic] {
    var out: [Diagnostic] = []
    var seen: Set<String> = []
    // Sets built once: a union per class would copy them for every class.
    let unwinds = Set(storyboard.scenes.flatMap { $0.segues.compactMap(\.action?.value) })
      .union(connections.selectors)
    for position in storyboard.scenes.indices {
      guard let name = storyboard.scenes[position].className?.value else { continue }
      let key = index.key(for: name)
      guard index.contains(key), seen.insert(key).inserted else { continue }
      let places = groups[key] ?? []
      // The storyboard-wide sets answer first (for a storyboard they hold every connection);
      // the class's own are made only when they must be asked.
      lazy var outlets = Set(places.flatMap { storyboard.scenes[$0].outlets.map(\.property.value) })
      lazy var selectors = Set(
        places.flatMap { storyboard.scenes[$0].actions.compactMap(\.selector?.value) })
      let sendsActions = places.contains { !storyboard.scenes[$0].actions.isEmpty }
      for declaration in index.declarations(of: key) {
        for outlet in declaration.outlets
        where !connections.outlets.contains(outlet.name) && !outlets.contains(outlet.name) {
          out.append(
            .unconnectedOutlet(outlet.name, className: key, at: place(outlet.file, outlet.position))
          )
        }
        // Only a storyboard's actions say which methods IB connects.
        guard sendsActions || !unwinds.isEmpty || !selectors.isEmpty else { continue }
        for action in declaration.actions
        where action.kind == .action && !unwinds.contains(action.selector)
          && !selectors.contains(action.selector)
        {
          out.append(
            .unconnectedAction(
              action.selector, className: key, at: place(action.file, action.position)))
        }
      }
    }
    return out
  }

  /// Where a class is first declared, for a note.
  static func declaration(_ key: String, _ index: SourceIndex) -> Diagnostic.Location? {
    index.declarations(of: key).first.map { place($0.file, $0.position) }
  }
}
