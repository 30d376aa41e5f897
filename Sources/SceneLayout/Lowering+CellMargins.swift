import Constraints

/// The margins of a table cell's content view (docs/Layout.md §5b): 11 points above and below
/// from iOS 11 (a plain view's 8 before), and across the table's, `cellMargin` or, for a table
/// that does not fill a table view controller, `innerCellMargin`.
extension Lowering {
  /// The top and bottom layout margins of a cell's content view from iOS 11; before, a
  /// plain view's 8 (`cellVerticalMargin(ios:)`).
  static let cellVerticalMargin = 11.0

  /// The top and bottom layout margins of a cell's content view on an iOS version: 11 points
  /// from iOS 11, a plain view's 8 before, as across (ResearchKit's and HMCatalog's cells on
  /// the iOS 9 and 10 canvases of Xcode 7 and 8 hold their pickers and fields 8 points inside
  /// the content view's top and bottom).
  static func cellVerticalMargin(ios: Int) -> Double {
    ios < 11 ? 8 : cellVerticalMargin
  }

  /// The side margins of a cell's content view in a table that does not fill a table view
  /// controller (a table placed in a plain view controller's view). On iOS 11 and 12 such a
  /// table keeps the cell margins of earlier iOS phones, 15 points, where a table filling its
  /// controller takes the system minimum, 16, or 20 on the wide phones (Xcode 9 and 10's
  /// canvases: ChatSecure's, Rocket.Chat's and Kodeco's tables inside a view hold their
  /// cells' content 15 points in, Geotify's and GitHawk's table view controllers 16, and
  /// Spacetime's launches table, inside a view on the 414-point phone, 15 too); on every other
  /// iOS, and in regular width, the same as any cell's (`cellMargin`).
  static func innerCellMargin(ios: Int, cellMargin: Double, regularWidth: Bool) -> Double {
    (11...12).contains(ios) && !regularWidth && cellMargin >= 16 ? 15 : cellMargin
  }

  /// The variable of the side margins of cell `item`'s content view: `innerCellMargin` when
  /// its table does not fill a table view controller, else `cellMargin`.
  func cellMarginVariable(of item: Item) -> Variable {
    guard case .view(let v) = item, tree.parent[v] >= 0, tree.parent[v] != tree.filling else {
      return cellMargin
    }
    return innerCellMargin
  }
}
