import Diagnostics
import SceneSyntax

/// A view in a scene's view tree (SCENE-FORMAT.md §3).
public struct ViewSpec: Sendable {
  public var id: Located<String>
  public var type: Located<ViewType>
  /// The type's properties as written, in file order (see `ViewSchema`).
  public var properties: [Property]
  /// Subviews, in file order.
  public var subviews: [ViewSpec]
  /// A stack view's arranged subviews, in order.
  public var arrangedSubviews: [ViewSpec]
  public var frame: Located<Rect>?
  /// What few views have (`Details`), out of line: nil when the view has none of it.
  @usableFromInline var detailsBox: DetailsBox? = nil

  /// Whether the view holds any `Details` (cells, header and footer views, bar items, ...):
  /// most views hold none, and a walk then asks no getter of them. Inlined, so that reading it
  /// from a list of views reads one field where a getter would copy the whole view.
  @inlinable public var holdsDetails: Bool { detailsBox != nil }

  /// The table's header and footer views, in that order. Every walk of a view tree visits
  /// them after a view's subviews and arranged subviews, before its cells.
  public var tableEndViews: [ViewSpec] {
    guard let box = detailsBox else { return [] }
    return box.details.tableHeader + box.details.tableFooter
  }

  /// The bar items a standalone bar holds: a toolbar's `items`, a navigation bar's left then
  /// right items.
  public var ownBarItems: [BarItem] {
    guard let box = detailsBox else { return [] }
    return box.details.barItems + (box.details.navigationItem?.left ?? [])
      + (box.details.navigationItem?.right ?? [])
  }
  /// Whether the view is in the hierarchy: false only once a variation uninstalls it
  /// (`ViewVariation.installed`; a view is installed where none does).
  public var installed = true
  public var location: Diagnostic.Location

  init(
    id: Located<String>, type: Located<ViewType>, properties: [Property], subviews: [ViewSpec],
    arrangedSubviews: [ViewSpec], frame: Located<Rect>?, contentHugging: AxisPriorities?,
    compressionResistance: AxisPriorities?, prototypes: [TableCell], ib: Located<String>?,
    intrinsicSize: Located<GivenIntrinsicSize>?, location: Diagnostic.Location
  ) {
    self.id = id
    self.type = type
    self.properties = properties
    self.subviews = subviews
    self.arrangedSubviews = arrangedSubviews
    self.frame = frame
    self.location = location
    if contentHugging != nil { self.contentHugging = contentHugging }
    if compressionResistance != nil { self.compressionResistance = compressionResistance }
    if !prototypes.isEmpty { self.prototypes = prototypes }
    if ib != nil { self.ib = ib }
    if intrinsicSize != nil { self.intrinsicSize = intrinsicSize }
  }

  /// A property as written: its name, its value, and where.
  public struct Property: Sendable {
    public var name: String
    public var value: Value
    public var location: Diagnostic.Location
  }

  /// The value of a property as written, if it was.
  public func property(_ name: String) -> Value? {
    properties.first { $0.name == name }?.value
  }

  /// A collection view's section header and footer, in that order, those it has.
  public var supplementaries: [TableCell] {
    guard let box = detailsBox else { return [] }
    // No list is made for a view without them: layout and the checks ask every view.
    switch (box.details.sectionHeader, box.details.sectionFooter) {
    case (nil, nil): return []
    case (let header?, nil): return [header]
    case (nil, let footer?): return [footer]
    case (let header?, let footer?): return [header, footer]
    }
  }

  /// The table's cells (a collection view's item prototypes): its prototypes, then its static
  /// cells in section order, then a collection view's section header and footer.
  public var cells: [TableCell] {
    guard let box = detailsBox else { return [] }
    // Appended into one list, not joined from three: every walk of the views asks it.
    var cells = box.details.prototypes
    for section in box.details.sections { cells += section.cells }
    if let header = box.details.sectionHeader { cells.append(header) }
    if let footer = box.details.sectionFooter { cells.append(footer) }
    return cells
  }

  /// The cells that are templates each row (or section) copies: prototypes, section headers
  /// and footers.
  public var templates: [TableCell] { prototypes + supplementaries }

  /// The content views of the table's cells that are views, in the order of `cells`: every
  /// static cell with an id, and every prototype with views of its own (one with none has
  /// nothing to lay out and is no target). Every walk of a view tree visits them after a
  /// view's subviews and arranged subviews.
  public var cellViews: [ViewSpec] {
    guard let box = detailsBox else { return [] }
    // One list, with no filtered and joined lists on the way: every walk of the views asks it.
    var views: [ViewSpec] = []
    for cell in box.details.prototypes where cell.isViewAsPrototype {
      if let view = cell.view { views.append(view) }
    }
    for section in box.details.sections {
      for cell in section.cells {
        if let view = cell.view { views.append(view) }
      }
    }
    if let header = box.details.sectionHeader, header.isViewAsPrototype, let view = header.view {
      views.append(view)
    }
    if let footer = box.details.sectionFooter, footer.isViewAsPrototype, let view = footer.view {
      views.append(view)
    }
    return views
  }

  /// Whether the table's content is static (`sections:`).
  public var isStatic: Bool { !sections.isEmpty }

  /// The written value of a string property.
  public func string(_ name: String) -> String? {
    if case .string(let s)? = property(name) { return s }
    return nil
  }
}

/// An intrinsic content size a file gives: points on each axis, nil for none on that axis.
///
/// `intrinsicSize: {canvas: [w, h]}` is a size Xcode measured on its canvas, for the
/// design-time content at the canvas's width (`fromCanvas`): it holds while the view's content
/// is the file's, and a side that is nil is measured from the content (the canvas frame was
/// not the content's size on that axis, a label stretched by its constraints). Once a step
/// changes what the view measures (its text, title, font), both sides are measured.
public struct GivenIntrinsicSize: Sendable, Hashable {
  public var width: Double?
  public var height: Double?
  /// Whether the size is the canvas's measurement of the file's content.
  public var fromCanvas: Bool

  public init(width: Double?, height: Double?, fromCanvas: Bool = false) {
    self.width = width
    self.height = height
    self.fromCanvas = fromCanvas
  }
}

/// A view's layout margins, in points.
public struct LayoutMargins: Sendable, Hashable {
  public var top: Double
  public var leading: Double
  public var bottom: Double
  public var trailing: Double

  public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// UIKit's default margins of a view that is not a controller's root view.
  public static let standard = LayoutMargins(top: 8, leading: 8, bottom: 8, trailing: 8)
}

/// A rectangle in points: `frame: [x, y, width, height]`.
public struct Rect: Sendable, Hashable {
  public var x: Double
  public var y: Double
  public var width: Double
  public var height: Double

  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }
}

/// Horizontal and vertical layout priorities (content hugging, compression resistance).
public struct AxisPriorities: Sendable, Hashable {
  public var horizontal: Double?
  public var vertical: Double?
  public var location: Diagnostic.Location
}

/// A table's cell: a prototype cell (SCENE-FORMAT.md §3), which each row of the table's data
/// uses, or a static cell of a section (an extension). Either may have its own views
/// (`subviews:`), a custom class and a row height (extensions, docs/SceneFormat.md). A
/// collection view's item prototype (`items:`, an extension) is one too, of content type
/// `collectionViewCell`, with only an id, a class, views and outlets.
public struct TableCell: Sendable {
  /// The built-in cell styles.
  public enum Style: String, Sendable, CaseIterable {
    case basic, rightDetail, leftDetail, subtitle, custom
  }

  public var id: Located<String>?
  public var style: Style
  public var text: Located<Template>?
  public var detail: Located<Template>?
  public var accessory: Located<Accessory>?
  /// `ib:`: the Interface Builder id of the cell a storyboard import made it from.
  public var ib: Located<String>? = nil
  /// `class:`: the cell's custom class (a `UITableViewCell` subclass of the app).
  public var className: Located<String>? = nil
  /// `rowHeight:`: the cell's own height in points, instead of its table's.
  public var rowHeight: Located<Double>? = nil
  /// The views of the cell's content view, in file order.
  public var subviews: [ViewSpec] = []
  /// `layoutMargins:` (a collection view's item): its content view's own layout margins.
  public var layoutMargins: Located<LayoutMargins>? = nil
  /// The outlets the cell's class owns (`outlets:`), to views of the cell.
  public var outlets: [Outlet] = []
  /// `textLabel:` and `detailTextLabel:` (an extension): ids for the style's built-in labels,
  /// which outlets may then connect to; nil when the file names none.
  public var textLabel: Located<String>? = nil
  public var detailTextLabel: Located<String>? = nil
  /// The type of the cell's content view: `tableViewCell`, or `collectionViewCell` for a
  /// collection view's item.
  public var contentType: ViewType = .tableViewCell
  public var location: Diagnostic.Location

  public init(
    id: Located<String>?, style: Style, text: Located<Template>?, detail: Located<Template>?,
    accessory: Located<Accessory>?, location: Diagnostic.Location
  ) {
    self.id = id
    self.style = style
    self.text = text
    self.detail = detail
    self.accessory = accessory
    self.location = location
  }

  /// Whether the cell, as a prototype, is a view of the scene: it has views of its own (a
  /// static cell always is one).
  public var isViewAsPrototype: Bool { !subviews.isEmpty }

  /// The cell's content view as a view of the scene (type `contentType`, the cell's id),
  /// holding its subviews, so that constraints, outlets and layout reach them; nil without
  /// an id.
  public var view: ViewSpec? {
    guard let id else { return nil }
    var properties: [ViewSpec.Property] = []
    if let rowHeight {
      properties.append(
        .init(name: "rowHeight", value: .number(rowHeight.value), location: rowHeight.location))
    }
    if let accessory {
      properties.append(
        .init(
          name: "accessory", value: .string(accessory.value.rawValue), location: accessory.location)
      )
    }
    var view = ViewSpec(
      id: id, type: Located(contentType, at: location), properties: properties,
      subviews: subviews, arrangedSubviews: [], frame: nil, contentHugging: nil,
      compressionResistance: nil, prototypes: [], ib: ib, intrinsicSize: nil, location: location)
    view.className = className
    view.layoutMargins = layoutMargins
    return view
  }

  /// `UITableViewCell.AccessoryType` (SceneFormat.md, extensions).
  public enum Accessory: String, Sendable, CaseIterable {
    case none, disclosureIndicator, detailButton, detailDisclosureButton, checkmark

    /// The detail button of `detailButton` and `detailDisclosureButton`: UIKit
    /// sends `tableView(_:accessoryButtonTappedForRowWith:)` for its taps only.
    public var hasButton: Bool { self == .detailButton || self == .detailDisclosureButton }

    /// How much of the cell's width the accessory takes, on the trailing side of the content
    /// view (Xcode's canvas: the content view of a 320-point cell with a disclosure indicator
    /// is 287 points wide).
    public var width: Double {
      switch self {
      case .disclosureIndicator: 33
      case .checkmark: 39
      case .detailButton: 47
      case .detailDisclosureButton: 67
      case .none: 0
      }
    }
  }
}

/// A section of a static table (`sections:`, an extension): an optional header and footer
/// title, and its cells in order.
public struct TableSection: Sendable {
  public var header: Located<String>?
  public var footer: Located<String>?
  public var cells: [TableCell]
  public var location: Diagnostic.Location

  public init(
    header: Located<String>?, footer: Located<String>?, cells: [TableCell],
    location: Diagnostic.Location
  ) {
    self.header = header
    self.footer = footer
    self.cells = cells
    self.location = location
  }
}
