import SceneModel

/// The orders of lifecycle callbacks (UIKIT-SEMANTICS.md §1.8; Runtime.md).
enum TransitionKind {
  /// The first display: loads and will-appears parent first, then did-appears.
  case launch
  /// push: B load, A willDisappear, B willAppear, A didDisappear, B didAppear.
  case push
  /// pop (also popToRoot, back, page swipes): the same order as push.
  case pop
  /// tab switch: B willAppear, A willDisappear, A didDisappear, B didAppear.
  case tab
  /// present: A willDisappear, B willAppear, B didAppear, A didDisappear.
  case present
  /// dismiss: B willDisappear, A willAppear, B didDisappear, A didAppear.
  case dismiss
}

extension Simulator {
  /// Changes the hierarchy with `change`, then sends the lifecycle callbacks:
  /// controllers on screen before and not after disappear, controllers on
  /// screen after and not before appear, in the order `kind` prescribes.
  ///
  /// `primary` (the pushed, presented or selected controller) loads its view
  /// first, as UIKit does before it starts the transition; other controllers
  /// load just before their first viewWillAppear. `onAppear` steps run at
  /// viewWillAppear; transitions they ask for wait until this one is over.
  func transition(
    _ kind: TransitionKind, primary: Controller?, _ change: () throws(SimulationError) -> Void
  ) throws(SimulationError) {
    transitionsThisEvent += 1
    guard transitionsThisEvent <= limits.transitionsPerEvent else {
      throw SimulationError(
        "more than \(limits.transitionsPerEvent) transitions in one event; "
          + "is there a segue loop?")
    }
    let before = appearedControllers()
    let hidersBefore = tabBarHiders()
    try change()
    let after = appearedControllers()
    let gone = before.filter { old in !after.contains { $0 === old } }
    let coming = after.filter { new in !before.contains { $0 === new } }
    if let firstResponder, !after.contains(where: { $0 === firstResponder.controller }) {
      self.firstResponder = nil
    }
    let outer = inTransition
    inTransition = true
    defer { inTransition = outer }
    if let primary, coming.contains(where: { $0 === primary }) { load(primary) }
    logTabBarChanges(since: hidersBefore)
    switch kind {
    case .launch:
      try willAppear(coming)
      didAppear(coming)
    case .push, .pop, .dismiss:
      willDisappear(gone)
      try willAppear(coming)
      didDisappear(gone)
      didAppear(coming)
    case .tab:
      try willAppear(coming)
      willDisappear(gone)
      didDisappear(gone)
      didAppear(coming)
    case .present:
      willDisappear(gone)
      try willAppear(coming)
      didAppear(coming)
      didDisappear(gone)
    }
    guard !outer else { return }
    inTransition = false
    while !deferred.isEmpty {
      let work = deferred.removeFirst()
      try work()
    }
  }

  /// A note for each tab bar controller whose tab bar a transition hid or brought back.
  private func logTabBarChanges(since before: [(tabs: Controller, hider: Controller?)]) {
    for (tabs, hider) in tabBarHiders() {
      let old = before.first { $0.tabs === tabs }?.hider
      if let hider, old == nil {
        log(
          .note,
          "the tab bar of '\(tabs.name)' is hidden: '\(hider.name)' has hidesBottomBarWhenPushed")
      } else if hider == nil, old != nil {
        log(.note, "the tab bar of '\(tabs.name)' shows again")
      }
    }
  }

  /// Runs `work` now, or after the current transition when one is under way.
  func whenIdle(_ work: @escaping () throws(SimulationError) -> Void) throws(SimulationError) {
    if inTransition {
      deferred.append(work)
    } else {
      try work()
    }
  }

  /// viewDidLoad, once per instance; embedded children load first, during
  /// their parent's view loading.
  func load(_ controller: Controller) {
    guard !controller.isViewLoaded else { return }
    controller.isViewLoaded = true
    for embedded in controller.embedded { load(embedded.child) }
    lifecycle(controller, "viewDidLoad")
  }

  private func willAppear(_ controllers: [Controller]) throws(SimulationError) {
    for controller in controllers {
      load(controller)
      lifecycle(controller, "viewWillAppear")
      if !controller.scene.onAppear.isEmpty {
        let context = StepContext(
          name: "onAppear of '\(controller.sceneID)'", controller: controller, row: nil,
          alert: nil)
        try run(controller.scene.onAppear, context: context)
      }
    }
  }

  private func didAppear(_ controllers: [Controller]) {
    for controller in controllers { lifecycle(controller, "viewDidAppear") }
  }

  private func willDisappear(_ controllers: [Controller]) {
    for controller in controllers { lifecycle(controller, "viewWillDisappear") }
  }

  private func didDisappear(_ controllers: [Controller]) {
    for controller in controllers { lifecycle(controller, "viewDidDisappear") }
  }

  /// Alerts are UIKit's own controllers: their callbacks run no scene code and are not shown.
  private func lifecycle(_ controller: Controller, _ callback: String) {
    guard controller.alert == nil else { return }
    log(.lifecycle, "\(controller.name) \(callback)")
  }
}
