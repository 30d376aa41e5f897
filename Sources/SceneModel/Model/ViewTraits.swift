import SceneSyntax

/// What a view type is, in one place (`ViewType.traits`): its properties with their kinds and
/// defaults, its structure keys, its Interface Builder element names, the events it sends, its
/// intrinsic size rule, how the explorer drives it and how pictures draw it. The loader, the
/// runtime, the import, the layout, the pictures, the explorer and the JSON Schema's per-type
/// blocks (Tools/gen-schemas.sh) all read it; docs/ARCHITECTURE.md §4 lists what a new type
/// touches.
public struct ViewTraits: Sendable {
  /// The UIKit class a view of the type is (its `class:` is a subclass of it).
  public var uikitClass: String
  /// The type's own properties (beside `ViewSchema.common`), in a stable order.
  public var properties: [Property]
  /// Structural keys only this type takes (`prototypes`, `items`, ...), in a stable order.
  public var structure: [Key] = []
  /// The names of the Interface Builder elements a storyboard import reads as this type.
  public var ibElements: [String] = []
  /// The custom class a storyboard's plain `<view>` has when it is this type: Interface
  /// Builder's library has no element for the type, so a storyboard holds one as a view of
  /// its UIKit class. Nil for the types IB has an element for.
  public var ibClass: String? = nil
  /// The control events it sends, primary event first; empty for a view that sends no actions.
  public var events: [ControlEvent] = []
  /// Whether simulated events drive it (tap, typing, selection): false for a view that sends
  /// no actions, and for the slider and date picker, which no event moves.
  public var takesSimulatedInput = false
  /// Whether it takes touches when the file does not say (`userInteraction`): a label's and
  /// an image view's are off, as UIKit's.
  public var userInteraction = true
  /// How Auto Layout sizes it by its content (SceneLayout's `IntrinsicSize` measures it).
  public var intrinsicSize: Sizing = .none
  /// Which sides of its intrinsic size a storyboard import takes from the canvas.
  public var canvasMeasures: CanvasMeasure = .none
  /// What a plain tap on it does (`Simulator.tapView`).
  public var tap: Tap = .nothing
  /// The input it takes beyond a plain tap: what `select` chooses on it and what
  /// `scenectl explore` tries.
  public var input: Input = .none
  /// UIKit's accessibility traits for it when the file writes none.
  public var accessibilityTraits: [String] = []
  /// Whether it draws a background of its own that the file does not declare (a cell, a text
  /// field's border, a bar): the audit's search for the colour behind a text stops there.
  public var drawsOwnBackground = false
  /// Whether its subviews are in content that scrolls, or it is a cell of a view whose
  /// content does (a scroll view, table, collection view, cell): the root's unsafe area does
  /// not reach views inside it (SceneLayout's `ViewSafeAreas`).
  public var holdsScrollingContent = false
  /// What it shows as text (`simulate` lists it, the audit checks its contrast).
  public var shownText: ShownText = .none
  /// How `scenectl render` draws it.
  public var picture: Picture

  /// UIKit's value for a property never written: `hidden` false, `userInteraction` the
  /// type's, other common properties null, an own property its `defaultValue`; nil for a
  /// name the type does not have.
  public func defaultValue(of name: String) -> Value? {
    switch name {
    case "hidden": return .bool(false)
    case "userInteraction": return .bool(userInteraction)
    default: break
    }
    if ViewSchema.common.contains(where: { $0.0 == name }) { return .null }
    return properties.first { $0.name == name }?.defaultValue
  }

  /// A property of the type: its name, the kind of value it holds, UIKit's value when the
  /// file writes none, and what the JSON Schema says of it.
  public struct Property: Sendable {
    public var name: String
    public var kind: ViewSchema.Kind
    /// The value a property never written reads as (`.null` for none).
    public var defaultValue: Value
    /// The JSON Schema's description of it.
    public var summary: String?
    /// Its JSON Schema, as JSON text, where the kind's own (`ViewSchema.Kind`) says too little
    /// (a range, a reference); nil for the kind's.
    public var schema: String?

    public init(
      _ name: String, _ kind: ViewSchema.Kind, default defaultValue: Value = .null,
      _ summary: String? = nil, schema: String? = nil
    ) {
      self.name = name
      self.kind = kind
      self.defaultValue = defaultValue
      self.summary = summary
      self.schema = schema
    }
  }

  /// A structural key a type takes: its name, its JSON Schema as JSON text, and the
  /// schema's description of it.
  public struct Key: Sendable {
    public var name: String
    public var schema: String
    public var summary: String?

    public init(_ name: String, schema: String, _ summary: String? = nil) {
      self.name = name
      self.schema = schema
      self.summary = summary
    }
  }

  /// How Auto Layout gives a type an intrinsic content size (SceneLayout's `IntrinsicSize`,
  /// `TextFit` and `ControlMetrics` read it).
  public enum Sizing: Sendable, Equatable {
    /// None: constraints or the frame size it.
    case none
    /// A label's text, wrapped and limited to its `lines`.
    case labelText
    /// A button's title, or a small square for the info and add styles.
    case buttonTitle
    /// A text field's text, else its placeholder.
    case fieldText
    /// A switch: UIKit's size for the iOS version.
    case switchControl
    /// A slider: a height only, UIKit's for the iOS version.
    case sliderTrack
    /// A segmented control's segments.
    case segments
    /// An activity indicator: 20 points square, 37 when `large`.
    case spinner
    /// A page control's dots.
    case pageDots
    /// A fixed size in points; nil on an axis it has none on.
    case fixed(width: Double?, height: Double?)
  }

  /// Which sides of a type's intrinsic size a storyboard's canvas measured: the sizes that
  /// change with the text or the iOS version the canvas draws.
  public enum CanvasMeasure: Sendable, Equatable {
    /// Neither: the type's size is UIKit's.
    case none
    /// Width and height.
    case both
    /// The height only.
    case height
  }

  /// What a view of the type shows as text.
  public enum ShownText: Sendable, Equatable {
    /// Nothing.
    case none
    /// The value of this property, whatever its kind.
    case value(String)
    /// The value of this property when it is a string (a button's `title`).
    case string(String)
    /// The title of the selected segment.
    case selectedSegment
    /// `on` or `off`.
    case onOff

    /// The property holding the text, if one does.
    public var property: String? {
      switch self {
      case .value(let name), .string(let name): name
      case .none, .selectedSegment, .onOff: nil
      }
    }
  }

  /// What a plain tap on a view of the type does in `simulate` (docs/Runtime.md §4).
  public enum Tap: Sendable, Equatable {
    /// Nothing: it sends no actions (a note says so).
    case nothing
    /// touchDown, then touchUpInside and primaryAction, then its segues (a button).
    case press
    /// Every action it has, in file order, then its segues (a custom control).
    case allActions
    /// touchDown, then it becomes the first responder (a text field).
    case focus
    /// It becomes the first responder, when editable (a text view).
    case focusWhenEditable
    /// touchDown, then `on` flips and valueChanged is sent (a switch).
    case toggle
    /// No event moves it (a slider, a date picker): a note says so.
    case doesNotMove
    /// An error naming the event its `input` needs (a stepper's half, or the event of its
    /// `pick`: a segment, a page, a colour).
    case needsInput
    /// The cell is selected (a static table's cell).
    case selectCell
  }

  /// The input a view of the type takes (docs/Runtime.md), which the explorer tries
  /// (docs/Explore.md).
  public enum Input: Sendable {
    /// None.
    case none
    /// A tap.
    case tap
    /// Typing a sample into it (a text field, an editable text view).
    case typing
    /// A tap on each half.
    case stepper
    /// Selecting an item.
    case items
    /// Selecting a row; the explorer also taps each row's accessory button when its cells
    /// have one.
    case rows
    /// Picking a value for one of its properties (`Pick`): a page, a segment, a colour.
    case pick(Pick)
  }

  /// How `scenectl render` draws a view of the type (ScenePictures' `ScreenDrawing.pictures`
  /// gives each its drawing).
  public enum Picture: Sendable, Hashable, CaseIterable {
    /// Its background colour only.
    case plain
    case label, button, textField, textView, image, `switch`, slider, segments
    case table, collection
    /// Nothing of its own: its table or collection view draws it.
    case drawnByContainer
    /// A dashed outline.
    case stack
    case spinner, progressBar, stepper, pageDots, searchBar, toolbar, navigationBar
    /// A grey box with the type's name: content that comes from data or code.
    case namedBox
    /// A translucent box with the type's name.
    case blurredBox
    /// A colour well: its selected colour in a ring of hues.
    case colorWell
    /// A calendar: the month of its selected day, that day circled.
    case calendar
  }
}

extension ViewType {
  /// A table's cell or a collection view's item, as a view.
  public var isCell: Bool { self == .tableViewCell || self == .collectionViewCell }

  /// A table view or a collection view: it shows `rows:` through its prototypes.
  public var showsRows: Bool { self == .tableView || self == .collectionView }

  /// Controls send actions; other views do not.
  public var isControl: Bool { Self.controls.contains(self) }

  /// A control that simulated events drive (tap, typing, selection).
  public var takesSimulatedInput: Bool { traits.takesSimulatedInput }

  /// The events this control sends, primary event first; empty for non-controls.
  public var events: [ControlEvent] { traits.events }

  /// Whether Auto Layout gives this type an intrinsic content size.
  public var hasIntrinsicSize: Bool { intrinsicSizing != .none }

  /// How Auto Layout sizes it by its content (`ViewTraits.intrinsicSize`), read without
  /// copying the whole of `traits`: layout asks it of every view on every device.
  public var intrinsicSizing: ViewTraits.Sizing { Self.sizings[self] ?? traits.intrinsicSize }

  /// Whether its subviews are in content that scrolls (`ViewTraits.holdsScrollingContent`),
  /// read without copying the whole of `traits`.
  public var holdsScrollingContent: Bool { Self.scrolling.contains(self) }

  /// The type's traits.
  public var traits: ViewTraits { Self.table[self] ?? Self.traits(of: self) }

  private static let table: [ViewType: ViewTraits] = Dictionary(
    uniqueKeysWithValues: allCases.map { ($0, traits(of: $0)) })
  // The traits the loader, validator and layout read of every view, apart: a lookup in
  // `table` copies a whole `ViewTraits` (a dozen arrays and strings, each retained).
  private static let sizings = table.mapValues(\.intrinsicSize)
  private static let controls = Set(allCases.filter { !(table[$0]?.events.isEmpty ?? true) })
  private static let scrolling = Set(allCases.filter { table[$0]?.holdsScrollingContent == true })
}
