import SceneLayout
import SceneModel
import SceneSyntax

/// What one screen shows, ready to be drawn: the device, and layers of
/// scenes from the bottom up (the presenter, then what it presents).
///
/// `ScreenBuilder` makes one from a scene file and its layout (`render`) or
/// from a running simulation (`simulate --snapshots`); `ScreenDrawing` turns
/// it into SVG. Frames are in points, in the window's coordinates.
public struct Screen: Sendable {
  public var device: Device
  /// A line drawn above the device: storyboard, scene, device, step.
  public var caption: String
  /// The layers, bottom first.
  public var layers: [ScreenLayer]

  public init(device: Device, caption: String, layers: [ScreenLayer]) {
    self.device = device
    self.caption = caption
    self.layers = layers
  }
}

/// One scene on screen, with its bars and views.
public struct ScreenLayer: Sendable {
  /// How the layer sits on the screen.
  public enum Style: Sendable, Equatable {
    /// Fills the screen (the root scene, or a full-screen presentation).
    case fullScreen
    /// A page or form sheet: a card over a dimmed presenter; the scene is laid
    /// out at the card's size and its frames are relative to the card.
    case sheet(Rect)
    /// A popover card pointing at an anchor rectangle (when known); frames
    /// are relative to the card, as for a sheet.
    case popover(Rect, anchor: Rect?)
  }

  /// The scene id (the leaf scene whose views are drawn).
  public var scene: String
  /// The scene ids from the layer's root container down to `scene`.
  public var path: [String]
  public var style: Style
  /// How the style was asked for ("formSheet", "popover"), shown on the card.
  public var presentation: String?
  public var navigationBar: NavigationBarContent?
  public var tabBar: TabBarContent?
  /// The toolbar's item titles, when a toolbar shows.
  public var toolbar: [BarItemContent]?
  /// A page view controller's dots: how many pages and which one shows.
  public var pages: (count: Int, selected: Int)?
  /// The visible views, in drawing order (superviews before subviews).
  public var views: [ScreenElement]
  /// An alert or action sheet shown over everything in this layer.
  public var alert: AlertContent?
  /// The columns of an expanded split view controller, primary first; when there are any,
  /// they hold the scenes, bars and views drawn (the layer keeps the tab bar around them).
  public var columns: [ScreenColumn] = []

  public init(
    scene: String, path: [String], style: Style = .fullScreen, presentation: String? = nil,
    navigationBar: NavigationBarContent? = nil, tabBar: TabBarContent? = nil,
    toolbar: [BarItemContent]? = nil, views: [ScreenElement], alert: AlertContent? = nil
  ) {
    self.scene = scene
    self.path = path
    self.style = style
    self.presentation = presentation
    self.navigationBar = navigationBar
    self.tabBar = tabBar
    self.toolbar = toolbar
    self.views = views
    self.alert = alert
  }
}

/// One column of an expanded split view controller: the scene it shows, with its own
/// navigation bar, toolbar and views (in window coordinates), in its frame.
public struct ScreenColumn: Sendable {
  public var column: SplitColumn
  /// The column's frame in the layer (window coordinates for a full-screen layer).
  public var frame: Rect
  /// What the column shows; its `tabBar` is unused (the layer draws the tab bar).
  public var content: ScreenLayer

  public init(column: SplitColumn, frame: Rect, content: ScreenLayer) {
    self.column = column
    self.frame = frame
    self.content = content
  }
}

/// A bar button item as drawn: its id and what it shows.
public struct BarItemContent: Sendable, Equatable {
  public var id: String
  public var title: String

  public init(id: String, title: String) {
    self.id = id
    self.title = title
  }
}

/// A navigation bar: title (or title view), back button and items.
public struct NavigationBarContent: Sendable {
  public var title: String
  /// A view shown in place of the title (`navigationItem.titleView`), at its frame in the bar.
  public var titleView: ScreenElement?
  /// The back button's title; nil at the root of the stack.
  public var backTitle: String?
  public var left: [BarItemContent]
  public var right: [BarItemContent]
  /// Whether the bar shows the title large, below its items (`prefersLargeTitles`).
  public var large = false
  /// The bar's height below the status bar on a device (`BarMetrics`): 44 points, 96 with a
  /// large title, or iOS 26's.
  public func height(on device: Device) -> Double {
    let bars = BarMetrics(on: device)
    return bars.navigationBar + (large ? bars.largeTitle : 0)
  }

  public init(
    title: String, backTitle: String? = nil, left: [BarItemContent] = [],
    right: [BarItemContent] = [], titleView: ScreenElement? = nil
  ) {
    self.title = title
    self.titleView = titleView
    self.backTitle = backTitle
    self.left = left
    self.right = right
  }
}

/// A tab bar: the tab titles and the selected tab.
public struct TabBarContent: Sendable, Equatable {
  public var titles: [String]
  public var selected: Int

  public init(titles: [String], selected: Int) {
    self.titles = titles
    self.selected = selected
  }
}

/// An alert or action sheet: title, message, text fields and buttons.
public struct AlertContent: Sendable {
  public var id: String
  public var isActionSheet: Bool
  public var title: String?
  public var message: String?
  public var fields: [String]
  /// Button titles with their style (`default`, `cancel`, `destructive`).
  public var buttons: [(title: String, style: String)]

  public init(
    id: String, isActionSheet: Bool, title: String?, message: String?, fields: [String],
    buttons: [(title: String, style: String)]
  ) {
    self.id = id
    self.isActionSheet = isActionSheet
    self.title = title
    self.message = message
    self.fields = fields
    self.buttons = buttons
  }
}

/// A child scene in a container view (an `embed` segue): its root view fills the container's
/// frame, and its views are drawn clipped to it.
///
/// The views carry window coordinates (relative to the card for a sheet or popover, as
/// their container does) and ids prefixed with the container's drawn id and a dot
/// (`map.pin` for the view `pin` of the child in container `map`; `map.inner.pin` one level
/// further down), so they cannot clash with the parent's.
public struct EmbeddedScreen: Sendable {
  /// The container view's drawn id (itself prefixed when the container is in a child).
  public var container: String
  /// The scene whose views are drawn: the embedded scene, or the scene it shows first
  /// when it is a container.
  public var scene: String
  /// The container's frame, which the child's root view fills.
  public var frame: Rect
  /// The child's visible views, in drawing order, with prefixed ids.
  public var views: [ScreenElement]

  public init(container: String, scene: String, frame: Rect, views: [ScreenElement]) {
    self.container = container
    self.scene = scene
    self.frame = frame
    self.views = views
  }
}

/// One view as drawn: its type, solved frame and the property values that
/// show (text, title, placeholder, segments, value, rows, ...).
public struct ScreenElement: Sendable {
  /// A table row: its text, its detail text and accessory.
  public struct Row: Sendable, Equatable {
    public var text: String
    public var detail: String?
    public var accessory: TableCell.Accessory?
    /// A static cell's place: its top in the table's content and its height
    /// (`TableRows`); nil for a row of data, which follows the one before.
    public var place: Place?
    /// A static cell's style (rows of data take the table's first prototype's).
    public var style: TableCell.Style?

    public init(text: String, detail: String? = nil, accessory: TableCell.Accessory? = nil) {
      self.text = text
      self.detail = detail
      self.accessory = accessory
    }

    /// Where a static cell's row lies: its top in the table's content, and its height.
    public struct Place: Sendable, Equatable {
      public var top: Double
      public var height: Double
    }
  }

  public var id: String
  public var type: ViewType
  /// The frame in window coordinates (relative to the card for a sheet or popover).
  public var frame: Rect
  /// Current property values, as written or set.
  public var properties: [Value.Field]
  /// A table view's rows, from its data set through its first prototype.
  public var rows: [Row]
  /// A table view's prototype cell style.
  public var cellStyle: TableCell.Style?
  /// The child scene a container view holds through an `embed` segue, drawn over it.
  public var embedded: EmbeddedScreen?

  public init(
    id: String, type: ViewType, frame: Rect, properties: [Value.Field] = [],
    rows: [Row] = [], cellStyle: TableCell.Style? = nil, embedded: EmbeddedScreen? = nil
  ) {
    self.id = id
    self.type = type
    self.frame = frame
    self.properties = properties
    self.rows = rows
    self.cellStyle = cellStyle
    self.embedded = embedded
  }

  /// A property's value as written or set, if it was.
  public func value(_ name: String) -> Value? {
    properties.first { $0.name == name }?.value
  }

  /// A property's value as display text, if it was written and is not null.
  public func text(_ name: String) -> String? {
    guard let value = value(name), value != .null else { return nil }
    return value.displayText
  }

  /// A property's value as a number, if it was written as one.
  public func number(_ name: String) -> Double? {
    if case .number(let number)? = value(name) { return number }
    return nil
  }

  /// A property's value as a boolean, if it was written as one.
  public func bool(_ name: String) -> Bool? {
    if case .bool(let flag)? = value(name) { return flag }
    return nil
  }
}
