import Diagnostics
import SceneModel
import SceneSyntax

/// A layout diagnostic found on one device, before the devices that share it are merged.
///
/// The message is a template holding `LayoutIssue.devicesMark` where the device names go, so
/// that the same problem found on several devices becomes one diagnostic naming them all:
/// `... on iphone-se, iphone and ipad`.
public struct LayoutIssue: Hashable, Sendable {
  /// Stands for the list of devices in `template`.
  static let devicesMark = "\u{1}"

  public var severity: Diagnostic.Severity
  public var code: DiagnosticCode
  /// The message with `devicesMark` in place of the devices.
  var template: String
  public var location: Diagnostic.Location?
  public var notes: [Diagnostic.Note]

  /// The diagnostic naming the given devices, in the order given.
  public func diagnostic(devices: [String]) -> Diagnostic {
    let message = template.replacingMark(with: Self.list(devices))
    return Diagnostic(severity, code: code, message, at: location, notes: notes)
  }

  /// `a`, `a and b`, `a, b and c`.
  static func list(_ names: [String]) -> String {
    guard let last = names.last else { return "" }
    guard names.count > 1 else { return last }
    return names.dropLast().joined(separator: ", ") + " and " + last
  }

  /// Merges the issues found on each device into diagnostics: identical issues (same code,
  /// place, message and notes) become one that names every device it was found on, in the
  /// order of `devices`. Diagnostics come out in the order first found.
  public static func merge(_ perDevice: [(device: String, issues: [LayoutIssue])]) -> [Diagnostic] {
    var order: [LayoutIssue] = []
    var devicesOf: [LayoutIssue: [String]] = [:]
    for (device, issues) in perDevice {
      for issue in issues {
        if devicesOf[issue] == nil { order.append(issue) }
        if devicesOf[issue]?.last != device { devicesOf[issue, default: []].append(device) }
      }
    }
    return order.map { $0.diagnostic(devices: devicesOf[$0] ?? []) }
  }
}

extension String {
  fileprivate func replacingMark(with text: String) -> String {
    split(separator: Character(LayoutIssue.devicesMark), omittingEmptySubsequences: false)
      .joined(separator: text)
  }
}

/// The codes and messages of layout diagnostics, in one place (docs/Layout.md §6).
extension LayoutIssue {
  private static let on = " on " + devicesMark

  /// Required constraints that cannot all hold: Auto Layout's "Unable to simultaneously
  /// satisfy constraints", at authoring time. `broken` is the one left out; the notes name
  /// every constraint of the set.
  static func conflict(
    broken: String, others: Int, at location: Diagnostic.Location?, notes: [Diagnostic.Note]
  ) -> LayoutIssue {
    let count = others == 1 ? "1 other constraint" : "\(others) other constraints"
    return LayoutIssue(
      severity: .error, code: .layoutConflict,
      template: "unable to simultaneously satisfy constraints\(on): \(broken) conflicts with "
        + "\(count); it is left out",
      location: location, notes: notes)
  }

  /// A conflict that only hiding an arranged subview makes: UIStackView's required
  /// `UISV-hiding` constraint sets the hidden view's size along the axis to 0, against a
  /// required size of the file's. UIKit logs "Unable to simultaneously satisfy constraints",
  /// breaks one and goes on, and the hidden view shows nothing either way: a warning.
  static func hiddenConflict(
    _ view: String, stack: String, at location: Diagnostic.Location?, notes: [Diagnostic.Note]
  ) -> LayoutIssue {
    LayoutIssue(
      severity: .warning, code: .layoutHiddenConflict,
      template: "hidden arranged subview '\(view)' of stack view '\(stack)' keeps a required "
        + "size\(on): UIKit logs a conflict with its hiding constraint (UISV-hiding) and breaks "
        + "one of them; give the constraints that size it a priority below 1000",
      location: location, notes: notes)
  }

  /// Xcode's ambiguity messages: "Width and horizontal position are ambiguous for X",
  /// "Width is ambiguous for X", "Horizontal position is ambiguous for X", and the same for
  /// height and vertical position.
  static func ambiguous(
    _ view: String, horizontal: Bool, size: Bool, position: Bool, at location: Diagnostic.Location?
  ) -> LayoutIssue {
    let subject = freeSubject(horizontal: horizontal, size: size, position: position)
    return LayoutIssue(
      severity: .error, code: .layoutAmbiguous, template: "\(subject) ambiguous for '\(view)'\(on)",
      location: location, notes: [])
  }

  /// "width and horizontal position are", "width is", "horizontal position is" (or height and
  /// vertical position): what the layout leaves free on one axis.
  static func freeSubject(horizontal: Bool, size: Bool, position: Bool) -> String {
    let sizeName = horizontal ? "width" : "height"
    let positionName = horizontal ? "horizontal position" : "vertical position"
    switch (size, position) {
    case (true, true): return "\(sizeName) and \(positionName) are"
    case (true, false): return "\(sizeName) is"
    default: return "\(positionName) is"
    }
  }

  /// Interface Builder's "Scrollable content width is ambiguous for X": constraints between
  /// the scroll view's edges and its content do not fix the content size on that axis.
  static func contentAmbiguous(_ view: String, _ axis: String, at location: Diagnostic.Location?)
    -> LayoutIssue
  {
    let edges = axis == "width" ? "leading and trailing" : "top and bottom"
    return LayoutIssue(
      severity: .error, code: .layoutAmbiguous,
      template: "scrollable content \(axis) is ambiguous for '\(view)'\(on): tie its content "
        + "to both its \(edges) edges, and give the content a \(axis)",
      location: location, notes: [])
  }

  /// A scroll view whose content no constraint of the file places: the app sets its content
  /// size in code (`contentSize`, or constraints made at run time), which the file cannot
  /// show. A note, not an error: the file is not wrong.
  static func contentFromCode(_ view: String, _ axis: String, at location: Diagnostic.Location?)
    -> LayoutIssue
  {
    LayoutIssue(
      severity: .note, code: .layoutScrollContentFromCode,
      template: "scrollable content \(axis) of '\(view)' is not set by the file\(on): no "
        + "constraint places the views inside it, so the app's code sizes its content "
        + "(contentSize, or constraints made at run time)",
      location: location, notes: [])
  }

  /// A view the layout leaves free on an axis where a placeholder constraint names it:
  /// Interface Builder removes the placeholder at build time ("Remove at build time") and the
  /// app's code makes the constraint that fixes the view at run time, which the file cannot
  /// show. A note, not an error: the file is not wrong.
  static func placeholderFromCode(
    _ view: String, horizontal: Bool, size: Bool, position: Bool, placeholder: String,
    at location: Diagnostic.Location?
  ) -> LayoutIssue {
    let subject = freeSubject(horizontal: horizontal, size: size, position: position)
    return LayoutIssue(
      severity: .note, code: .layoutPlaceholderFromCode,
      template: "\(subject) left to the app's code for '\(view)'\(on): its constraint "
        + "\(placeholder) is a placeholder, removed at build time, and the code makes one at "
        + "run time",
      location: location, notes: [])
  }

  /// A view that lies wholly, or partly, outside the screen.
  static func offscreen(_ view: String, wholly: Bool, at location: Diagnostic.Location?)
    -> LayoutIssue
  {
    let what = wholly ? "is outside the screen" : "extends past the edge of the screen"
    return LayoutIssue(
      severity: .warning, code: .layoutOffscreen, template: "view '\(view)' \(what)\(on)",
      location: location, notes: [])
  }

  /// A view the file's constraints give a negative width or height, which UIKit's engine
  /// allows no view: it breaks one of them, and the frames are laid out so (`SizeFloors`).
  static func negativeSize(
    _ view: String, width: Bool, height: Bool, at location: Diagnostic.Location?
  ) -> LayoutIssue {
    let what = width && height ? "width and height" : (width ? "width" : "height")
    return LayoutIssue(
      severity: .warning, code: .layoutNegativeSize,
      template: "the constraints give view '\(view)' a negative \(what)\(on); UIKit allows "
        + "none and breaks one of them",
      location: location, notes: [])
  }

  /// The scene's system took more than `LayoutSystem.workLimit` solver work: its layout was
  /// stopped and is not checked.
  static func tooCostly(_ scene: String, limit: Int, at location: Diagnostic.Location?)
    -> LayoutIssue
  {
    LayoutIssue(
      severity: .error, code: .layoutTooCostly,
      template: "laying out scene '\(scene)' takes more than \(limit) solver steps\(on); its "
        + "layout is not checked; remove repeated constraints or split the scene",
      location: location, notes: [])
  }

  /// Xcode's "Frame for X will be different at run time": the declared `frame:` (in its
  /// superview) is not where the constraints put the view.
  static func misplaced(
    _ view: String, declared: Rect, solved: Rect, at location: Diagnostic.Location?
  ) -> LayoutIssue {
    LayoutIssue(
      severity: .warning, code: .layoutMisplaced,
      template: "frame for '\(view)' will be different at run time: declared "
        + "\(LayoutFormat.rect(declared)), solved \(LayoutFormat.rect(solved))\(on)",
      location: location, notes: [])
  }
}
