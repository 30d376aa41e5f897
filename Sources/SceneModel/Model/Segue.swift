import Diagnostics
import SceneSyntax

/// A segue: a transition from a scene (or one of its controls, bar items or
/// prototype cells) to another scene (SCENE-FORMAT.md §6).
public struct Segue: Sendable {
  /// The segue kinds of SCENE-FORMAT.md §6.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    case modal, push, show, showDetail, popover, relationship, embed, unwind
  }

  /// The container relationships. A split view controller's `master` and `detail` are its
  /// primary and secondary columns; `supplementary` (an extension, Interface Builder's
  /// `supplementaryViewController`) is the middle column of a triple-column split view.
  public enum Relationship: String, Sendable, Hashable, CaseIterable {
    case viewControllers, rootViewController, pages, master, supplementary, detail
  }

  /// `UIModalPresentationStyle` values a modal segue can ask for.
  public enum Presentation: String, Sendable, Hashable, CaseIterable {
    case automatic, fullScreen, pageSheet, formSheet, overFullScreen
    case currentContext, overCurrentContext
  }

  /// `UIModalTransitionStyle` values.
  public enum Transition: String, Sendable, Hashable, CaseIterable {
    case coverVertical, flipHorizontal, crossDissolve, partialCurl
  }

  /// What fires a segue from a prototype cell (`trigger:`): selecting the row,
  /// or tapping the accessory button (UIKit's `trigger="accessoryAction"`,
  /// sent instead of the selection, UIKIT-SEMANTICS.md §1.10).
  public enum Trigger: String, Sendable, Hashable, CaseIterable {
    case selection, accessory
  }

  /// A value passed to a destination property (prepareForSegue).
  public struct Pass: Sendable {
    public var property: Located<String>
    public var value: Located<Expression>
  }

  public var id: Located<String>?
  public var kind: Located<Kind>
  /// The control, bar item or prototype cell that triggers it; nil for a manual segue.
  public var from: Located<String>?
  /// `trigger:` as written; nil when absent.
  public var trigger: Located<Trigger>?
  /// The destinations: one, or the ordered children of a relationship; empty for an
  /// unwind by `action`.
  public var to: [Located<String>]
  /// An unwind segue's action (`action: "unwindToListWithSender:"`), the selector Interface
  /// Builder stores in `unwindAction`: UIKit finds the destination at run time, the first
  /// controller up the chain whose scene lists it in `unwindActions` (docs/Runtime.md §2.3).
  /// nil for a segue with `to:`.
  public var action: Located<String>? = nil
  public var relationship: Located<Relationship>?
  public var presentation: Located<Presentation>?
  public var transition: Located<Transition>?
  public var pass: [Pass]
  public var location: Diagnostic.Location
  /// `class:`, the `UIStoryboardSegue` subclass that performs it (Interface Builder's
  /// `customClass`, an extension): its code is not run; `simulate` names it.
  public var segueClass: Located<String>? = nil
  /// Whether it is written `kind: custom` (an extension): it then has a `class:` and runs as
  /// the modal presentation a custom segue defaults to, so `kind` is `modal`.
  public var isCustom = false
  /// Whether `relationship:` is written but is not a relationship: its own error is the
  /// cause, so the segue is not also reported as having none.
  public var hasUnreadRelationship = false
  /// Whether `from:` is written but could not be read (`characterTable.Cell`): its own error
  /// is the cause, so the segue is not also taken for a manual one.
  public var hasUnreadSource = false
  /// Whether `id:` is written but could not be read: its own error is the cause, so the
  /// segue is not also reported as having none.
  public var hasUnreadID = false

  /// What fires the segue from a prototype cell: `trigger:`, else selection.
  public var firesOn: Trigger { trigger?.value ?? .selection }

  /// A name for messages: `segue 'id'`, or `the modal segue from 'button'`,
  /// or `the push segue to 'detail'`.
  public var displayName: String {
    if let id { return "segue '\(id.value)'" }
    if let from { return "the \(writtenKind) segue from '\(from.value)'" }
    if let action { return "the unwind segue '\(action.value)'" }
    let targets = to.map(\.value).joined(separator: "', '")
    return "the \(writtenKind) segue to '\(targets)'"
  }

  /// The kind as the file writes it: `custom` for a custom segue.
  public var writtenKind: String { isCustom ? "custom" : kind.value.rawValue }
}
