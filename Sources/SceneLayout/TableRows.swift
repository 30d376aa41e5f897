import SceneModel
import SceneSyntax

/// Where a table's rows lie in its content (docs/Layout.md §5b), for its cells' layout and its
/// picture: each cell is as high as its `rowHeight`, else its table's, else 44 points; cells
/// are stacked in file order, prototypes first (as Interface Builder's canvas shows them), then
/// each section's cells. In a plain table a section's header or footer title takes 28 points; in
/// a grouped one each section has 35 points above it and a footer title 35 below.
public enum TableRows {
  /// UIKit's row height when neither the cell nor the table gives one.
  public static let defaultRowHeight = 44.0
  /// The height of a plain table's section header or footer title.
  public static let plainTitleHeight = 28.0
  /// The space above a grouped table's section, and below its footer title.
  public static let groupedSectionSpacing = 35.0
  /// How far an `insetGrouped` table insets its cells on each side.
  public static let insetGroupedInset = 16.0

  /// One row: its cell, its top in the table's content, its height, and whether the cell is a
  /// view of the scene (`ViewSpec.cellViews`).
  public struct Placed: Sendable {
    public var cell: TableCell
    public var top: Double
    public var height: Double
    public var isView: Bool
  }

  /// Every cell with an id, in `ViewSpec.cells` order.
  public static func placement(of table: ViewSpec) -> [Placed] {
    var tableHeight: Double? = nil
    if case .number(let n)? = table.property("rowHeight"), n > 0 { tableHeight = n }
    let grouped = (table.string("style") ?? "plain") != "plain"
    var y = 0.0
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
    return out
  }
}
