import Diagnostics

/// The messages of `scenectl validate`, one constructor per code. Wording
/// follows Xcode's where users know it (UIKIT-SEMANTICS.md §1.12 and §5).
extension Diagnostic {
  static func noEntryPoint(at location: Location) -> Diagnostic {
    .error(
      .noEntryPoint,
      "the storyboard has no 'initial' scene; add 'initial: SCENE_ID' naming the scene the app starts with",
      at: location)
  }

  static func entryPointInvalid(_ id: String, scenes: [String], at location: Location)
    -> Diagnostic
  {
    .error(
      .entryPointInvalid,
      "'initial' names '\(id)', which is not a scene\(Suggestions.hint(for: id, in: scenes))",
      at: location)
  }

  static func duplicateSceneID(_ id: String, first: Location, at location: Location) -> Diagnostic {
    .error(
      .duplicateId, "scene id '\(id)' is used twice; give each scene its own id",
      at: location, notes: [Note("'\(id)' first defined here", at: first)])
  }

  static func duplicateID(_ id: String, scene: String, first: Location, at location: Location)
    -> Diagnostic
  {
    .error(
      .duplicateId, "id '\(id)' is used twice in scene '\(scene)'; give each view and bar item its own id",
      at: location, notes: [Note("'\(id)' first defined here", at: first)])
  }

  static func duplicateSegueIdentifier(
    _ id: String, scene: String, first: Location, at location: Location
  ) -> Diagnostic {
    .error(
      .duplicateSegueIdentifier,
      "segue identifier '\(id)' is used twice in scene '\(scene)'; UIKit would always perform the first",
      at: location, notes: [Note("'\(id)' first defined here", at: first)])
  }

  static func segueDanglingDestination(
    _ segue: String, to id: String, scenes: [String], at location: Location
  ) -> Diagnostic {
    .error(
      .segueDanglingDestination,
      "\(segue) goes to '\(id)', which is not a scene\(Suggestions.hint(for: id, in: scenes))",
      at: location)
  }

  static func segueDanglingSource(
    _ id: String, scene: String, candidates: [String], at location: Location
  ) -> Diagnostic {
    .error(
      .segueDanglingSource,
      "segue starts from '\(id)', which is not a control, bar item or prototype cell of scene '\(scene)'"
        + Suggestions.hint(for: id, in: candidates),
      at: location)
  }

  static func segueBadSource(_ id: String, type: ViewType, at location: Location) -> Diagnostic {
    .error(
      .segueBadSource,
      "segue starts from '\(id)', a \(type.rawValue), which cannot trigger a segue; "
        + "start it from a control, a bar item or a prototype cell",
      at: location)
  }

  static func outletDanglingDestination(
    _ outlet: String, view: String, scene: String, candidates: [String],
    namedConstraints: Bool = false, at location: Location
  ) -> Diagnostic {
    let kinds = namedConstraints ? "view, bar item, named constraint or object" : "view or bar item"
    return .error(
      .outletDanglingDestination,
      "outlet '\(outlet)' connects to '\(view)', which is not a \(kinds) of scene '\(scene)'"
        + Suggestions.hint(for: view, in: candidates),
      at: location)
  }

  static func delegateDanglingDestination(
    _ property: String, target: String, scene: String, candidates: [String], at location: Location
  ) -> Diagnostic {
    .error(
      .outletDanglingDestination,
      "delegate '\(property)' connects to '\(target)', which is neither 'self' (the controller) "
        + "nor a view, cell or object of scene '\(scene)'"
        + Suggestions.hint(for: target, in: candidates),
      at: location)
  }

  static func outletTypeMismatch(
    _ outlet: String, expected: ViewType, view: String, actual: String, at location: Location
  ) -> Diagnostic {
    .error(
      .outletTypeMismatch,
      "outlet '\(outlet)' expects a \(expected.rawValue), but '\(view)' is a \(actual)",
      at: location)
  }

  static func actionDanglingTarget(
    _ action: String, from id: String, scene: String, candidates: [String], at location: Location
  ) -> Diagnostic {
    .error(
      .actionDanglingTarget,
      "action '\(action)' is sent from '\(id)', which is not a control or bar item of scene '\(scene)'"
        + Suggestions.hint(for: id, in: candidates),
      at: location)
  }

  static func actionNotAControl(_ action: String, from id: String, type: ViewType, at location: Location)
    -> Diagnostic
  {
    .error(
      .actionNotAControl,
      "action '\(action)' is sent from '\(id)', a \(type.rawValue), which is not a control and sends no actions",
      at: location)
  }

  static func actionBadEvent(
    _ event: ControlEvent, sender: String, kind: String, events: [ControlEvent], at location: Location
  ) -> Diagnostic {
    .error(
      .actionBadEventForControl,
      "'\(sender)' is a \(kind), which never sends '\(event.rawValue)'; it sends "
        + events.map { "'\($0.rawValue)'" }.joined(separator: ", "),
      at: location)
  }

  static func stepUnknownSegue(_ id: String, scene: String, candidates: [String], at location: Location)
    -> Diagnostic
  {
    .error(
      .stepUnknownSegue,
      "scene '\(scene)' has no segue with identifier '\(id)'\(Suggestions.hint(for: id, in: candidates))",
      at: location)
  }

  static func stepUnknownAlert(_ id: String, scene: String, candidates: [String], at location: Location)
    -> Diagnostic
  {
    .error(
      .stepUnknownAlert,
      "scene '\(scene)' has no alert '\(id)'\(Suggestions.hint(for: id, in: candidates))",
      at: location)
  }

  static func rowsUnknownDataSet(_ name: String, candidates: [String], at location: Location)
    -> Diagnostic
  {
    .error(
      .rowsUnknownDataSet,
      "'rows' names data set '\(name)', which is not in 'data'\(Suggestions.hint(for: name, in: candidates))",
      at: location)
  }

  static func constraintUnknownItem(
    _ item: String, scene: String, candidates: [String], at location: Location
  ) -> Diagnostic {
    .error(
      .constraintUnknownItem,
      "constraint refers to '\(item)', which is not a view of scene '\(scene)' nor "
        + "'superview', 'rootView', 'safeArea', 'topLayoutGuide', 'bottomLayoutGuide' or a "
        + "view's 'VIEW.safeArea'"
        + Suggestions.hint(for: item, in: candidates),
      at: location)
  }

  /// A constraint naming a view of another scene: Auto Layout relates views of one hierarchy.
  static func constraintViewOfAnotherScene(
    _ item: String, owner: String, scene: String, at location: Location
  ) -> Diagnostic {
    .error(
      .constraintUnknownItem,
      "constraint refers to '\(item)', a view of scene '\(owner)', not of scene '\(scene)'; "
        + "constraints relate views of one scene",
      at: location)
  }

  static func titleViewUnknown(_ id: String, scene: String, at location: Location) -> Diagnostic {
    .error(.titleViewUnknown, "'titleView' names '\(id)', which is not a view of scene '\(scene)'",
      at: location)
  }

  static func prototypeNeedsReuseID(at location: Location) -> Diagnostic {
    .warning(
      .prototypeCellNeedsReuseId,
      "prototype table cells must have reuse identifiers; add 'id' to this prototype",
      at: location)
  }

  static func barItemEmpty(_ id: String, at location: Location) -> Diagnostic {
    .error(.missingKey, "bar item '\(id)' has no 'title', 'image' or 'system'; add one", at: location)
  }

  static func priorityOutOfRange(_ value: Double, at location: Location) -> Diagnostic {
    .error(.invalidValue, "priority \(value) is outside 1...1000", at: location)
  }

  static func actionSheetFields(_ id: String, at location: Location) -> Diagnostic {
    .error(
      .alertFieldsInActionSheet,
      "action sheet '\(id)' cannot have text fields; only alerts (style: alert) take 'fields'",
      at: location)
  }

  /// `properties: { title: ... }`: the view controller's own title, declared as a property of
  /// its own, would never reach the bar.
  static func titleDeclaredAsProperty(_ scene: String, at location: Location) -> Diagnostic {
    .error(
      .invalidId,
      "'title' cannot be declared under 'properties' of '\(scene)': 'self.title' is the view "
        + "controller's own title, which the navigation bar shows; write 'title:' on the scene "
        + "for its first value, and set 'self.title' in steps without declaring it",
      at: location)
  }
}

/// The messages of free views (`freeViews:`, an extension, docs/SceneFormat.md).
extension Diagnostic {
  /// A constraint relating views of two trees (the view tree and a free view, or two free
  /// views), or a free view and a guide of the root view: Auto Layout relates views with a
  /// common ancestor only.
  static func constraintAcrossTrees(
    _ item: String, constraint place: String, item itemPlace: String, fix: String,
    at location: Location
  ) -> Diagnostic {
    .error(
      .constraintAcrossTrees,
      "constraint \(place) refers to '\(item)', \(itemPlace): they have no common ancestor, and "
        + "UIKit raises at activation; \(fix)",
      at: location)
  }

  /// `superview` of a free view itself: it has none until code adds it to a view.
  static func freeViewSuperview(_ id: String, at location: Location) -> Diagnostic {
    .error(
      .constraintAcrossTrees,
      "constraint of free view '\(id)' refers to the superview of '\(id)', which has none "
        + "until code adds it to a view, and UIKit raises at activation; give its size with "
        + "'size:', and constrain it to its superview in code",
      at: location)
  }
}

extension Diagnostic {
  /// `storyboard reference 'poi' (scene 'poiTabBar' of POI.storyboard) cannot be followed,
  /// and the app crashes when a segue leads there: cannot read 'Scenes/POI.storyboard' ...`.
  static func unresolvedReference(_ what: String, _ problem: String, at location: Location)
    -> Diagnostic
  {
    .warning(
      .referenceUnresolved,
      "\(what) cannot be followed, and the app crashes when a segue leads there: \(problem)",
      at: location)
  }

  /// `the initial scene 'toB' is a storyboard reference whose references lead back round to
  /// it ...`: the app cannot launch from this file.
  static func referenceCycleAtLaunch(_ scene: String, at location: Location) -> Diagnostic {
    .error(
      .referenceCycle,
      "the initial scene '\(scene)' is a storyboard reference whose references lead back round"
        + " to it without reaching a scene, so the app crashes at launch (UIKit cannot make"
        + " the initial view controller); make one of them name a scene that is not a"
        + " reference",
      at: location)
  }

  /// A reference to a file outside the folder the run may read (`ReadRoot`); `root` is that
  /// folder as given.
  static func referenceOutsideRoot(
    _ what: String, _ file: String, root: String, at location: Location
  ) -> Diagnostic {
    .error(
      .inputOutsideRoot,
      "\(what): '\(file)' is outside '\(root)', the folder this run may read; "
        + "name a file under it, or give --root a folder that holds both",
      at: location)
  }

  /// A reference to a file that is neither a scene file nor a storyboard: one error, and
  /// nothing of the file's content.
  static func referenceNotSceneFile(_ what: String, _ file: String, at location: Location)
    -> Diagnostic
  {
    .error(
      .referenceNotSceneFile,
      "\(what): '\(file)' is not a scene file (it has no 'format:' line) nor a "
        + "storyboard; name a scene file or a .storyboard",
      at: location)
  }

  /// A storyboard's `storyboardName` that is a path, not a name.
  static func referenceNameIsPath(_ what: String, _ written: String, at location: Location)
    -> Diagnostic
  {
    let name = written.hasSuffix(".storyboard") ? String(written.dropLast(11)) : written
    let base = name.split(separator: "/").last.map(String.init) ?? name
    return .error(
      .referenceNameInvalid,
      "\(what): storyboardName '\(name)' is a path, not a name (it has '/', '..' or a NUL); "
        + "give the name of a storyboard of the app alone, without folders (such as "
        + "'\(base)')",
      at: location)
  }

  static func referenceWithContent(_ id: String, _ keys: [String], at location: Location)
    -> Diagnostic
  {
    .error(
      .referenceWithContent,
      "scene '\(id)' is a storyboard reference, which stands for a scene of another file; "
        + "it cannot have \(keys.joined(separator: ", ")) of its own: move them to that scene",
      at: location)
  }
}
