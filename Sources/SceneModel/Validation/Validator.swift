import Diagnostics
import SceneSyntax

/// Checks a loaded storyboard for everything that would break at run time or
/// that Xcode's ibtool lets through silently (UIKIT-SEMANTICS.md §1.12, §5).
///
/// It never stops at the first problem: every check runs and every problem
/// comes back as a diagnostic with a stable code.
///
///     let problems = Validator.validate(storyboard)
public enum Validator {
  /// The named layout items every scene has besides its views.
  public static let layoutGuides = [
    "superview", "rootView", "safeArea", "topLayoutGuide", "bottomLayoutGuide",
  ]

  public static func validate(_ storyboard: Storyboard) -> [Diagnostic] {
    Suggestions.bounded { check(storyboard) }
  }

  private static func check(_ storyboard: Storyboard) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    let sceneIDs = storyboard.scenes.map(\.id.value)
    if let initial = storyboard.initial, !storyboard.declaresScene(initial.value) {
      diagnostics.append(
        .entryPointInvalid(initial.value, scenes: sceneIDs, at: initial.location))
    }
    // Which scene holds each view id first, so that a reference to another scene's view says
    // where that view is; built once, so each lookup is constant time.
    var viewOwners: [String: String] = [:]
    for scene in storyboard.scenes {
      // By index: a view is not copied to read its id.
      for v in scene.allViews.indices {
        viewOwners.insertIfAbsent(scene.allViews[v].id.value, scene.id.value)
      }
    }
    // One copy of each scene for all its checks: an element passed on from the list is
    // copied at each call (each checker still holds a copy of its own).
    for scene in storyboard.scenes {
      diagnostics += checkIDs(scene)
      diagnostics += checkOutlets(scene)
      diagnostics += checkActions(scene)
      diagnostics += checkViews(scene, storyboard: storyboard)
      diagnostics += checkConstraints(scene, viewOwners: viewOwners)
      diagnostics += ReferenceChecker(storyboard: storyboard, scene: scene, viewOwners: viewOwners)
        .check()
      diagnostics += CellSegueChecker(scene: scene).check()
      diagnostics += CellOutletChecker(scene: scene).check()
      // Checkers that find nothing in most scenes are not made for them: each holds a copy.
      if scene.viewsHoldDetails || !scene.gestures.isEmpty {
        diagnostics += GestureChecker(scene: scene).check()
      }
      diagnostics += ActionTargetChecker(storyboard: storyboard, scene: scene).check()
      if !scene.freeViews.isEmpty { diagnostics += FreeViewChecker(scene: scene).check() }
      diagnostics += BarViewChecker(scene: scene).check()
      diagnostics += TableEndChecker(scene: scene).check()
      if scene.viewsHoldDetails { diagnostics += RefreshControlChecker(scene: scene).check() }
    }
    diagnostics += SegueChecker(storyboard: storyboard).check()
    diagnostics += UnwindChecker(storyboard: storyboard).check()
    diagnostics += UnwindChecker(storyboard: storyboard).checkReach()
    diagnostics += FlowChecker(storyboard: storyboard).check()
    diagnostics += BottomBarChecker(storyboard: storyboard).check()
    return explainingOrphans(diagnostics, in: storyboard)
  }

  /// A segue to a scene that does not exist often meant one that is there: the scenes that
  /// nothing else leads to are then a consequence of it, not problems of their own, so their
  /// `unreachable-scene` warnings become notes of the first `segue-dangling-destination`
  /// error (in output order), which comes before them. Only in a file with a few of each
  /// (`orphanLimit`): where many segues dangle and many scenes are unreachable, no one segue
  /// explains them, and the warnings stay.
  static func explainingOrphans(_ diagnostics: [Diagnostic], in storyboard: Storyboard)
    -> [Diagnostic]
  {
    let danglingCount = diagnostics.lazy.filter { $0.code == "segue-dangling-destination" }.count
    let orphanCount = diagnostics.lazy.filter { $0.code == "unreachable-scene" }.count
    guard danglingCount <= orphanLimit, orphanCount <= orphanLimit,
      let cause = Diagnostic.sortedForOutput(
        diagnostics.filter { $0.code == "segue-dangling-destination" }
      ).first,
      let index = diagnostics.firstIndex(of: cause)
    else { return diagnostics }
    let places = Set(diagnostics.filter { $0.code == "unreachable-scene" }.compactMap(\.location))
    let orphans = storyboard.scenes.filter { places.contains($0.id.location) }
    guard !orphans.isEmpty else { return diagnostics }
    var result = diagnostics
    let initial = storyboard.initial?.value ?? ""
    result[index].notes += orphans.map { scene in
      Diagnostic.Note(
        "scene '\(scene.id.value)' is unreachable: no relationship or segue leads to it from "
          + "'\(initial)'; if this segue should go there, write 'to: \(scene.id.value)'",
        at: scene.id.location)
    }
    return result.filter { $0.code != "unreachable-scene" }
  }

  /// The most dangling destinations, and unreachable scenes, for which the second are taken
  /// for consequences of the first.
  static let orphanLimit = 8

  /// Views and bar items share one id space per scene; segue ids another.
  /// Of two uses of an id, the later in the file is reported.
  static func checkIDs(_ scene: Scene) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    var seen: [String: Diagnostic.Location] = [:]
    // Sized for the views and bar items, most of the ids, so that it does not grow by rehashing.
    seen.reserveCapacity(scene.allViews.count + scene.allBarItems.count)
    func visit(_ id: Located<String>) {
      guard let other = seen[id.value] else {
        seen[id.value] = id.location
        return
      }
      let (first, later) = other < id.location ? (other, id.location) : (id.location, other)
      seen[id.value] = first
      diagnostics.append(.duplicateID(id.value, scene: scene.id.value, first: first, at: later))
    }
    // Views, bar items, named constraints, objects, cells' labels, refresh controls, gesture
    // recognizers, in that order, each list walked in place.
    for i in scene.allViews.indices { visit(scene.allViews[i].id) }
    for i in scene.allBarItems.indices { visit(scene.allBarItems[i].id) }
    for entry in scene.namedConstraints { if let id = entry.id { visit(id) } }
    for object in scene.objects { visit(object.id) }
    for label in scene.builtInLabels { visit(label.id) }
    for refresh in scene.refreshControls { visit(refresh.control.id) }
    for gesture in Gesture.all(in: scene) { if let id = gesture.id { visit(id) } }
    if let title = scene.properties.first(where: { $0.name.value == Scene.titleProperty }) {
      diagnostics.append(.titleDeclaredAsProperty(scene.id.value, at: title.name.location))
    }
    var segueIDs: [String: Diagnostic.Location] = [:]
    for id in scene.segues.compactMap(\.id) {
      if let first = segueIDs[id.value] {
        diagnostics.append(
          .duplicateSegueIdentifier(id.value, scene: scene.id.value, first: first, at: id.location))
      } else {
        segueIDs[id.value] = id.location
      }
    }
    return diagnostics
  }

  static func checkOutlets(_ scene: Scene) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    let constraintIDs = Set(scene.namedConstraints.compactMap(\.id?.value))
    let objectIDs = Set(scene.objects.map(\.id.value))
    let labelIDs = Set(scene.builtInLabels.map(\.id.value))
    let gestureIDs = Set(Gesture.all(in: scene).compactMap(\.id?.value))
    // Listed only for an outlet to nothing (the did-you-mean), once.
    lazy var candidates =
      scene.allViews.map(\.id.value) + scene.allBarItems.map(\.id.value) + constraintIDs.sorted()
      + objectIDs.sorted() + labelIDs.sorted() + gestureIDs.sorted()
    // The controller's outlets, then each object's (`objects:`) and each view's.
    for outlet in scene.outlets + scene.objects.flatMap(\.outlets)
      + (scene.viewsHoldDetails ? scene.allViews.flatMap(\.outlets) : [])
    {
      for target in outlet.targets {
        if let type = scene.viewType(target.value) {
          if let expected = outlet.expectedType, expected.value != type {
            diagnostics.append(
              .outletTypeMismatch(
                outlet.property.value, expected: expected.value, view: target.value,
                actual: type.rawValue, at: expected.location))
          }
        } else if labelIDs.contains(target.value) {
          if let expected = outlet.expectedType, expected.value != .label {
            diagnostics.append(
              .outletTypeMismatch(
                outlet.property.value, expected: expected.value, view: target.value,
                actual: "label", at: expected.location))
          }
        } else if scene.barItem(target.value) != nil || constraintIDs.contains(target.value)
          || objectIDs.contains(target.value) || gestureIDs.contains(target.value)
        {
          if let expected = outlet.expectedType {
            let actual =
              scene.barItem(target.value) != nil
              ? "bar item"
              : constraintIDs.contains(target.value)
                ? "constraint" : objectIDs.contains(target.value) ? "object" : "gesture recognizer"
            diagnostics.append(
              .outletTypeMismatch(
                outlet.property.value, expected: expected.value, view: target.value,
                actual: actual, at: expected.location))
          }
        } else if !scene.unreadViewIDs.contains(target.value) {
          diagnostics.append(
            .outletDanglingDestination(
              outlet.property.value, view: target.value, scene: scene.id.value,
              candidates: candidates,
              namedConstraints: !constraintIDs.isEmpty || !objectIDs.isEmpty,
              at: target.location))
        }
      }
    }
    // A view's delegate wiring goes to the scene's controller (`self`), a view, a cell (the
    // one holding it, most often) or an object.
    let cellIDs = Set(scene.allCells.compactMap(\.id?.value))
    lazy var delegateCandidates =
      ["self"] + scene.allViews.map(\.id.value) + cellIDs.sorted() + objectIDs.sorted()
    for outlet in scene.viewsHoldDetails ? scene.allViews.flatMap(\.delegates) : [] {
      for target in outlet.targets
      where target.value != "self" && scene.view(target.value) == nil
        && !cellIDs.contains(target.value) && !objectIDs.contains(target.value)
        && !scene.unreadViewIDs.contains(target.value)
      {
        diagnostics.append(
          .delegateDanglingDestination(
            outlet.property.value, target: target.value, scene: scene.id.value,
            candidates: delegateCandidates,
            at: target.location))
      }
    }
    return diagnostics
  }

  static func checkActions(_ scene: Scene) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    // Listed only for an action from nothing (the did-you-mean), once.
    lazy var candidates =
      scene.allViews.compactMap { $0.type.value.isControl ? $0.id.value : nil }
      + scene.allBarItems.map(\.id.value) + scene.refreshControls.map(\.control.id.value)
    for action in scene.actions {
      let sender = action.from
      if let view = scene.view(sender.value) {
        let type = view.type.value
        if view.hasGesture(sendingAction: action.name.value) {
          if let event = action.event {
            diagnostics.append(
              .gestureActionEvent(event.value, sender: sender.value, at: event.location))
          }
          continue
        }
        guard type.isControl else {
          diagnostics.append(
            view.gestures.isEmpty
              ? .actionNotAControl(
                action.name.value, from: sender.value, type: type, at: sender.location)
              : .actionNotNamedByGesture(
                action.name.value, from: sender.value, type: type, at: sender.location))
          continue
        }
        if let event = action.event, !type.events.contains(event.value) {
          diagnostics.append(
            .actionBadEvent(
              event.value, sender: sender.value, kind: type.rawValue, events: type.events,
              at: event.location))
        }
      } else if sender.value == Scene.rootViewID {
        if !scene.hasRootGesture(sendingAction: action.name.value) {
          diagnostics.append(
            .rootViewSourceNotNamedByGesture(
              "action '\(action.name.value)'", key: "action", name: action.name.value,
              at: sender.location))
        } else if let event = action.event {
          diagnostics.append(
            .gestureActionEvent(event.value, sender: sender.value, at: event.location))
        }
      } else if scene.refreshControl(sender.value) != nil {
        continue  // `RefreshControlChecker`
      } else if scene.barItem(sender.value) != nil {
        let events: [ControlEvent] = [.primaryAction, .touchUpInside]
        if let event = action.event, !events.contains(event.value) {
          diagnostics.append(
            .actionBadEvent(
              event.value, sender: sender.value, kind: "bar item", events: events,
              at: event.location))
        }
      } else if !scene.unreadViewIDs.contains(sender.value) {
        diagnostics.append(
          .actionDanglingTarget(
            action.name.value, from: sender.value, scene: scene.id.value,
            candidates: candidates, at: sender.location))
      }
    }
    return diagnostics
  }

  static func checkViews(_ scene: Scene, storyboard: Storyboard) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    let dataSets = storyboard.data.map(\.name.value)
    // Indices, not `for view in`: a loop variable would copy every view.
    for i in scene.allViews.indices where scene.allViews[i].type.value.showsRows {
      let view = scene.allViews[i]
      if let rows = view.properties.first(where: { $0.name == "rows" }),
        case .string(let name) = rows.value, !dataSets.contains(name)
      {
        diagnostics.append(.rowsUnknownDataSet(name, candidates: dataSets, at: rows.location))
      }
      for prototype in view.prototypes where prototype.id == nil {
        diagnostics.append(.prototypeNeedsReuseID(at: prototype.location))
      }
    }
    if let titleView = scene.navigationItem?.titleView, !scene.declaresView(titleView.value) {
      diagnostics.append(
        .titleViewUnknown(titleView.value, scene: scene.id.value, at: titleView.location))
    }
    return diagnostics
  }

  static func checkConstraints(_ scene: Scene, viewOwners: [String: String])
    -> [Diagnostic]
  {
    guard !scene.constraints.isEmpty else { return [] }
    // A guide, a view of the scene or one that could not be read: looked up where the scene
    // indexes them, not copied into a set of its own.
    func known(_ name: String) -> Bool {
      layoutGuides.containsComparingLengths(name) || scene.hasView(name)
        || (!scene.unreadViewIDs.isEmpty && scene.unreadViewIDs.contains(name))
    }
    var diagnostics: [Diagnostic] = []
    var candidates: [String]?  // listed on the first unknown item, once
    // The constraint by its index: an entry is read in place, not copied, and its place only
    // for an error.
    func check(_ anchor: ConstraintSyntax.Anchor, of entry: Int) {
      if let owner = anchor.guideOwner {
        // A view's safe-area guide: the view, `superview` or `rootView` (the root's is
        // `safeArea`).
        if owner == "superview" || owner == "rootView" || known(owner)
          && !layoutGuides.contains(owner)
        {
          return
        }
      } else if known(anchor.item) {
        return
      }
      if let owner = viewOwners[anchor.item], owner != scene.id.value {
        diagnostics.append(
          .constraintViewOfAnotherScene(
            anchor.item, owner: owner, scene: scene.id.value,
            at: scene.constraints[entry].location(ofOffset: anchor.offset)))
        return
      }
      let names = candidates ?? scene.treeViews.map(\.id.value) + layoutGuides
      candidates = names
      diagnostics.append(
        .constraintUnknownItem(
          anchor.item, scene: scene.id.value, candidates: names,
          at: scene.constraints[entry].location(ofOffset: anchor.offset)))
    }
    for i in scene.constraints.indices {
      check(scene.constraints[i].syntax.first, of: i)
      if let second = scene.constraints[i].syntax.second { check(second, of: i) }
    }
    return diagnostics
  }
}
