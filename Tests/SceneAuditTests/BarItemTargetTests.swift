import Diagnostics
import SceneAudit
import SceneModel
import Testing

/// Touch targets that are not views of the file: bar items, laid out as the layout places
/// bar views (44 points wide, 16 in from the bar's edge, 8 between; a toolbar's in equal
/// slots), and the detail buttons of table cells (22 x 22, 9 points after the content view).
@Suite struct BarItemTargetTests {
  static func findings(_ text: String, sourceLocation: SourceLocation = #_sourceLocation)
    throws -> [String]
  {
    let result = StoryboardLoader.load(Array(text.utf8), file: "test.yaml")
    let errors = result.diagnostics.filter { $0.severity == .error }
    #expect(errors.isEmpty, "\(errors)", sourceLocation: sourceLocation)
    let storyboard = try #require(result.storyboard, sourceLocation: sourceLocation)
    let options = Audit.Options(codes: ["touch-target-size", "touch-target-overlap"])
    return DiagnosticPrinter(useColor: false).render(Audit.run(storyboard, options: options))
  }

  static let variant = "on iphone-se (content size large, locale base)"

  /// Three items on the left and four on the right of a 375-point bar: the first right item
  /// (159 to 203) covers 5 points of the third left one (120 to 164); with two on the left
  /// they are 47 points apart. A wide title view under the items is not compared with them
  /// (UIKit narrows it to the room between them). A toolbar's two items (its space left out)
  /// are centred in its halves: the first lies over a button under the toolbar; a button
  /// beside it is clear of both items.
  @Test func crowdedBarItemsOverlapAndAToolbarItemCoversAButton() throws {
    let found = try Self.findings(
      """
      format: 1
      storyboard: Test
      initial: nav
      devices: [iphone-se]
      scenes:
        nav:
          kind: navigationController
          segues:
            - { kind: relationship, relationship: rootViewController, to: crowded }
            - { kind: show, from: crowded, to: roomy }
        crowded:
          kind: viewController
          navigationItem:
            left: [ { id: l1, title: A }, { id: l2, title: B }, { id: l3, title: C } ]
            right: [ { id: r1, system: add }, { id: r2, system: edit }, { id: r3, system: save }, { id: r4, system: trash } ]
          toolbarItems: [ { id: t1, title: One }, { system: flexibleSpace }, { id: t2, title: Two } ]
          views:
            - { id: low, type: button, title: Go, frame: [100, 623, 44, 44] }
            - { id: clear, type: button, title: Ok, frame: [166, 623, 44, 44] }
        roomy:
          kind: viewController
          navigationItem:
            left: [ { id: m1, title: A }, { id: m2, title: B } ]
            right: [ { id: s1, system: add }, { id: s2, system: edit }, { id: s3, system: save }, { id: s4, system: trash } ]
            titleView: wide
          views:
            - { id: page, type: view, frame: [0, 0, 375, 667] }
            - { id: wide, type: segmentedControl, segments: [Alpha Beta Gamma, Delta Epsilon Zeta] }
      """)
    #expect(
      found == [
        "test.yaml:15:22: warning: bar item 'r1' covers 5 x 44 pt of the hit area of bar item "
          + "'l3' \(Self.variant); touches there go to 'r1' only: move them apart "
          + "[touch-target-overlap]\ntest.yaml:14:65: note: 'l3' is here\n",
        "test.yaml:16:27: warning: bar item 't1' covers 15.75 x 44 pt of the hit area of button "
          + "'low' \(Self.variant); touches there go to 't1' only: move them apart "
          + "[touch-target-overlap]\ntest.yaml:18:15: note: 'low' is here\n",
        "test.yaml:28:15: warning: segmentedControl 'wide' has a hit area 32 pt high "
          + "\(Self.variant), under the 44 x 44 pt minimum; make it at least 44 points wide and "
          + "high [touch-target-size]\n",
      ])
  }

  /// A detail button (a prototype's, in its row; a static cell's, after its content view) is
  /// 22 x 22 points; a detail disclosure button's too; a checkmark and a disclosure indicator
  /// are not controls (the row takes their touches).
  @Test func detailButtonsAre22PointsAndOtherAccessoriesAreNotControls() throws {
    let found = try Self.findings(
      """
      format: 1
      storyboard: Test
      initial: s
      devices: [iphone-se]
      scenes:
        s:
          kind: viewController
          views:
            - id: list
              type: tableView
              frame: [0, 100, 375, 200]
              prototypes:
                - { id: plainCell, style: basic, accessory: detailButton }
                - { id: tickCell, style: basic, accessory: checkmark }
                - { id: arrowCell, style: basic, accessory: disclosureIndicator }
            - id: form
              type: tableView
              frame: [0, 350, 375, 200]
              sections:
                - cells:
                    - { id: infoCell, style: basic, accessory: detailDisclosureButton }
      """)
    #expect(
      found == [
        "test.yaml:13:55: warning: the detail button of cell 'plainCell' has a 22 x 22 pt hit "
          + "area \(Self.variant), under the 44 x 44 pt minimum; make it at least 44 points "
          + "wide and high [touch-target-size]\n",
        "test.yaml:21:58: warning: the detail button of cell 'infoCell' has a 22 x 22 pt hit "
          + "area \(Self.variant), under the 44 x 44 pt minimum; make it at least 44 points "
          + "wide and high [touch-target-size]\n",
      ])
  }

  /// An item that shows a view is that view: a 30-point button (34 high, as the bar sizes it)
  /// is found as the button, once, and the item beside it sits 8 points from it.
  @Test func anItemShowingAViewIsCheckedAsTheView() throws {
    let found = try Self.findings(
      """
      format: 1
      storyboard: Test
      initial: nav
      devices: [iphone-se]
      scenes:
        nav:
          kind: navigationController
          segues:
            - { kind: relationship, relationship: rootViewController, to: s }
        s:
          kind: viewController
          navigationItem:
            right: [ { id: a, system: add }, { id: b, view: small } ]
          views:
            - { id: small, type: button, image: gear, frame: [0, 0, 30, 30] }
      """)
    #expect(
      found == [
        "test.yaml:15:15: warning: button 'small' has a 30 x 34 pt hit area \(Self.variant), "
          + "under the 44 x 44 pt minimum; make it at least 44 points wide and high "
          + "[touch-target-size]\n"
      ])
  }
}
