import SceneSyntax

/// The view types of SCENE-FORMAT.md §3.
public enum ViewType: String, Sendable, Hashable, CaseIterable {
  case view, label, button, textField, textView, imageView
  case `switch`, slider, segmentedControl, tableView, stackView
  /// More UIKit views (an extension, docs/SceneFormat.md): `UIActivityIndicatorView`,
  /// `UIProgressView`, `UIStepper`, `UIPageControl`, `UISearchBar`, `UIDatePicker`,
  /// `UIPickerView`, `MKMapView`, `WKWebView` and `UIVisualEffectView`.
  case activityIndicator, progressView, stepper, pageControl, searchBar, datePicker
  case pickerView, mapView, webView, visualEffectView
  /// A standalone `UIToolbar` (an extension) with its own bar items (`items:`).
  case toolbar
  /// A standalone `UINavigationBar` (an extension) showing one navigation item: `title`,
  /// `left:` and `right:` bar items and a `titleView:` (`ViewSpec.navigationItem`).
  case navigationBar
  /// A `UIScrollView` (an extension): constraints between its edges and its content set the
  /// content size, as Auto Layout does (docs/Layout.md §5c).
  case scrollView
  /// A table's cell, as a view: the content view of a prototype or a static cell
  /// (`TableCell.view`). Files write cells in a table's `prototypes:` or `sections:`, never
  /// as a `type:`.
  case tableViewCell
  /// A `UICollectionView` with a flow layout (an extension): its item prototypes (`items:`)
  /// show its `rows:` in a grid of `itemSize` items (docs/SceneFormat.md).
  case collectionView
  /// A collection view's item, as a view: the content view of an item prototype
  /// (`TableCell.view`). Files write items in a collection view's `items:`, never as a `type:`.
  case collectionViewCell
  /// A custom `UIControl` subclass (an extension): a view whose `class:` sends actions for
  /// any control event; a tap sends them all, in file order (its code decides which a touch
  /// really sends).
  case control
  /// A `UIColorWell` (an extension, iOS 14): a control showing its `selectedColor`; a tap
  /// presents the colour picker, and typing a colour into it (`--type ID=COLOUR`, as into the
  /// picker's hex field) picks that colour and sends valueChanged.
  case colorWell
  /// A `UICalendarView` (an extension, iOS 16) with single-date selection: a month of days
  /// showing its `selectedDate`; typing a date into it (`--type ID=YYYY-MM-DD`) picks that
  /// day, as a tap on it does. It is no control: its selection tells its delegate (code).
  case calendarView

  /// The types a file writes as a view's `type:` (all but the cells).
  public static let writable = allCases.filter { !$0.isCell }

  /// The table of traits (`ViewTraits`): one row per type. A new type is a case above and a
  /// row here (docs/ARCHITECTURE.md §4).
  static func traits(of type: ViewType) -> ViewTraits {
    switch type {
    case .view:
      ViewTraits(
        uikitClass: "UIView",
        properties: [],
        ibElements: ["view", "containerView"],
        picture: .plain)
    case .label:
      ViewTraits(
        uikitClass: "UILabel",
        properties: [
          .init(
            "text", .string, default: .null, "The text.",
            schema: ##"{"$ref": "#/definitions/optionalText"}"##),
          .init("font", .font, "The font: size and weight."),
          .init("alignment", .choice(ViewSchema.alignments), "The text alignment."),
          .init("lines", .integer, default: .number(1), "The number of lines (0 = unlimited)."),
          .init(
            "adjustsFontForContentSizeCategory", .bool,
            "Whether a text style font follows the content size category (Dynamic Type; default "
              + "false)."),
          .init(
            "minimumScaleFactor", .number,
            "How far the font may shrink to fit a text that is too wide, as a share of its size "
              + "(autoshrink; default: none)."),
          .init(
            "textColor", .string,
            "The colour of its text: #rrggbb, #rrggbbaa, or a UIKit colour's name (label, "
              + "systemBlue, white)."),
        ],
        ibElements: ["label"],
        userInteraction: false,
        intrinsicSize: .labelText,
        canvasMeasures: .both,
        accessibilityTraits: ["staticText"],
        shownText: .value("text"),
        picture: .label)
    case .button:
      ViewTraits(
        uikitClass: "UIButton",
        properties: [
          .init(
            "title", .string, "The title.", schema: ##"{"$ref": "#/definitions/optionalText"}"##),
          .init(
            "image", .string,
            "The image name of its normal state; a button with an image and no title needs an "
              + "accessibilityLabel.",
            schema: ##"{"$ref": "#/definitions/optionalText"}"##),
          .init("enabled", .bool, default: .bool(true), "Whether the control is enabled."),
          .init(
            "style",
            .choice(["system", "custom", "infoDark", "infoLight", "contactAdd", "detailDisclosure"]
            ),
            "The button style."),
          .init("font", .font, "The font: size and weight."),
          .init(
            "textColor", .string,
            "The colour of its text: #rrggbb, #rrggbbaa, or a UIKit colour's name (label, "
              + "systemBlue, white)."),
        ],
        ibElements: ["button"],
        events: [.touchUpInside, .primaryAction, .touchDown],
        takesSimulatedInput: true,
        intrinsicSize: .buttonTitle,
        canvasMeasures: .both,
        tap: .press,
        input: .tap,
        accessibilityTraits: ["button"],
        shownText: .string("title"),
        picture: .button)
    case .textField:
      ViewTraits(
        uikitClass: "UITextField",
        properties: [
          .init(
            "text", .string, default: .string(""), "The text.",
            schema: ##"{"$ref": "#/definitions/optionalText"}"##),
          .init(
            "placeholder", .string, "The placeholder.",
            schema: ##"{"$ref": "#/definitions/optionalText"}"##),
          .init("secure", .bool, default: .bool(false), "Whether the text is hidden."),
          .init("enabled", .bool, default: .bool(true), "Whether the control is enabled."),
          .init("keyboard", .choice(ViewSchema.keyboards), "The keyboard."),
          .init("font", .font, "The font: size and weight."),
          .init("alignment", .choice(ViewSchema.alignments), "The text alignment."),
          .init(
            "samples", .strings,
            "What 'scenectl explore' types into the field (an extension; default: one sample "
              + "per keyboard)."),
          .init(
            "textColor", .string,
            "The colour of its text: #rrggbb, #rrggbbaa, or a UIKit colour's name (label, "
              + "systemBlue, white)."),
        ],
        ibElements: ["textField"],
        events: [
          .editingChanged, .editingDidEnd, .primaryAction, .editingDidBegin, .editingDidEndOnExit,
          .touchDown,
        ],
        takesSimulatedInput: true,
        intrinsicSize: .fieldText,
        canvasMeasures: .both,
        tap: .focus,
        input: .typing,
        drawsOwnBackground: true,
        shownText: .value("text"),
        picture: .textField)
    case .textView:
      ViewTraits(
        uikitClass: "UITextView",
        properties: [
          .init(
            "text", .string, default: .string(""), "The text.",
            schema: ##"{"$ref": "#/definitions/optionalText"}"##),
          .init("editable", .bool, default: .bool(true), "Whether the text can be edited."),
          .init("alignment", .choice(ViewSchema.alignments), "The text alignment."),
          .init("font", .font, "The font: size and weight."),
          .init(
            "samples", .strings,
            "What 'scenectl explore' types into the field (an extension; default: one sample "
              + "per keyboard)."),
          .init(
            "textColor", .string,
            "The colour of its text: #rrggbb, #rrggbbaa, or a UIKit colour's name (label, "
              + "systemBlue, white)."),
        ],
        structure: [
          .init("refreshControl", schema: ##"{"$ref": "#/definitions/view-refreshControl"}"##)
        ],
        ibElements: ["textView"],
        tap: .focusWhenEditable,
        input: .typing,
        shownText: .value("text"),
        picture: .textView)
    case .imageView:
      ViewTraits(
        uikitClass: "UIImageView",
        properties: [
          .init(
            "image", .string, "The image name.",
            schema: ##"{"$ref": "#/definitions/optionalText"}"##),
          .init(
            "contentMode", .choice(["scaleToFill", "aspectFit", "aspectFill", "center"]),
            "The content mode."),
        ],
        ibElements: ["imageView"],
        userInteraction: false,
        accessibilityTraits: ["image"],
        picture: .image)
    case .`switch`:
      ViewTraits(
        uikitClass: "UISwitch",
        properties: [
          .init("on", .bool, default: .bool(false), "Whether the switch is on."),
          .init("enabled", .bool, default: .bool(true), "Whether the control is enabled."),
        ],
        ibElements: ["switch"],
        events: [.valueChanged, .primaryAction, .touchDown],
        takesSimulatedInput: true,
        intrinsicSize: .switchControl,
        canvasMeasures: .both,
        tap: .toggle,
        input: .tap,
        shownText: .onOff,
        picture: .`switch`)
    case .slider:
      ViewTraits(
        uikitClass: "UISlider",
        properties: [
          .init("value", .number, default: .number(0), "The value."),
          .init("min", .number, default: .number(0), "The minimum value."),
          .init("max", .number, default: .number(1), "The maximum value."),
          .init("enabled", .bool, default: .bool(true), "Whether the control is enabled."),
        ],
        ibElements: ["slider"],
        events: [.valueChanged, .primaryAction, .touchDown, .touchUpInside],
        intrinsicSize: .sliderTrack,
        canvasMeasures: .height,
        tap: .doesNotMove,
        accessibilityTraits: ["adjustable"],
        shownText: .value("value"),
        picture: .slider)
    case .segmentedControl:
      ViewTraits(
        uikitClass: "UISegmentedControl",
        properties: [
          .init("segments", .strings, default: .list([]), "The segment titles."),
          .init("selected", .integer, default: .number(-1), "The selected segment (from 0)."),
          .init("enabled", .bool, default: .bool(true), "Whether the control is enabled."),
        ],
        ibElements: ["segmentedControl"],
        events: [.valueChanged, .primaryAction, .touchDown],
        takesSimulatedInput: true,
        intrinsicSize: .segments,
        canvasMeasures: .both,
        tap: .needsInput,
        input: .pick(
          .index("selected", of: .list("segments"), noun: "segment", chosen: "selected")),
        shownText: .selectedSegment,
        picture: .segments)
    case .tableView:
      ViewTraits(
        uikitClass: "UITableView",
        properties: [
          .init("style", .choice(["plain", "grouped", "insetGrouped"]), "The table style."),
          .init(
            "rows", .rows,
            "The rows: a data set name (under 'data') or an inline list of mappings."),
          .init(
            "rowHeight", .number, "The height of the table's rows in points (default 44).",
            schema: ##"{"type": "number", "exclusiveMinimum": 0, "maximum": 100000}"##),
          .init(
            "selfSizingRows", .bool,
            "Rows as high as their content (UITableView.automaticDimension, an extension): a "
              + "cell's rowHeight is only the height it had on the canvas."),
          .init(
            "separatorStyle", .choice(["singleLine", "none"]),
            "The line between rows (UITableView.separatorStyle, an extension): before iOS 13 "
              + "a cell's content view is a pixel shorter than its row where the line shows."),
        ],
        structure: [
          .init(
            "prototypes",
            schema: ##"{"type": "array", "items": {"$ref": "#/definitions/prototype"}}"##,
            "Prototype cells."),
          .init(
            "sections",
            schema: ##"{"type": "array", "items": {"$ref": "#/definitions/table-section"}}"##,
            "A static table's sections (instead of prototypes and rows)."),
          .init(
            "tableHeaderView", schema: ##"{"$ref": "#/definitions/view"}"##,
            "The table's header view (an extension): one view above the first row, as wide as "
              + "the table, as high as its frame or intrinsic height."),
          .init(
            "tableFooterView", schema: ##"{"$ref": "#/definitions/view"}"##,
            "The table's footer view (an extension): one view after the last row, as wide as "
              + "the table, as high as its frame or intrinsic height."),
          .init("refreshControl", schema: ##"{"$ref": "#/definitions/view-refreshControl"}"##),
        ],
        ibElements: ["tableView"],
        input: .rows,
        holdsScrollingContent: true,
        picture: .table)
    case .stackView:
      ViewTraits(
        uikitClass: "UIStackView",
        properties: [
          .init("axis", .choice(["horizontal", "vertical"]), "The axis."),
          .init("spacing", .number, "The spacing between arranged views."),
          .init(
            "alignment",
            .choice([
              "fill", "leading", "top", "firstBaseline", "center", "trailing", "bottom",
              "lastBaseline",
            ]),
            "The alignment across the axis."),
          .init(
            "distribution",
            .choice(["fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"]
            ),
            "The distribution along the axis."),
          .init(
            "baselineRelativeArrangement", .bool,
            "Whether a vertical stack measures its spacing from the last baseline of one view "
              + "to the first baseline of the next (default false)."),
          .init(
            "layoutMarginsRelativeArrangement", .bool,
            "Whether the stack arranges its views inside its layout margins rather than its "
              + "edges (default false)."),
        ],
        structure: [
          .init(
            "arrangedSubviews", schema: ##"{"$ref": "#/definitions/views"}"##,
            "The arranged subviews, written like subviews.")
        ],
        ibElements: ["stackView"],
        picture: .stack)
    case .activityIndicator:
      ViewTraits(
        uikitClass: "UIActivityIndicatorView",
        properties: [
          .init("style", .choice(["medium", "large"]), "medium (20 points) or large (37)."),
          .init("animating", .bool, default: .bool(false), "Whether it spins."),
        ],
        ibElements: ["activityIndicatorView"],
        intrinsicSize: .spinner,
        picture: .spinner)
    case .progressView:
      ViewTraits(
        uikitClass: "UIProgressView",
        properties: [
          .init("progress", .number, default: .number(0), "The progress, 0 to 1.")
        ],
        ibElements: ["progressView"],
        intrinsicSize: .fixed(width: nil, height: 4),
        canvasMeasures: .height,
        shownText: .value("progress"),
        picture: .progressBar)
    case .stepper:
      ViewTraits(
        uikitClass: "UIStepper",
        properties: [
          .init("value", .number, default: .number(0), "The value."),
          .init("min", .number, default: .number(0), "The minimum value (default 0)."),
          .init("max", .number, default: .number(100), "The maximum value (default 100)."),
          .init("step", .number, default: .number(1), "The step (default 1)."),
          .init("enabled", .bool, default: .bool(true), "Whether the control is enabled."),
        ],
        ibElements: ["stepper"],
        events: [.valueChanged, .primaryAction, .touchDown],
        takesSimulatedInput: true,
        intrinsicSize: .fixed(width: 94, height: 32),
        canvasMeasures: .both,
        tap: .needsInput,
        input: .stepper,
        accessibilityTraits: ["adjustable"],
        shownText: .value("value"),
        picture: .stepper)
    case .pageControl:
      ViewTraits(
        uikitClass: "UIPageControl",
        properties: [
          .init("pages", .integer, default: .number(0), "The number of pages."),
          .init("currentPage", .integer, default: .number(0), "The current page."),
          .init("enabled", .bool, default: .bool(true), "Whether the control is enabled."),
        ],
        ibElements: ["pageControl"],
        events: [.valueChanged, .primaryAction, .touchDown],
        takesSimulatedInput: true,
        intrinsicSize: .pageDots,
        canvasMeasures: .both,
        tap: .needsInput,
        input: .pick(
          .index("currentPage", of: .number("pages"), noun: "page", chosen: "current")),
        accessibilityTraits: ["adjustable"],
        shownText: .value("currentPage"),
        picture: .pageDots)
    case .searchBar:
      ViewTraits(
        uikitClass: "UISearchBar",
        properties: [
          .init("text", .string, default: .string(""), "The text."),
          .init("placeholder", .string, "The placeholder."),
        ],
        ibElements: ["searchBar"],
        intrinsicSize: .fixed(width: nil, height: 56),
        canvasMeasures: .height,
        accessibilityTraits: ["searchField"],
        drawsOwnBackground: true,
        shownText: .value("text"),
        picture: .searchBar)
    case .datePicker:
      ViewTraits(
        uikitClass: "UIDatePicker",
        properties: [
          .init(
            "mode", .choice(["date", "time", "dateAndTime", "countDownTimer"]),
            "The date picker mode."),
          .init(
            "style", .choice(["automatic", "compact", "inline", "wheels"]),
            default: .string("automatic"),
            "UIDatePicker's preferredDatePickerStyle: automatic is compact from iOS 14, "
              + "the wheels for countDownTimer and before iOS 14."),
          .init("enabled", .bool, default: .bool(true), "Whether the control is enabled."),
        ],
        ibElements: ["datePicker"],
        events: [.valueChanged, .primaryAction, .touchDown],
        intrinsicSize: .fixed(width: 320, height: 216),
        tap: .doesNotMove,
        picture: .namedBox)
    case .pickerView:
      ViewTraits(
        uikitClass: "UIPickerView",
        properties: [],
        ibElements: ["pickerView"],
        intrinsicSize: .fixed(width: 320, height: 216),
        picture: .namedBox)
    case .mapView:
      ViewTraits(
        uikitClass: "MKMapView",
        properties: [],
        ibElements: ["mapView"],
        picture: .namedBox)
    case .webView:
      ViewTraits(
        uikitClass: "WKWebView",
        properties: [],
        ibElements: ["wkWebView", "webView"],
        picture: .namedBox)
    case .visualEffectView:
      ViewTraits(
        uikitClass: "UIVisualEffectView",
        properties: [],
        ibElements: ["visualEffectView"],
        picture: .blurredBox)
    case .toolbar:
      ViewTraits(
        uikitClass: "UIToolbar",
        properties: [],
        structure: [
          .init(
            "items", schema: ##"{"$ref": "#/definitions/barItems"}"##,
            "A standalone toolbar's bar items, leading to trailing.")
        ],
        ibElements: ["toolbar"],
        intrinsicSize: .fixed(width: nil, height: 44),
        canvasMeasures: .height,
        drawsOwnBackground: true,
        picture: .toolbar)
    case .navigationBar:
      ViewTraits(
        uikitClass: "UINavigationBar",
        properties: [
          .init(
            "title", .string,
            "The title the bar shows (an extension: a standalone navigation bar).",
            schema: ##"{"$ref": "#/definitions/text"}"##)
        ],
        structure: [
          .init(
            "left", schema: ##"{"$ref": "#/definitions/barItems"}"##,
            "The bar's items on the left, leading to trailing."),
          .init(
            "right", schema: ##"{"$ref": "#/definitions/barItems"}"##,
            "The bar's items on the right."),
          .init(
            "titleView", schema: ##"{"$ref": "#/definitions/identifier"}"##,
            "The id of one of the bar's subviews, centred in the bar."),
        ],
        ibElements: ["navigationBar"],
        intrinsicSize: .fixed(width: nil, height: 44),
        drawsOwnBackground: true,
        picture: .navigationBar)
    case .scrollView:
      ViewTraits(
        uikitClass: "UIScrollView",
        properties: [],
        structure: [
          .init("refreshControl", schema: ##"{"$ref": "#/definitions/view-refreshControl"}"##)
        ],
        ibElements: ["scrollView"],
        holdsScrollingContent: true,
        picture: .plain)
    case .tableViewCell:
      ViewTraits(
        uikitClass: "UITableViewCell",
        properties: [
          .init("rowHeight", .number),
          .init("accessory", .choice(TableCell.Accessory.allCases.map(\.rawValue))),
        ],
        tap: .selectCell,
        drawsOwnBackground: true,
        holdsScrollingContent: true,
        picture: .drawnByContainer)
    case .collectionView:
      ViewTraits(
        uikitClass: "UICollectionView",
        properties: [
          .init(
            "rows", .rows,
            "The rows, one item each: a data set name (under 'data') or an inline list of "
              + "mappings."),
          .init(
            "itemSize", .size,
            "The flow layout's item size [width, height] in points (default [50, 50]).",
            schema:
              ##"{"type": "array", "minItems": 2, "maxItems": 2, "items": {"type": "number", "exclusiveMinimum": 0, "maximum": 100000}}"##
          ),
          .init(
            "minimumInteritemSpacing", .number,
            "The least space between items of a line in points (default 10).",
            schema: ##"{"type": "number", "minimum": 0, "maximum": 100000}"##),
          .init(
            "minimumLineSpacing", .number,
            "The least space between lines of items in points (default 10).",
            schema: ##"{"type": "number", "minimum": 0, "maximum": 100000}"##),
          .init(
            "sectionInset", .insets,
            "The flow layout's section inset, [top, leading, bottom, trailing] in points "
              + "(default none).",
            schema:
              ##"{"type": "array", "minItems": 4, "maxItems": 4, "items": {"type": "number", "minimum": 0, "maximum": 100000}}"##
          ),
          .init(
            "scrollDirection", .choice(["vertical", "horizontal"]),
            "The flow layout's scroll direction (default vertical)."),
          .init(
            "headerReferenceSize", .size,
            "The flow layout's section header size [width, height] in points: its height when "
              + "it scrolls vertically, its width when horizontally (default none).",
            schema: ##"{"$ref": "#/definitions/collection-referenceSize"}"##),
          .init(
            "footerReferenceSize", .size,
            "The flow layout's section footer size [width, height] in points (default none).",
            schema: ##"{"$ref": "#/definitions/collection-referenceSize"}"##),
        ],
        structure: [
          .init(
            "items",
            schema: ##"{"type": "array", "items": {"$ref": "#/definitions/collection-item"}}"##,
            "The item prototypes (docs/SceneFormat.md, collection views)."),
          .init(
            "sectionHeader", schema: ##"{"$ref": "#/definitions/collection-item"}"##,
            "The view the flow layout shows before each section's items, written as an item "
              + "prototype (an extension)."),
          .init(
            "sectionFooter", schema: ##"{"$ref": "#/definitions/collection-item"}"##,
            "The view the flow layout shows after each section's items, written as an item "
              + "prototype (an extension)."),
          .init("refreshControl", schema: ##"{"$ref": "#/definitions/view-refreshControl"}"##),
        ],
        ibElements: ["collectionView"],
        input: .items,
        holdsScrollingContent: true,
        picture: .collection)
    case .collectionViewCell:
      ViewTraits(
        uikitClass: "UICollectionViewCell",
        properties: [],
        drawsOwnBackground: true,
        holdsScrollingContent: true,
        picture: .drawnByContainer)
    case .control:
      ViewTraits(
        uikitClass: "UIControl",
        properties: [
          .init("enabled", .bool, default: .bool(true), "Whether the control is enabled.")
        ],
        events: ControlEvent.allCases,
        takesSimulatedInput: true,
        tap: .allActions,
        picture: .plain)
    case .colorWell:
      ViewTraits(
        uikitClass: "UIColorWell",
        properties: [
          .init(
            "selectedColor", .string,
            "The selected colour: #rrggbb, #rrggbbaa, or a UIKit colour's name (default: none)."),
          .init(
            "supportsAlpha", .bool, default: .bool(true),
            "Whether the colour picker offers an opacity (default true)."),
          .init("title", .string, "The colour picker's title."),
          .init("enabled", .bool, default: .bool(true), "Whether the control is enabled."),
          .init(
            "samples", .strings,
            "The colours 'scenectl explore' picks (an extension; default: systemRed)."),
        ],
        ibClass: "UIColorWell",
        events: [.valueChanged, .primaryAction, .touchDown],
        takesSimulatedInput: true,
        tap: .needsInput,
        input: .pick(
          .typed(
            "selectedColor", noun: "colour",
            format: .init(
              described: "#rrggbb, #rrggbbaa or a UIKit colour's name", example: "#ff9500",
              typedInto: "its colour picker", defaultSamples: ["systemRed"],
              accepts: { DeclaredColor.parse($0) != nil },
              refusal: { text, id, property in
                // The picker offers no opacity: only an opaque colour can be picked.
                guard property("supportsAlpha") == .bool(false),
                  DeclaredColor.parse(text)?.light.isOpaque == false
                else { return nil }
                return "'\(id)' offers no opacity (supportsAlpha: false); type an opaque colour"
              }))),
        shownText: .value("selectedColor"),
        picture: .colorWell)
    case .calendarView:
      ViewTraits(
        uikitClass: "UICalendarView",
        properties: [
          .init(
            "selectedDate", .string, "The picked day, YYYY-MM-DD (default: none)."),
          .init(
            "samples", .strings,
            "The days 'scenectl explore' picks (an extension; default: 2026-01-01)."),
        ],
        ibClass: "UICalendarView",
        takesSimulatedInput: true,
        tap: .needsInput,
        input: .pick(
          .typed(
            "selectedDate", noun: "date",
            format: .init(
              described: "a day as YYYY-MM-DD", example: "2026-12-24", typedInto: "it",
              defaultSamples: ["2026-01-01"], accepts: { CalendarDate(parsing: $0) != nil }))),
        shownText: .value("selectedDate"),
        picture: .calendar)
    }
  }
}
