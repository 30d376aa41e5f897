import Diagnostics
import SceneSyntax

/// A tab bar item (SCENE-FORMAT.md §2).
public struct TabItem: Sendable {
  public var title: Located<String>?
  public var image: Located<String>?
  public var badge: Located<String>?
  public var location: Diagnostic.Location
}

/// A scene's navigation item: bar buttons, title view and back title.
public struct NavigationItem: Sendable {
  /// UIKit's `largeTitleDisplayMode`: whether the bar shows the title large, where the
  /// navigation controller prefers large titles.
  public enum LargeTitleMode: String, Sendable, CaseIterable {
    /// As the scene below on the stack; large for the root.
    case automatic
    case always
    case never
  }

  public var left: [BarItem]
  public var right: [BarItem]
  public var titleView: Located<String>?
  public var backTitle: Located<String>?
  public var location: Diagnostic.Location
  /// `largeTitleDisplayMode:` (an extension); nil is `automatic`.
  public var largeTitleDisplayMode: Located<LargeTitleMode>? = nil
}

/// A bar button item in a navigation bar or toolbar.
public struct BarItem: Sendable {
  /// The system items a bar button can be.
  public enum SystemItem: String, Sendable, CaseIterable {
    case add, done, cancel, edit, save, action, compose, refresh, trash
    case reply, organize, bookmarks, search, stop, camera, play, pause, rewind, fastForward
    case undo, redo, close
    /// Spacing, not a button: it takes the room left over (flexible) or `width` points.
    case flexibleSpace, fixedSpace

    /// The words of its name: `fastForward` is `Fast Forward`.
    public var title: String {
      var title = ""
      for c in rawValue {
        if c.isUppercase { title += " " }
        title.append(title.isEmpty ? Character(c.uppercased()) : c)
      }
      return title
    }
  }

  public var id: Located<String>
  public var title: Located<String>?
  public var image: Located<String>?
  public var system: Located<SystemItem>?
  public var location: Diagnostic.Location
  /// A `fixedSpace`'s width in points (UIKit's `width`); nil for its default.
  public var width: Located<Double>? = nil
  /// `view:` (an extension): the view of the scene the item shows (UIKit's `customView`),
  /// which takes the item's touches; in a standalone bar, a subview of that bar.
  public var view: Located<String>? = nil
  /// `runtimeAttributes:` (an extension), as a view's: kept and shown, not run.
  public var runtimeAttributes: [NamedValue] = []
  /// `accessibilityLabel:`: what VoiceOver reads for the item (its title, else its system
  /// item's name, when not given; an image-only item has nothing to read without it).
  public var accessibilityLabel: Located<String>? = nil

  /// Whether the item is spacing (`flexibleSpace`, `fixedSpace`): it has no id, is not on
  /// screen as a button, and is left out of `Scene.allBarItems`.
  public var isSpace: Bool {
    system?.value == .flexibleSpace || system?.value == .fixedSpace
  }

  /// What the item shows: its title, its system item's name, or its image name; nothing for
  /// a space.
  public var displayTitle: String {
    if isSpace { return "" }
    return title?.value ?? system?.value.title ?? image?.value ?? view?.value ?? id.value
  }
}
