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

  /// The findings on one screen, in document order.
  static func findings(on screen: AuditScreen) -> [AuditFinding] {
    let controls = screen.views.indices.filter { i in
      let view = screen.views[i]
      return checkedTypes.contains(view.spec.type.value) && view.takesTouches
        && view.hitArea != nil
    }
    var out: [AuditFinding] = []
    var pairs = 0
    for (k, i) in controls.enumerated() {
      let view = screen.views[i]
      guard let area = view.hitArea else { continue }
      if area.width < minimum - tolerance || area.height < minimum - tolerance {
        out.append(small(view, area: area))
      }
      // The control on top (later in document order) takes the touches they share; it is
      // reported once, with the first control below it that it covers. One wholly inside the
      // other's hit area sits on it (a button on a background control that ends editing):
      // the control below keeps the touches around it.
      for j in controls[..<k] where pairs < maxPairs {
        pairs += 1
        let below = screen.views[j]
        guard !screen.contains(j, i),
          let shared = below.hitArea.flatMap({ area.intersection($0) }),
          shared.width > tolerance, shared.height > tolerance, shared != area
        else { continue }
        out.append(overlap(view, below, shared: shared))
        break
      }
    }
    return out
  }

  /// `button 'b' has a 30 x 30 pt hit area`, or only the side that is short: `has a hit
  /// area 34 pt high` (so that a control stretched to each screen's width is one finding).
  static func small(_ view: AuditScreen.View, area: Rect) -> AuditFinding {
    let narrow = area.width < minimum - tolerance
    let low = area.height < minimum - tolerance
    let measure =
      narrow && low
      ? "a \(size(area)) pt hit area"
      : narrow
        ? "a hit area \(LayoutFormat.number(area.width)) pt wide"
        : "a hit area \(LayoutFormat.number(area.height)) pt high"
    let clipped = area != view.frame ? " (its frame clipped by its superviews)" : ""
    return AuditFinding(
      code: sizeCode,
      template: "\(view.name) has \(measure)\(clipped)\(AuditFinding.on), "
        + "under the 44 x 44 pt minimum; make it at least 44 points wide and high",
      location: view.spec.id.location)
  }

  static func overlap(_ top: AuditScreen.View, _ below: AuditScreen.View, shared: Rect)
    -> AuditFinding
  {
    AuditFinding(
      code: overlapCode,
      template: "\(top.name) covers \(size(shared)) pt of the hit area of \(below.name)"
        + "\(AuditFinding.on); touches there go to '\(top.spec.id.value)' only: move them apart",
      location: top.spec.id.location,
      notes: [Diagnostic.Note("'\(below.spec.id.value)' is here", at: below.spec.id.location)])
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
