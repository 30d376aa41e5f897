import SceneModel
import SceneSyntax

/// Where a table's rows lie in its content (docs/Layout.md §5b), for its cells' layout and its
/// picture: each cell is as high as its `rowHeight`, else its table's, else 44 points; cells
/// are stacked in file order, prototypes first (as Interface Builder's canvas shows them), then
/// each section's cells. In a plain table a section's header or footer title takes 28 points; in
/// a grouped one each section has 35 points above it and a footer title 35 below. A table header
/// view (`tableHeaderView:`) comes first and moves the rows down by its height; a footer view
/// follows the last row.
public enum TableRows {
  /// UIKit's row height when neither the cell nor the table gives one.
  public static let defaultRowHeight = 44.0
  /// The height of a plain table's section header or footer title.
  public static let plainTitleHeight = 28.0
  /// The space above a grouped table's section, and below its footer title.
  public static let groupedSectionSpacing = 35.0

  /// One row: its cell, its top in the table's content, its height, and whether the cell is a
  /// view of the scene (`ViewSpec.cellViews`).
  public struct Placed: Sendable {
    public var cell: TableCell
    public var top: Double
    public var height: Double
    public var isView: Bool
  }

  /// A table's header or footer view, at its top in the table's content, with its height.
  public struct End: Sendable {
    public var view: ViewSpec
    public var top: Double
    public var height: Double
  }

  /// The height of a table's header or footer view: its frame's, else its intrinsic height
  /// (UIKit sizes the table's header and footer by their frames' height), else 0.
  public static func height(ofEnd view: ViewSpec) -> Double {
    max(0, view.frame?.value.height ?? IntrinsicSize.of(view).height ?? 0)
  }

  /// The table's header and footer views, in `ViewSpec.tableEndViews` order: the header at the
  /// top of the content, the footer after the last row.
  public static func ends(of table: ViewSpec) -> [End] {
    var out = table.tableHeader.map { End(view: $0, top: 0, height: height(ofEnd: $0)) }
    let bottom = layout(of: table).bottom
    out += table.tableFooter.map { End(view: $0, top: bottom, height: height(ofEnd: $0)) }
    return out
  }

  /// Every cell with an id, in `ViewSpec.cells` order.
  public static func placement(of table: ViewSpec) -> [Placed] {
    layout(of: table).rows
  }

  /// The rows, and where the content after the last one starts.
  private static func layout(of table: ViewSpec) -> (rows: [Placed], bottom: Double) {
    var tableHeight: Double? = nil
    if case .number(let n)? = table.property("rowHeight"), n > 0 { tableHeight = n }
    let grouped = (table.string("style") ?? "plain") != "plain"
    var y = table.tableHeader.first.map(height(ofEnd:)) ?? 0
    var out: [Placed] = []
    func add(_ cell: TableCell, isView: Bool) {
      guard cell.id != nil else { return }
      let height = cell.rowHeight?.value ?? tableHeight ?? defaultRowHeight
      out.append(Placed(cell: cell, top: y, height: height, isView: isView))
      y += height
    }
    for cell in table.prototypes { add(cell, isView: cell.isViewAsPrototype) }
    for section in table.sections {
      if grouped {
        y += groupedSectionSpacing
      } else if section.header != nil {
        y += plainTitleHeight
      }
      for cell in section.cells { add(cell, isView: true) }
      if section.footer != nil {
        y += grouped ? groupedSectionSpacing : plainTitleHeight
      }
    }
    return (out, y)
  }
}
