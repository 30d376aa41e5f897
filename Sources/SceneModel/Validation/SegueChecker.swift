import Diagnostics

/// Checks each segue on its own: its ends exist, relationships come from the
/// right containers in the right number, and presentation options are legal.
struct SegueChecker {
  let storyboard: Storyboard
  /// The scenes that some path from `initial` (or from a scene code may enter by its
  /// storyboard identifier) shows inside a navigation controller.
  let insideNavigation: Set<String>

  init(storyboard: Storyboard) {
    self.storyboard = storyboard
    let flow = FlowChecker(storyboard: storyboard)
    let starts = (storyboard.initial.map { [$0.value] } ?? [])
    let contexts = [
      flow.reachableContexts(fromAll: starts),
      flow.reachableContexts(
        fromAll: storyboard.scenes.filter { $0.storyboardIdentifier != nil }.map(\.id.value),
        context: .inNavigation),
    ]
    insideNavigation = Set(
      contexts.flatMap { $0.filter { $0.value.contains(.inNavigation) }.keys })
  }

  func check() -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    let sceneIDs = storyboard.scenes.map(\.id.value)
    for scene in storyboard.scenes {
      let barViews = scene.barViewIDs
      if scene.kind.value.isContainer,
        let first = scene.views.first(where: { !barViews.contains($0.id.value) })
      {
        diagnostics.append(
          .containerHasViews(scene.id.value, kind: scene.kind.value, at: first.location))
      }
      let prototypes =
        scene.segues.contains { $0.from != nil }
        ? scene.allViews.flatMap(\.prototypes).compactMap(\.id?.value) : []
      let sources = Sources(scene: scene, prototypes: prototypes)
      for segue in scene.segues {
        for target in segue.to where !storyboard.declaresScene(target.value) {
          diagnostics.append(
            .segueDanglingDestination(
              segue.displayName, to: target.value, scenes: sceneIDs, at: target.location))
        }
        diagnostics += checkSource(segue, in: scene, sources: sources)
        diagnostics += checkKind(segue, in: scene)
      }
      diagnostics += checkRelationshipCounts(scene)
    }
    return diagnostics
  }

  /// What a segue of a scene may start from, listed once for all its segues.
  private struct Sources {
    let prototypes: Set<String>
    /// The prototype cells' ids, in order.
    let prototypeIDs: [String]

    init(scene: Scene, prototypes: [String]) {
      self.prototypes = Set(prototypes)
      prototypeIDs = prototypes
    }

    /// Controls, bar items and prototype cells, for the did-you-mean (listed only for a
    /// segue from nothing).
    func candidates(in scene: Scene) -> [String] {
      scene.allViews.compactMap { $0.type.value.isControl ? $0.id.value : nil }
        + scene.allBarItems.map(\.id.value) + prototypeIDs
    }
  }

  private func checkSource(_ segue: Segue, in scene: Scene, sources: Sources) -> [Diagnostic] {
    guard let from = segue.from else {
      // A `from:` that could not be read has its own error: the segue is not manual.
      if segue.hasUnreadSource { return [] }
      switch segue.kind.value {
      case .relationship:
        return []
      case .popover:
        return [.popoverNeedsAnchor(segue.displayName, at: segue.location)]
      case .embed:
        return [.missingKey("from", in: "an embed segue (the container view)", at: segue.location)]
      default:
        return segue.id == nil && !segue.hasUnreadID
          ? [.segueNeedsIdentifier(scene.id.value, at: segue.location)] : []
      }
    }
    if let view = scene.view(from.value) {
      let type = view.type.value
      if let id = segue.id, segue.kind.value != .embed, view.hasGesture(performingSegue: id.value) {
        return []
      }
      let allowed =
        segue.kind.value == .embed ? type == .view : type.isControl || type.isCell
      if allowed { return [] }
      return [
        view.gestures.isEmpty
          ? .segueBadSource(from.value, type: type, at: from.location)
          : .segueNotNamedByGesture(
            segue, from: from.value, type: type, at: from.location)
      ]
    }
    if from.value == Scene.rootViewID, segue.kind.value != .embed {
      if let id = segue.id, scene.hasRootGesture(performingSegue: id.value) { return [] }
      let naming = segue.id.map(\.value) ?? "ID"
      return [
        .rootViewSourceNotNamedByGesture(
          segue.displayName, key: "segue", name: naming, at: from.location)
      ]
    }
    if scene.barItem(from.value) != nil || sources.prototypes.contains(from.value)
      || scene.unreadViewIDs.contains(from.value)
    {
      return []
    }
    return [
      .segueDanglingSource(
        from.value, scene: scene.id.value, candidates: sources.candidates(in: scene),
        at: from.location)
    ]
  }

  private func checkKind(_ segue: Segue, in scene: Scene) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    let kind = segue.kind.value
    switch kind {
    case .relationship:
      guard let relationship = segue.relationship else {
        if segue.hasUnreadRelationship { return [] }
        return [.missingKey("relationship", in: "a relationship segue", at: segue.location)]
      }
      let required = Self.container(for: relationship.value)
      if scene.kind.value != required {
        diagnostics.append(
          .relationshipWrongSource(
            relationship.value, scene: scene.id.value, kind: scene.kind.value, required: required,
            at: relationship.location))
      }
    case .push, .show:
      for target in segue.to {
        if storyboard.scene(target.value)?.kind.value == .navigationController {
          diagnostics.append(.pushNavigationController(target.value, at: target.location))
        }
      }
    case .modal, .popover, .embed, .unwind, .showDetail:
      break
    }
    if scene.kind.value.isContainer, [.push, .show, .embed, .showDetail].contains(kind),
      !showsThroughItsParent(segue, from: scene)
    {
      diagnostics.append(
        .containerChildNotRelationship(
          scene.id.value, kind: scene.kind.value, segue: kind,
          at: segue.kind.location))
    }
    if let transition = segue.transition, transition.value == .partialCurl,
      segue.presentation?.value != .fullScreen
    {
      diagnostics.append(
        .partialCurlRequiresFullScreen(segue.presentation?.value, at: transition.location))
    }
    return diagnostics
  }

  /// Whether a show-like segue from a container works as UIKit performs it: `show` and
  /// `showDetail` call `show(_:sender:)` and `showDetailViewController(_:sender:)`, which a
  /// navigation controller or a split view controller handles itself (a navigation controller
  /// pushes onto its own stack) and any other controller passes up to the parent that does
  /// (`targetViewController(forAction:sender:)`): a tab bar or page view controller on a
  /// navigation stack has the destination pushed there. A legacy `push` needs the source's
  /// navigation controller, which a tab bar or page view controller has only inside one.
  /// An embed needs a container view, which a container has not.
  private func showsThroughItsParent(_ segue: Segue, from scene: Scene) -> Bool {
    let container = scene.kind.value
    switch segue.kind.value {
    case .show, .showDetail:
      return container == .navigationController || container == .splitViewController
        || insideNavigation.contains(scene.id.value)
    case .push:
      return container != .navigationController && insideNavigation.contains(scene.id.value)
    default:
      return false
    }
  }

  /// `rootViewController`, `master`, `supplementary` and `detail` name exactly one scene, and
  /// a split view with a `supplementary` column has the two columns beside it.
  private func checkRelationshipCounts(_ scene: Scene) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    for relationship in [Segue.Relationship.rootViewController, .master, .supplementary, .detail] {
      let segues = scene.segues.filter { $0.relationship?.value == relationship }
      let targets = segues.flatMap(\.to)
      guard targets.count > 1 else { continue }
      // Point at the second relationship, or at the second scene of a single one.
      let place =
        segues.count > 1
        ? segues[1].relationship?.location ?? segues[1].location : targets[1].location
      diagnostics.append(
        .relationshipCardinality(
          relationship, scene: scene.id.value, count: targets.count, at: place))
    }
    if scene.kind.value == .navigationController, scene.rootFromCode?.value != true,
      !scene.segues.contains(where: { $0.relationship?.value == .rootViewController })
    {
      diagnostics.append(
        .relationshipCardinality(
          .rootViewController, scene: scene.id.value, count: 0,
          at: scene.id.location))
    }
    return diagnostics + checkTripleColumn(scene)
  }

  /// A `supplementary` column sits between the `master` and the `detail`: UIKit leaves a
  /// column no view controller fills empty, so a triple-column split view without one of
  /// the two shows a blank column (a warning, as UIKit raises nothing).
  private func checkTripleColumn(_ scene: Scene) -> [Diagnostic] {
    guard scene.kind.value == .splitViewController,
      let supplementary = scene.segues.first(where: { $0.relationship?.value == .supplementary }),
      let place = supplementary.relationship?.location
    else { return [] }
    let written = Set(scene.segues.compactMap(\.relationship?.value))
    return [Segue.Relationship.master, .detail].filter { !written.contains($0) }.map {
      .splitColumnMissing(
        $0, scene: scene.id.value, supplementary: supplementary.to.first?.value, at: place)
    }
  }

  static func container(for relationship: Segue.Relationship) -> Scene.Kind {
    switch relationship {
    case .viewControllers: .tabBarController
    case .rootViewController: .navigationController
    case .pages: .pageViewController
    case .master, .supplementary, .detail: .splitViewController
    }
  }
}

extension Diagnostic {
  static func containerHasViews(_ scene: String, kind: Scene.Kind, at location: Location)
    -> Diagnostic
  {
    .error(
      .containerChildNotRelationship,
      "scene '\(scene)' is a \(kind.rawValue), which has no views of its own; "
        + "its children come through relationship segues",
      at: location)
  }

  static func containerChildNotRelationship(
    _ scene: String, kind: Scene.Kind, segue: Segue.Kind, at location: Location
  ) -> Diagnostic {
    .error(
      .containerChildNotRelationship,
      "a \(kind.rawValue) gets its children only through relationship segues, "
        + "not a \(segue.rawValue) segue from '\(scene)'",
      at: location)
  }

  static func relationshipWrongSource(
    _ relationship: Segue.Relationship, scene: String, kind: Scene.Kind, required: Scene.Kind,
    at location: Location
  ) -> Diagnostic {
    .error(
      .relationshipWrongSource,
      "'\(relationship.rawValue)' relationships come only from a \(required.rawValue), "
        + "but '\(scene)' is a \(kind.rawValue)",
      at: location)
  }

  static func relationshipCardinality(
    _ relationship: Segue.Relationship, scene: String, count: Int, at location: Location
  ) -> Diagnostic {
    .error(
      .relationshipCardinality,
      "'\(scene)' needs exactly one '\(relationship.rawValue)' relationship, found \(count)",
      at: location)
  }

  static func splitColumnMissing(
    _ missing: Segue.Relationship, scene: String, supplementary: String?, at location: Location
  ) -> Diagnostic {
    let column = missing == .master ? "primary" : "secondary"
    let instead =
      missing == .detail
      ? ", or make \(supplementary.map { "'\($0)'" } ?? "the supplementary scene") its "
        + "'detail' for two columns" : ""
    return .warning(
      .splitColumnMissing,
      "split view '\(scene)' has a 'supplementary' column but no '\(missing.rawValue)': a "
        + "triple-column split view shows the supplementary column between the primary "
        + "('master') and the secondary ('detail'), and UIKit leaves the \(column) column "
        + "empty; add a '\(missing.rawValue)' relationship\(instead)",
      at: location)
  }

  static func pushNavigationController(_ target: String, at location: Location) -> Diagnostic {
    .error(
      .pushNavigationController,
      "pushing a navigation controller is not supported: '\(target)' is a navigationController; "
        + "present it modally instead",
      at: location)
  }

  static func partialCurlRequiresFullScreen(
    _ presentation: Segue.Presentation?, at location: Location
  ) -> Diagnostic {
    let found = presentation.map { "'\($0.rawValue)'" } ?? "the default 'automatic'"
    return .error(
      .partialCurlRequiresFullscreen,
      "the partialCurl transition works only with 'presentation: fullScreen', not \(found); "
        + "UIKit raises an exception",
      at: location)
  }

  static func popoverNeedsAnchor(_ segue: String, at location: Location) -> Diagnostic {
    .error(
      .popoverNeedsAnchor,
      "\(segue) is a popover with no anchor; add 'from:' with the bar item or view it points at",
      at: location)
  }

  static func segueNeedsIdentifier(_ scene: String, at location: Location) -> Diagnostic {
    .warning(
      .segueFromVcNeedsIdentifier,
      "segues initiated directly from view controllers must have an identifier; "
        + "add 'id' so a 'segue:' step in '\(scene)' can perform it",
      at: location)
  }
}
