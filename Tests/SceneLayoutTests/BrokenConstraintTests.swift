import SceneModel
import Testing

@testable import SceneLayout

/// Which required constraint UIKit breaks, and the frames it then gives (docs/Layout.md §6,
/// "Which constraint UIKit breaks"): the file's constraints are added view by view, each
/// view's before its subviews', the last of a conflicting set is left out, and no view gets
/// a negative size. The conflict is still reported.
@Suite struct BrokenConstraintTests {
  func result(_ body: String) throws -> LayoutResult {
    let storyboard = try Fixture.scene(body)
    let scene = try #require(storyboard.scenes.first)
    return SceneLayoutEngine.layout(scene, in: storyboard, device: try Fixture.device("iphone"))
  }

  /// A table footer of a lock screen sample: a 120-point row whose lock is 38 below its top
  /// and 46 above its bottom, and 42 high (36 fit). The row's edges are its own constraints,
  /// the height the lock's: UIKit adds the row's first and breaks the lock's height, which
  /// the stored frames show (36 high at y = 38), whatever order the file lists them in.
  @Test func aSubviewsOwnSizeGivesWayToItsSuperviewsEdges() throws {
    let body = """
          views:
            - id: footer
              type: view
              subviews: [ { id: lock, type: view } ]
          constraints:
            - lock.height = 42
            - lock.width = 42
            - lock.centerX = footer.centerX
            - footer.bottom = lock.bottom + 46
            - lock.top = footer.top + 38
            - footer.top = safeArea.top
            - footer.leading = superview.leading
            - footer.trailing = superview.trailing
            - footer.height = 120
      """
    let laid = try result(body)
    #expect(
      render(laid.diagnostics) == [
        """
        test.yaml:13:9: error: unable to simultaneously satisfy constraints on iphone: \
        constraint 'lock.height = 42' conflicts with 3 other constraints; it is left out \
        [layout-conflict]
        test.yaml:16:9: note: conflicting constraint 'footer.bottom = lock.bottom + 46'
        test.yaml:17:9: note: conflicting constraint 'lock.top = footer.top + 38'
        test.yaml:21:9: note: conflicting constraint 'footer.height = 120'
        test.yaml:13:9: note: conflicting constraint 'lock.height = 42'

        """
      ])
    #expect(describe(laid) == ["footer [0, 59, 393, 120]", "lock [175.667, 97, 42, 36]"])
  }

  /// A carb entry cell of a diabetes app: a 66-point row holds a column 11 below its top and
  /// a progress bar 8 below the column, at the row's bottom; a chevron in the column is 52
  /// high, 5 more than the row leaves. The file's constraints give the bar a height of -5
  /// (a warning); UIKit gives no view a negative size, so the chevron's height, added after
  /// the row's and the column's constraints, is the one it breaks: the column is 43 high
  /// and the bar keeps its 4 points.
  @Test func noViewGetsANegativeSize() throws {
    let body = """
          views:
            - id: entry
              type: view
              subviews:
                - id: column
                  type: view
                  subviews: [ { id: chevron, type: view } ]
                - { id: bar, type: view }
          constraints:
            - chevron.height = 52
            - chevron.width = 10
            - chevron.top = column.top
            - column.bottom = chevron.bottom
            - chevron.trailing = column.trailing
            - column.top = entry.top + 11
            - bar.top = column.bottom + 8
            - entry.bottom = bar.bottom
            - column.leading = entry.leading + 16
            - column.trailing = entry.trailing - 16
            - bar.leading = entry.leading + 16
            - bar.trailing = entry.trailing
            - bar.height = 4 @750
            - entry.top = safeArea.top
            - entry.leading = superview.leading
            - entry.trailing = superview.trailing
            - entry.height = 66
      """
    let laid = try result(body)
    #expect(
      render(laid.diagnostics) == [
        "test.yaml:15:19: warning: the constraints give view 'bar' a negative height on "
          + "iphone; UIKit allows none and breaks one of them [layout-negative-size]\n"
      ])
    #expect(
      describe(laid) == [
        "entry [0, 59, 393, 66]", "column [16, 70, 361, 43]", "chevron [367, 70, 10, 43]",
        "bar [16, 121, 377, 4]",
      ])
  }
}
