import SceneModel

/// What changed between two versions of a storyboard, XIB or scene file, by identity
/// (`SceneDiff.compare`): the file's own settings, then each scene added, removed or
/// changed, with the layout effects of each changed scene.
public struct DiffReport: Sendable {
  /// Changes to the file's own settings (`initial`, `storyboard`, `ios`).
  public var fileChanges: [Change] = []
  /// The scenes that changed, in the new file's order, removed ones after.
  public var scenes: [SceneChanges] = []

  /// A report of these changes.
  public init(fileChanges: [Change] = [], scenes: [SceneChanges] = []) {
    self.fileChanges = fileChanges
    self.scenes = scenes
  }

  /// Whether nothing but churn differs.
  public var isEmpty: Bool { fileChanges.isEmpty && scenes.isEmpty }

  /// How many changes, counting an added or removed scene as one.
  public var changeCount: Int {
    fileChanges.count + scenes.reduce(0) { $0 + max($1.changes.count, 1) }
  }
}

/// One scene's changes.
public struct SceneChanges: Sendable {
  /// Whether the scene is new, gone, or in both files with changes.
  public enum Status: String, Sendable {
    case added, removed, changed
  }

  /// The scene's id (the new file's, else the old one's).
  public var name: String
  /// Its Interface Builder id, when it has one.
  public var ib: String?
  public var status: Status
  /// A short description of an added or removed scene: `viewController, 3 views`.
  public var summary: String = ""
  /// The changes, views first, then segues, outlets, actions and constraints.
  public var changes: [Change] = []
  /// The views whose solved frames moved, per device; empty when none did.
  public var layoutEffects: [LayoutEffect] = []
  /// Whether the layout of both versions was compared (a changed scene whose views both
  /// files lay out).
  public var layoutCompared = false
}

/// One change to one thing.
public struct Change: Sendable, Hashable {
  /// What kind of thing changed.
  public enum Subject: String, Sendable {
    case file, scene, view, variation, segue, outlet, action, constraint
  }

  /// How it changed.
  public enum Kind: String, Sendable {
    case added, removed, changed, moved, retyped, renamed, retargeted
  }

  public var subject: Subject
  public var kind: Kind
  /// The thing's name as users see it: `'title'`, `'showNote'`, `from 'saveButton'`, or
  /// the constraint's text.
  public var element: String
  /// The property that changed, for `changed`.
  public var field: String? = nil
  /// The value before and after (nil where there was none).
  public var before: String? = nil
  public var after: String? = nil
  /// The Interface Builder element's tag (`textField`) for a value the scene format does not
  /// carry, compared in the XML (`UncarriedAttributes`); it then names the thing.
  public var tag: String? = nil

  /// What comes between an added or removed thing and its value: a variation's values are
  /// a mapping (`: {font: ...}`), the others' a phrase (`(label) in 'card'`).
  private var separator: String { subject == .variation ? ": " : " " }

  /// The change as one line: `~ view 'title' text: Hello → Hi`.
  public var line: String {
    let noun = tag ?? (subject == .file ? "storyboard" : subject.rawValue)
    switch kind {
    case .added: return "+ \(noun) \(element)" + (after.map { separator + $0 } ?? "")
    case .removed: return "- \(noun) \(element)" + (before.map { separator + $0 } ?? "")
    case .changed:
      if subject == .constraint, let before, let after {
        let condition = element.isEmpty ? "" : " " + element
        return "~ \(noun) " + ConstraintText.change(before, after) + condition
      }
      let name = element.isEmpty ? "" : " " + element
      let what = field.map { " " + $0 + ":" } ?? ":"
      return "~ \(noun)\(name)\(what) \(before ?? "(none)") → \(after ?? "(none)")"
    case .moved, .retyped, .renamed, .retargeted:
      return "~ \(noun) \(element) \(kind.rawValue): \(before ?? "(none)") → \(after ?? "(none)")"
    }
  }
}

/// A view whose solved frame differs between the two versions on one device.
public struct LayoutEffect: Sendable, Hashable {
  /// The device's name (`iphone-se`).
  public var device: String
  /// The view's id (the new file's).
  public var view: String
  public var before: Rect
  public var after: Rect

  /// `[x, y, width, height]`, rounded to a hundredth of a point.
  public static func text(_ rect: Rect) -> String {
    "[" + [rect.x, rect.y, rect.width, rect.height].map(number).joined(separator: ", ") + "]"
  }

  /// A coordinate rounded to a hundredth, without a trailing `.0`.
  static func number(_ value: Double) -> String {
    let rounded = (value * 100).rounded() / 100
    if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
    return String(rounded)
  }
}
