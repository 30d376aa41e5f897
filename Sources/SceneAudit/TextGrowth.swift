import Diagnostics
import SceneLayout
import SceneModel

/// What growing text does to the rest of the screen: under a variant (a longer locale, a
/// larger content size), a view pushed off the screen, or two views of one superview that
/// come to overlap, where the text as written leaves them apart (docs/Audit.md, "Text that
/// grows").
///
/// The screen is compared with the same scene laid out as written on the same device, so a
/// view already off screen or overlapping as written (the layout's own findings) is not
/// reported again. Views that a scroll view, table or collection scrolls are left out: their
/// content scrolls into view.
enum TextGrowth {
  /// A view on screen as written is off it under the variant.
  static let offscreenCode = DiagnosticCode.textPushesOffscreen
  /// Two views of one superview, one of them with text, overlap under the variant only.
  static let overlapCode = DiagnosticCode.textOverlap

  /// How far (in points) a frame may stick out or overlap before it is reported.
  static let tolerance = 0.5

  /// The types whose text grows.
  static let textTypes: Set<ViewType> = [.label, .button, .textField]

  /// The findings on one screen: none for the text as written at the default content size.
  static func findings(on screen: AuditScreen) -> [AuditFinding] {
    guard LayoutVariant(screen.variant) != .asWritten else { return [] }
    let device = screen.variant.device
    guard let written = screen.writtenFrames ?? writtenFrames(screen),
      written.count == screen.views.count
    else { return [] }
    let bounds = Rect(x: 0, y: 0, width: device.width, height: device.height)
    // Plain arrays: the pairs below read them without copying a view (each holds its spec).
    var scrolled = [Bool](repeating: false, count: screen.views.count)
    let hasText = screen.views.map { textTypes.contains($0.spec.type.value) }
    let frames = screen.views.map(\.frame)
    var siblings: [Int: [Int]] = [:]  // the checked views of each superview (-1: the root)
    var out: [AuditFinding] = []
    for (i, view) in screen.views.enumerated() {
      if let p = view.parent {
        scrolled[i] = scrolled[p] || AuditScreen.scrolls(screen.views[p].spec.type.value)
      }
      guard view.isShown, !scrolled[i] else { continue }
      let before = written[i]
      if sticksOut(frames[i], of: bounds) && !sticksOut(before, of: bounds) {
        out.append(
          AuditFinding(
            code: offscreenCode,
            template: "\(view.name) is pushed off the screen\(AuditFinding.on), where the "
              + "text as written leaves it on screen; make room for the text that grows, or "
              + "let the content scroll",
            location: view.spec.id.location))
      }
      let parent = view.parent ?? -1
      for j in siblings[parent] ?? [] where hasText[i] || hasText[j] {
        guard let shared = overlap(frames[i], frames[j]),
          overlap(before, written[j]) == nil
        else { continue }
        let other = screen.views[j]
        out.append(
          AuditFinding(
            code: overlapCode,
            template: "\(view.name) overlaps \(other.name) by \(TouchTargets.size(shared)) pt"
              + "\(AuditFinding.on), where the text as written leaves them apart; constrain "
              + "them to each other so that the text's growth moves its neighbour",
            location: view.spec.id.location,
            notes: [
              Diagnostic.Note("'\(other.spec.id.value)' is here", at: other.spec.id.location)
            ]))
      }
      siblings[parent, default: []].append(i)
    }
    return out
  }

  /// The screen's scene laid out as written on its device, when the audit did not give it.
  static func writtenFrames(_ screen: AuditScreen) -> [Rect]? {
    SceneLayoutEngine.layouts(
      screen.scene, devices: [screen.variant.device], container: screen.container,
      variant: .asWritten
    ).first?.frames.map(\.frame)
  }

  /// Whether a frame reaches past the screen's edges by more than `tolerance`.
  static func sticksOut(_ frame: Rect, of bounds: Rect) -> Bool {
    frame.x < bounds.x - tolerance || frame.y < bounds.y - tolerance
      || frame.x + frame.width > bounds.x + bounds.width + tolerance
      || frame.y + frame.height > bounds.y + bounds.height + tolerance
  }

  /// The area two frames share, when it is more than `tolerance` on each side.
  static func overlap(_ a: Rect, _ b: Rect) -> Rect? {
    guard let shared = a.intersection(b), shared.width > tolerance, shared.height > tolerance
    else { return nil }
    return shared
  }
}

extension AuditRule {
  /// Views that growing text pushes off screen or onto each other: `TextGrowth`.
  static let textGrowth = AuditRule(
    codes: [TextGrowth.offscreenCode, TextGrowth.overlapCode], check: TextGrowth.findings(on:))
}
