import SceneModel

extension Simulator {
  /// The controller whose root view `rootView` names (`--tap rootView`, `--swipe
  /// rootView:left`): the topmost on screen whose scene's root view has gestures; nil when none
  /// has.
  public var rootViewWithGestures: Controller? {
    displayOrder().last { !$0.scene.gestures.isEmpty && $0.view(Scene.rootViewID) == nil }
  }

  /// `--tap ID:N`: N taps in a row on a view, which a tap gesture needing N taps of the view or
  /// of a superview recognizes.
  func tapRepeatedly(_ id: String, taps: Int) throws(SimulationError) {
    try recognize(on: id, what: taps == 1 ? "single tap" : "\(taps)-tap") {
      $0.kind.value == .tap && $0.tapCount == taps
    }
  }

  /// `--swipe ID:DIRECTION`: a swipe on a view, which a swipe gesture of that direction of the
  /// view or of a superview recognizes.
  func swipe(on id: String, _ direction: Gesture.Direction) throws(SimulationError) {
    try recognize(on: id, what: "swipe \(direction.rawValue)") {
      $0.kind.value == .swipe && $0.swipeDirection == direction
    }
  }

  /// `--long-press ID`: a long press on a view, which a long-press gesture of the view or of a
  /// superview recognizes.
  func longPress(_ id: String) throws(SimulationError) {
    try recognize(on: id, what: "long press") { $0.kind.value == .longPress }
  }

  /// The gesture a single tap on view `id` fires instead of the view's own response, and the
  /// view it is attached to: a tap gesture needing one tap of the view itself, else (for a view
  /// that takes no taps itself: not a control, text view or cell) of the nearest superview
  /// with one, the root view last. UIKit's controls keep their own taps from the recognizers
  /// of their superviews.
  func tapGesture(on id: String, in controller: Controller) -> (Gesture, owner: String)? {
    let single: (Gesture) -> Bool = { $0.kind.value == .tap && $0.tapCount == 1 }
    if let gesture = gestures(of: id, in: controller).first(where: single) {
      return (gesture, id)
    }
    guard let type = controller.view(id)?.type, !Self.takesTapsItself(type) else { return nil }
    return nearestGesture(above: id, in: controller, single)
  }

  /// `'card' has no single-tap gesture: its tap gesture needs 2 taps ('--tap card:2'); nothing
  /// happens` (`'tap: card:2'` in a flow), for a single tap on a view that takes no taps
  /// itself (or the root view) and whose tap gestures all need more; nil otherwise.
  func multiTapNote(on id: String, in controller: Controller) -> String? {
    guard !(controller.view(id).map { Self.takesTapsItself($0.type) } ?? false),
      let taps = gestures(of: id, in: controller).first(where: { $0.kind.value == .tap })?
        .tapCount
    else { return nil }
    return "'\(id)' has no single-tap gesture: its tap gesture needs \(taps) taps ("
      + suggested(step: "tap", option: "tap", "\(id):\(taps)") + "); nothing happens"
  }

  private static func takesTapsItself(_ type: ViewType) -> Bool {
    type.isControl || type.isCell || type == .textView
  }

  /// The gestures of the view `id`: the root view's (the scene's `gestures:`) for `rootView`
  /// when no view has that id.
  private func gestures(of id: String, in controller: Controller) -> [Gesture] {
    if let view = controller.scene.view(id) { return view.gestures }
    return id == Scene.rootViewID ? controller.scene.gestures : []
  }

  /// The view `id` and its superviews up to the root view (`rootView`, last), which a touch
  /// on it passes through to find a recognizer.
  private func touchChain(from id: String, in controller: Controller) -> [String] {
    var chain: [String] = []
    var current: String? = id
    while let name = current, let view = controller.view(name) {
      chain.append(name)
      current = view.superview
    }
    return chain + [Scene.rootViewID]
  }

  /// The first gesture matching `matches` of the superviews of the view `id` (the root view
  /// last), with the view it is attached to.
  private func nearestGesture(
    above id: String, in controller: Controller, _ matches: (Gesture) -> Bool
  ) -> (Gesture, owner: String)? {
    nearestGesture(in: touchChain(from: id, in: controller).dropFirst(), controller, matches)
  }

  /// The first gesture matching `matches` of the views of `chain`, with its view.
  private func nearestGesture(
    in chain: ArraySlice<String>, _ controller: Controller, _ matches: (Gesture) -> Bool
  ) -> (Gesture, owner: String)? {
    for name in chain {
      if let gesture = gestures(of: name, in: controller).first(where: matches) {
        return (gesture, name)
      }
    }
    return nil
  }

  /// A gesture on a view on screen: it must take touches as a control's tap does; the first
  /// matching gesture of it or of its nearest superview with one fires.
  private func recognize(
    on id: String, what: String, _ matches: (Gesture) -> Bool
  ) throws(SimulationError) {
    let target = try locate(id)
    guard case .view(let controller, _) = target else {
      throw SimulationError(
        "'\(id)' is a bar item, which has no gestures; a \(what) needs a view with a gesture")
    }
    try checkTouchable(controller, id)
    let chain = touchChain(from: id, in: controller)
    guard let (gesture, owner) = nearestGesture(in: chain[...], controller, matches) else {
      let list =
        chain.count == 1
        ? "the scene's 'gestures:' (scene '\(controller.sceneID)')" : "the 'gestures:' of '\(id)'"
      throw SimulationError(
        "no \(what) gesture is attached to '\(id)' or its superviews, so nothing recognizes "
          + "the \(what); add one to \(list)" + recognizedList(from: id, in: controller))
    }
    guard try hitTest(target) else { return }
    exercised.insert(.control(scene: controller.sceneID, id: owner))
    try fire(gesture, on: owner, in: controller)
  }

  /// `; 'card' and its superviews recognize: tap, swipe left`, or nothing when they have no
  /// gestures.
  private func recognizedList(from id: String, in controller: Controller) -> String {
    var names: [String] = []
    for name in touchChain(from: id, in: controller) {
      for gesture in gestures(of: name, in: controller) {
        let shown = gesture.displayName + (name == id ? "" : " (on '\(name)')")
        if !names.contains(shown) { names.append(shown) }
      }
    }
    guard !names.isEmpty else { return "" }
    return "; '\(id)' and its superviews recognize: " + names.joined(separator: ", ")
  }

  /// A gesture recognized on the view `owner`: it sends its action and performs its segue.
  func fire(_ gesture: Gesture, on owner: String, in controller: Controller)
    throws(SimulationError)
  {
    let cause = "\(gesture.displayName) gesture of '\(owner)'"
    guard gesture.action != nil || gesture.segue != nil else {
      log(.note, "the \(cause) sends no action and performs no segue; nothing happens")
      return
    }
    if let name = gesture.action?.value {
      for action in controller.scene.actions
      where action.name.value == name && action.from.value == owner {
        try send(action, in: controller, cause: cause, sender: owner)
      }
    }
    if let id = gesture.segue?.value,
      let segue = controller.scene.segues.first(where: {
        $0.id?.value == id && $0.from?.value == owner
      })
    {
      try perform(segue, from: controller, sender: owner, row: nil)
    }
  }
}
