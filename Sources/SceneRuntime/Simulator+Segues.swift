import SceneModel
import SceneSyntax

extension Simulator {
  /// Performs a segue from `source` (UIKIT-SEMANTICS.md §1.2, §1.5): a fresh
  /// destination, prepare (`pass:`), then push, present or replace.
  func perform(_ segue: Segue, from source: Controller, sender: String?, row: Value?)
    throws(SimulationError)
  {
    let kind = segue.kind.value
    let name = segue.id.map { " '\($0.value)'" } ?? ""
    if kind != .relationship && kind != .embed { exercise(segue: segue, of: source) }
    switch kind {
    case .relationship, .embed:
      throw SimulationError(
        "segue \(segue.displayName) is a \(kind.rawValue) segue; it is set up when its "
          + "container is made and cannot be performed", at: segue.location)
    case .unwind:
      try unwind(segue, from: source)
      return
    case .modal, .push, .show, .showDetail, .popover:
      break
    }
    guard let target = segue.to.first?.value else {
      throw SimulationError("segue \(segue.displayName) has no destination", at: segue.location)
    }
    let code = segue.segueClass.map { " (class \($0.value), code not run)" } ?? ""
    let head = "segue \(segue.writtenKind)\(name)\(code): \(source.name) → \(target)"
    let navigation = source.kind == .navigationController ? source : source.navigationController
    let split = source.splitViewController
    let requested = segue.presentation?.value ?? .automatic
    let transitionStyle = segue.transition?.value ?? .coverVertical
    switch kind {
    case .push, .show:
      if kind == .show, let split, split.isTripleColumn, device.horizontalClass == .regular,
        source.column(in: split) == .primary
      {
        log(.segue, "\(head), replaces the supplementary of '\(split.name)'")
        try replace(.supplementary, of: split, with: target, segue: segue, source: source, row: row)
        return
      }
      if let navigation {
        log(.segue, "\(head), pushed onto '\(navigation.name)'")
        let destination = try instantiate(target, depth: 0)
        try prepare(segue, source: source, destination: destination, row: row)
        try push(destination, onto: navigation)
        return
      }
    case .showDetail:
      if let split, device.horizontalClass == .regular, split.children.count > 1 {
        log(.segue, "\(head), replaces the detail of '\(split.name)'")
        try replace(.secondary, of: split, with: target, segue: segue, source: source, row: row)
        return
      }
      if split != nil, let navigation {
        log(.segue, "\(head), collapsed split view: pushed onto '\(navigation.name)'")
        let destination = try instantiate(target, depth: 0)
        try prepare(segue, source: source, destination: destination, row: row)
        try push(destination, onto: navigation)
        return
      }
    case .popover:
      guard let from = segue.from?.value else {
        throw SimulationError(
          "segue \(segue.displayName): a popover needs an anchor (a view or bar item in "
            + "'from:') before it is presented", at: segue.location)
      }
      let anchor = bar(of: from, in: source.scene).map { Anchor.barItem(from, $0) } ?? .view(from)
      let (style, cause) = PresentationStyle.adapted(
        requested, popover: true, on: device, ios: iosVersion)
      log(
        .segue,
        "\(head), \(Self.describe(style, requested: "popover", cause: cause, transition: nil))"
          + (style == .popover ? " anchored at \(anchor.description)" : ""))
      let destination = try instantiate(target, depth: 0)
      try prepare(segue, source: source, destination: destination, row: row)
      try present(
        destination, from: source,
        how: Presentation(
          requested: "popover", style: style, transition: transitionStyle,
          anchor: style == .popover ? anchor : nil, source: source, cause: cause))
      return
    case .modal, .relationship, .embed, .unwind:
      break
    }
    let (style, cause) = PresentationStyle.adapted(
      requested, popover: false, on: device, ios: iosVersion)
    let fallback =
      switch kind {
      case .push, .show: "no navigation controller: "
      case .showDetail: "no split view: "
      default: ""
      }
    log(
      .segue,
      "\(head), \(fallback)"
        + Self.describe(
          style, requested: requested.rawValue, cause: cause, transition: segue.transition?.value
        ))
    let destination = try instantiate(target, depth: 0)
    try prepare(segue, source: source, destination: destination, row: row)
    try present(
      destination, from: source,
      how: Presentation(
        requested: requested.rawValue, style: style, transition: transitionStyle, anchor: nil,
        source: source, cause: cause))
  }

  /// Replaces the controller of a column of an expanded split view controller with a fresh
  /// `target` (UIKit's `setViewController(_:for:)`), after prepare, as a push's transition:
  /// the column's controller disappears, the others stay. A column no controller fills gets
  /// one.
  private func replace(
    _ column: SplitColumn, of split: Controller, with target: String, segue: Segue,
    source: Controller, row: Value?
  ) throws(SimulationError) {
    let destination = try instantiate(target, depth: 0)
    try prepare(segue, source: source, destination: destination, row: row)
    try transition(.push, primary: destination) { () throws(SimulationError) in
      destination.parent = split
      destination.column = column
      if let index = split.children.firstIndex(where: { $0.column == column }) {
        split.children[index].parent = nil
        split.children[index] = destination
      } else {
        split.children.append(destination)
      }
    }
  }

  /// "presented as formSheet", "presented as fullScreen (formSheet adapted to compact width)",
  /// "presented as pageSheet (automatic)".
  static func describe(
    _ style: PresentationStyle, requested: String, cause: String?, transition: Segue.Transition?
  ) -> String {
    var text = "presented as \(style.rawValue)"
    let adapted = cause.map { " adapted to \($0)" } ?? ""
    if requested == "automatic" {
      // Before iOS 13 `automatic` is full screen as it is, with no adaptation.
      text += " (automatic" + (style == .pageSheet || cause == nil ? ")" : ": pageSheet\(adapted))")
    } else if requested != style.rawValue {
      text += " (\(requested)\(adapted))"
    }
    if let transition { text += ", \(transition.rawValue)" }
    return text
  }

  func push(_ destination: Controller, onto navigation: Controller) throws(SimulationError) {
    guard destination.kind != .navigationController else {
      throw SimulationError(
        "pushing a navigation controller is not supported ('\(destination.name)' onto "
          + "'\(navigation.name)')")
    }
    guard navigation.children.count < limits.navigationDepth else {
      throw SimulationError(
        "'\(navigation.name)' would hold more than \(limits.navigationDepth) controllers; "
          + "is there a segue loop?")
    }
    try transition(.push, primary: destination) { () throws(SimulationError) in
      navigation.children.append(destination)
      destination.parent = navigation
    }
  }

  /// Presents `destination`: from the top of `source`'s chain, or for the
  /// current-context styles from its presentation context (Runtime.md).
  func present(_ destination: Controller, from source: Controller, how: Presentation)
    throws(SimulationError)
  {
    let host = how.style.coversContextOnly ? contextHost(of: source) : source.chainRoot
    if let existing = host.presented {
      throw SimulationError(
        "attempt to present '\(destination.name)' on '\(host.name)' which is already "
          + "presenting '\(existing.name)'")
    }
    if let curl = source.chainRoot.presentation, curl.transition == .partialCurl {
      throw SimulationError(
        "'\(source.chainRoot.name)' was presented with partialCurl and cannot present "
          + "'\(destination.name)'")
    }
    if how.transition == .partialCurl {
      guard how.style == .fullScreen else {
        throw SimulationError(
          "partialCurl needs the fullScreen presentation style, but '\(destination.name)' "
            + "is presented as \(how.style.rawValue)")
      }
      if let below = host.presentation?.style, below != .fullScreen {
        throw SimulationError(
          "partialCurl needs a full-screen presenter, but '\(host.name)' is presented as "
            + below.rawValue)
      }
    }
    var depth = 1
    var current = host.chainRoot
    while let below = current.presenter {
      depth += 1
      current = below.chainRoot
    }
    guard depth <= limits.presentationDepth else {
      throw SimulationError(
        "presenting '\(destination.name)' would make more than "
          + "\(limits.presentationDepth) presentations one above another; is there a segue loop?")
    }
    try transition(.present, primary: destination) { () throws(SimulationError) in
      host.presented = destination
      destination.presenter = host
      destination.presentation = how
    }
  }

  /// The controller a currentContext presentation covers: the nearest up the source's chain
  /// whose scene has `definesPresentationContext` or that is a tab, else the top of the
  /// chain (Runtime.md).
  func contextHost(of source: Controller) -> Controller {
    ([source] + source.ancestors).first {
      $0.scene.definesPresentationContext?.value == true || $0.parent?.kind == .tabBarController
    } ?? source.chainRoot
  }

  /// Dismisses `presented` and everything above it.
  func dismiss(_ presented: Controller) throws(SimulationError) {
    guard let host = presented.presenter else { return }
    var above: [String] = []
    var current = presented.presented
    while let next = current {
      above.append("'\(next.name)'")
      current = next.presented
    }
    let extra = above.isEmpty ? "" : " and what it presents: " + above.joined(separator: ", ")
    log(.step, "dismiss '\(presented.name)' (presented by '\(host.name)')\(extra)")
    try transition(.dismiss, primary: nil) { () throws(SimulationError) in
      host.presented = nil
      presented.presenter = nil
    }
  }

  /// The `dismiss` step: the presenting controller dismisses what it (or a
  /// parent) presented; a presented controller asks its presenter.
  func dismissStep(from controller: Controller) throws(SimulationError) {
    if let host = ([controller] + controller.ancestors).first(where: { $0.presented != nil }),
      let presented = host.presented
    {
      try dismiss(presented)
    } else if controller.chainRoot.presenter != nil {
      try dismiss(controller.chainRoot)
    } else {
      log(
        .note,
        "dismiss: '\(controller.name)' presents nothing and was not presented; "
          + "nothing happens")
    }
  }
}
