import Diagnostics
import SceneLayout
import SceneModel

/// Touch targets: a control smaller than 44 x 44 points, the minimum of Apple's Human
/// Interface Guidelines ("Accessibility", "Buttons and controls": "a minimum of 44x44 pt"),
/// and controls whose hit areas overlap (docs/Audit.md).
///
/// The hit area is the control's frame clipped by its superviews (`AuditScreen.View.hitArea`).
/// Views that are hidden or that touches do not reach (`userInteraction: false` on them or a
/// superview) are left out.
enum TouchTargets {
  /// A control's hit area is under 44 points on a side.
  static let sizeCode = DiagnosticCode.touchTargetSize
  /// Two controls' hit areas overlap.
  static let overlapCode = DiagnosticCode.touchTargetOverlap

  /// The minimum side of a hit area, in points.
  static let minimum = 44.0
  /// How far below `minimum` a side may be before it is reported: the solver's rounding.
  static let tolerance = 0.001

  /// The most pairs of controls one screen's overlap check compares (a screen of 1,400
  /// controls): past it, the rest are not compared, so that a huge screen costs a bounded time.
  static let maxPairs = 1_000_000

  /// The controls a user taps or drags, whose hit areas are checked.
  static let checkedTypes: Set<ViewType> = [
    .button, .switch, .segmentedControl, .stepper, .slider, .control,
  ]

  /// The findings on one screen: the controls among its views in document order, then the
  /// cells' detail buttons and the bar items (`TouchTargets+Items.swift`), which lie over them.
  static func findings(on screen: AuditScreen) -> [AuditFinding] {
    var targets: [Target] = []
    let barViews = TouchTargets.barViewIDs(of: screen)
    var inBar = [Bool](repeating: false, count: screen.views.count)
    for (i, view) in screen.views.enumerated() {
      inBar[i] = barViews.contains(view.spec.id.value) || view.parent.map { inBar[$0] } ?? false
      guard checkedTypes.contains(view.spec.type.value), view.takesTouches,
        let area = view.hitArea
      else { continue }
      targets.append(
        Target(
          name: view.name, id: view.spec.id.value, frame: view.frame, hitArea: area,
          location: view.spec.id.location, view: i, inBar: inBar[i]))
    }
    targets += detailButtonTargets(on: screen) + barItemTargets(on: screen)
    var out: [AuditFinding] = []
    var pairs = 0
    for (k, target) in targets.enumerated() {
      let area = target.hitArea
      if area.width < minimum - tolerance || area.height < minimum - tolerance {
        out.append(small(target))
      }
      // The control on top (later in document order) takes the touches they share; it is
      // reported once, with the first control below it that it covers. One wholly inside the
      // other's hit area sits on it (a button on a background control that ends editing):
      // the control below keeps the touches around it.
      for below in targets[..<k] where pairs < maxPairs {
        pairs += 1
        if let j = below.view, let i = target.view, screen.contains(j, i) { continue }
        if target.inBar && below.inBar && (target.view == nil) != (below.view == nil) { continue }
        guard let shared = area.intersection(below.hitArea),
          shared.width > tolerance, shared.height > tolerance, shared != area
        else { continue }
        out.append(overlap(target, below, shared: shared))
        break
      }
    }
    return out
  }

  /// `button 'b' has a 30 x 30 pt hit area`, or only the side that is short: `has a hit
  /// area 34 pt high` (so that a control stretched to each screen's width is one finding).
  static func small(_ target: Target) -> AuditFinding {
    let area = target.hitArea
    let narrow = area.width < minimum - tolerance
    let low = area.height < minimum - tolerance
    let measure =
      narrow && low
      ? "a \(size(area)) pt hit area"
      : narrow
        ? "a hit area \(LayoutFormat.number(area.width)) pt wide"
        : "a hit area \(LayoutFormat.number(area.height)) pt high"
    let clipped = area != target.frame ? " (its frame clipped by its superviews)" : ""
    return AuditFinding(
      code: sizeCode,
      template: "\(target.name) has \(measure)\(clipped)\(AuditFinding.on), "
        + "under the 44 x 44 pt minimum; make it at least 44 points wide and high",
      location: target.location)
  }

  static func overlap(_ top: Target, _ below: Target, shared: Rect) -> AuditFinding {
    AuditFinding(
      code: overlapCode,
      template: "\(top.name) covers \(size(shared)) pt of the hit area of \(below.name)"
        + "\(AuditFinding.on); touches there go to '\(top.id)' only: move them apart",
      location: top.location,
      notes: [Diagnostic.Note("'\(below.id)' is here", at: below.location)])
  }

  /// `43.9 x 44`.
  static func size(_ rect: Rect) -> String {
    "\(LayoutFormat.number(rect.width)) x \(LayoutFormat.number(rect.height))"
  }
}

extension AuditRule {
  /// Touch targets: `TouchTargets`.
  static let touchTargets = AuditRule(
    codes: [TouchTargets.sizeCode, TouchTargets.overlapCode], check: TouchTargets.findings(on:))
}
