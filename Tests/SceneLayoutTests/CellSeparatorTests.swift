import SceneModel
import Testing

@testable import SceneLayout

/// The line between a table's rows (docs/Layout.md §5b): before iOS 13 it takes one pixel of
/// the row from the cell's content view (43.5 points of a 44-point row at 2x, as Xcode 5 to 10
/// store it); from iOS 13, and in a table with `separatorStyle: none`, the content view has
/// the whole row. A self-sizing row keeps the height the canvas measured, less that pixel,
/// where its content leaves the height open.
@Suite struct CellSeparatorTests {
  static func body(separator: String?, selfSizing: Bool = false) -> String {
    """
        views:
          - id: table
            type: tableView
    \(separator.map { "        separatorStyle: \($0)\n" } ?? "")\
    \(selfSizing ? "        selfSizingRows: true\n" : "")\
            sections:
              - cells:
                  - id: cell
                    style: custom
                    subviews:
                      - { id: box, type: view }
        constraints:
          - table.leading = superview.leading
          - table.trailing = superview.trailing
          - table.top = safeArea.top
          - table.bottom = superview.bottom
          - box.leading = superview.leading
          - box.trailing = superview.trailing
          - box.top = superview.top
          - box.bottom = superview.bottom
    """
  }

  func frames(
    separator: String?, ios: Int, device name: String, selfSizing: Bool = false
  ) throws -> [String] {
    let storyboard = try Fixture.scene(Self.body(separator: separator, selfSizing: selfSizing))
    let scene = try #require(storyboard.scenes.first)
    var device = try Fixture.device(name)
    device.ios = ios
    let result = SceneLayoutEngine.layout(scene, in: storyboard, device: device)
    #expect(result.diagnostics.isEmpty)
    return describe(result).filter { !$0.hasPrefix("table ") }
  }

  @Test(arguments: [
    // iOS 12 at 2x: half a point for the line.
    (nil, 12, "iphone-se", ["cell [0, 20, 375, 43.5]", "box [0, 20, 375, 43.5]"]),
    // iOS 12 at 3x: a third of a point.
    (nil, 12, "iphone", ["cell [0, 59, 393, 43.667]", "box [0, 59, 393, 43.667]"]),
    // iOS 13: the whole row.
    (nil, 13, "iphone-se", ["cell [0, 20, 375, 44]", "box [0, 20, 375, 44]"]),
    // No line: the whole row on iOS 12 too.
    ("none", 12, "iphone-se", ["cell [0, 20, 375, 44]", "box [0, 20, 375, 44]"]),
    // A line written out (the default) is the same as none written.
    ("singleLine", 12, "iphone-se", ["cell [0, 20, 375, 43.5]", "box [0, 20, 375, 43.5]"]),
  ] as [(String?, Int, String, [String])])
  func contentViewLeavesTheSeparatorItsPixel(
    separator: String?, ios: Int, device: String, expected: [String]
  ) throws {
    #expect(try frames(separator: separator, ios: ios, device: device) == expected)
  }

  @Test(arguments: [
    (12, ["cell [0, 20, 375, 43.5]", "box [0, 20, 375, 43.5]"]),
    (13, ["cell [0, 20, 375, 44]", "box [0, 20, 375, 44]"]),
  ])
  func aSelfSizingRowLeavesItsPixelToo(ios: Int, expected: [String]) throws {
    #expect(try frames(separator: nil, ios: ios, device: "iphone-se", selfSizing: true) == expected)
  }
}
