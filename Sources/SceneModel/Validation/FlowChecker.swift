import Diagnostics

/// Checks what depends on how scenes are reached: unreachable scenes, pushes
/// with no navigation controller above, and presentations with no way back.
///
/// It walks the storyboard from `initial` along relationships, embeds and
/// segues, tracking for each scene whether it can be shown inside a
/// navigation controller, outside one, or both.
struct FlowChecker {
  let storyboard: Storyboard

  /// The ways a scene can be shown: inside a navigation controller or not.
  struct Contexts: OptionSet {
    let rawValue: Int
    static let inNavigation = Contexts(rawValue: 1)
    static let outsideNavigation = Contexts(rawValue: 2)
  }

  func check() -> [Diagnostic] {
    guard let initial = storyboard.initial, storyboard.scene(initial.value) != nil else {
      return []
    }
    let contexts = reachableContexts(from: initial.value)
    // Code may instantiate a scene by its storyboard identifier and enter the app there.
    // Its context there is unknown (code usually pushes or embeds it), so pushes from it
    // are not warned about.
    let fromCode = reachableContexts(
      fromAll: storyboard.scenes.filter { $0.storyboardIdentifier != nil }.map(\.id.value),
      context: .inNavigation)
    // A segue that could not be read (its kind misspelt), or a segue of a scene that could not
    // be read, still says where it leads: what it reaches is not reported unreachable, since
    // the segue's or the scene's own error is the cause.
    let fromUnread = reachableContexts(
      fromAll: storyboard.scenes.flatMap(\.unreadSegueTargets) + storyboard.unreadSceneTargets,
      context: .outsideNavigation)
    var diagnostics: [Diagnostic] = []
    for scene in storyboard.scenes {
      guard let shown = contexts[scene.id.value] ?? fromCode[scene.id.value] else {
        if fromUnread[scene.id.value] == nil {
          diagnostics.append(
            .unreachableScene(scene.id.value, initial: initial.value, at: scene.id.location))
        }
        continue
      }
      for segue in scene.segues where [.push, .show].contains(segue.kind.value) {
        let ownStack = scene.kind.value == .navigationController && segue.kind.value == .show
        if shown.contains(.outsideNavigation), !ownStack {
          diagnostics.append(
            .showWithoutNavigation(
              segue.displayName, scene: scene.id.value, always: !shown.contains(.inNavigation),
              at: segue.kind.location))
        }
      }
      for segue in scene.segues where [.modal, .popover].contains(segue.kind.value) {
        // A reference not followed is its own warning (`reference-unresolved`).
        guard let target = segue.to.first, let presented = storyboard.scene(target.value),
          presented.reference == nil
        else { continue }
        let stuck = stuckDevices(segue, presented: presented)
        if stuck.devices?.isEmpty != true, !offersWayBack(target.value) {
          diagnostics.append(
            .deadEndPresentation(
              segue.displayName, target: target.value, on: stuck.devices, because: stuck.reason,
              at: target.location))
        }
      }
    }
    return diagnostics + checkToolbarItems(contexts: contexts)
  }

  /// For each reachable scene, the contexts it can be shown in.
  func reachableContexts(from initial: String) -> [String: Contexts] {
    reachableContexts(fromAll: [initial])
  }

  /// For each scene reachable from any of `starts`, the contexts it can be shown in.
  func reachableContexts(fromAll starts: [String], context start: Contexts = .outsideNavigation)
    -> [String: Contexts]
  {
    var contexts: [String: Contexts] = [:]
    var queue: [(String, Contexts)] = starts.map { ($0, start) }
    var index = 0
    while index < queue.count {
      let (id, context) = queue[index]
      index += 1
      // By index: the scene is not copied to read its kind and segues.
      guard let s = storyboard.sceneIndex(of: id) else { continue }
      let known = contexts[id] ?? []
      if known.contains(context) { continue }
      contexts[id] = known.union(context)
      let inside: Contexts =
        storyboard.scenes[s].kind.value == .navigationController ? .inNavigation : context
      for segue in storyboard.scenes[s].segues {
        let next: Contexts
        switch segue.kind.value {
        case .relationship, .embed: next = inside
        // A navigation controller's own show pushes onto its stack (UIKit's
        // `UINavigationController.show(_:sender:)`).
        case .show: next = inside
        case .push: next = context
        case .modal, .popover, .showDetail: next = .outsideNavigation
        case .unwind: continue
        }
        for target in segue.to { queue.append((target.value, next)) }
      }
    }
    return contexts
  }

  /// Whether a presented scene, or a scene inside it (its children and what
  /// it pushes), can dismiss itself or unwind.
  func offersWayBack(_ presented: String) -> Bool {
    var seen: Set<String> = []
    var queue = [presented]
    while let id = queue.popLast() {
      guard seen.insert(id).inserted, let scene = storyboard.scene(id) else { continue }
      if scene.segues.contains(where: { $0.kind.value == .unwind }) { return true }
      // Children code sets, and actions that are code (a storyboard's: a selector, no
      // steps), may dismiss.
      if scene.rootFromCode?.value == true { return true }
      if scene.actions.contains(where: { $0.selector != nil && $0.steps.isEmpty }) { return true }
      let steps =
        scene.actions.flatMap(\.steps) + scene.alerts.flatMap { $0.buttons.flatMap(\.steps) }
        + scene.onAppear
      if steps.contains(where: Self.dismisses) { return true }
      for segue in scene.segues
      where [.relationship, .embed, .push, .show].contains(segue.kind.value) {
        queue += segue.to.map(\.value)
      }
    }
    return false
  }

  static func dismisses(_ step: Step) -> Bool {
    switch step.operation {
    case .dismiss: true
    case .branch(_, let then, let otherwise): (then + otherwise).contains(where: dismisses)
    default: false
    }
  }

  /// The devices of the file where the user alone cannot leave what `segue` presents, and
  /// why (nil devices: everywhere; Runtime.md §2.1). A popover in regular width and height is
  /// dismissed by a tap outside it; from iOS 13 a sheet, and a popover in compact width, is
  /// swiped down, unless the scene is `modalInPresentation`; in compact height both are full
  /// screen. Before iOS 13 only a popover in regular width could be left.
  func stuckDevices(_ segue: Segue, presented: Scene) -> (devices: [String]?, reason: String) {
    let devices = storyboard.resolvedDevices
    let popover = segue.kind.value == .popover
    let ios = storyboard.iosVersion?.value ?? Storyboard.currentIOS
    let sheet = [.automatic, .pageSheet, .formSheet].contains(
      segue.presentation?.value ?? .automatic)
    let fixed = presented.modalInPresentation?.value == true
    if ios < 13 || fixed || (!popover && !sheet) {
      guard popover, !fixed else { return (nil, "") }
      return (
        devices.filter { $0.horizontalClass == .compact }.map(\.name),
        "compact width shows the popover full screen, where no tap outside dismisses it"
      )
    }
    return (
      devices.filter { $0.verticalClass == .compact }.map(\.name),
      "compact height shows the \(popover ? "popover" : "sheet") full screen, where it cannot be "
        + "swiped down"
    )
  }
}

extension Diagnostic {
  static func unreachableScene(_ scene: String, initial: String, at location: Location)
    -> Diagnostic
  {
    .warning(
      .unreachableScene,
      "scene '\(scene)' is unreachable: no relationship or segue leads to it from the initial scene '\(initial)'",
      at: location)
  }

  static func showWithoutNavigation(
    _ segue: String, scene: String, always: Bool, at location: Location
  ) -> Diagnostic {
    let when = always ? "is never" : "is not always"
    return .warning(
      .showWithoutNavigation,
      "\(segue) pushes, but scene '\(scene)' \(when) inside a navigation controller; "
        + "there UIKit presents the destination modally instead",
      at: location)
  }

  /// `devices`: where the presentation cannot be left (nil: everywhere), and `reason`, why.
  static func deadEndPresentation(
    _ segue: String, target: String, on devices: [String]? = nil, because reason: String = "",
    at location: Location
  ) -> Diagnostic {
    guard let devices, let last = devices.last else {
      return .warning(
        .deadEndPresentation,
        "\(segue) presents '\(target)', which offers no way back: "
          + "add a 'dismiss' step or an unwind segue to it",
        at: location)
    }
    let names =
      devices.count > 1 ? devices.dropLast().joined(separator: ", ") + " and " + last : last
    return .warning(
      .deadEndPresentation,
      "\(segue) presents '\(target)', which offers no way back on \(names): \(reason); add a "
        + "'dismiss' step or an unwind segue to it",
      at: location)
  }
}
