import Testing

/// A table's header and footer views (`tableHeaderView:`, `tableFooterView:`, an extension):
/// each is one view of the scene, with ids, outlets and constraints as any; one with neither a
/// frame nor an intrinsic height is an error at its id, and the keys belong to tables only.
@Suite struct TableEndTests {
  static let yaml = """
    format: 1
    storyboard: T
    initial: a
    scenes:
      a:
        kind: viewController
        views:
          - id: table
            type: tableView
            frame: [0, 0, 320, 400]
            tableHeaderView: { id: banner, type: view, subviews: [{ id: title, type: label }] }
            tableFooterView: { id: spinner, type: activityIndicator }
          - id: box
            type: view
            frame: [0, 400, 320, 40]
            tableHeaderView: { id: stray, type: view }
        outlets: { titleLabel: title, bannerView: banner }
    """

  @Test func aHeaderWithoutHeightAndAHeaderOutsideATableAreLocated() {
    #expect(
      diagnosticLines(Self.yaml) == [
        "11:32: error: header view 'banner' of table 'table' has no height: UIKit sizes a "
          + "table's header view by its frame's height, and type 'view' has no intrinsic "
          + "height; give it a 'frame:' (its height is used, its width is the table's), as "
          + "'frame: [0, 0, 320, 44]' [table-end-no-height]",
        "16:9: error: unknown key 'tableHeaderView' in view 'box' (a view); expected one of: id, "
          + "type, subviews, frame, contentHugging, compressionResistance, ib, intrinsicSize, "
          + "layoutMargins, insetsLayoutMarginsFromSafeArea, preservesSuperviewLayoutMargins, "
          + "autoresizing, superviewSize, class, installed, variations, gestures, "
          + "runtimeAttributes, outlets, delegates, backgroundColor, hidden, userInteraction, "
          + "accessibilityLabel, isAccessibilityElement, accessibilityTraits, "
          + "accessibilityIdentifier [unknown-key]",
      ])
  }
}
