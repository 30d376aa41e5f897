import SceneLayout
import SceneModel
import Testing

@testable import SceneAudit

/// The audit solves a scene once per distinct set of variant values: content sizes share a
/// layout when no font has a text style, and a locale that changes a text or mirrors the
/// layout gets its own.
@Suite struct VariantLayoutsTests {
  func solved(_ label: String, variants: [(String, String)]) throws -> Int {
    let storyboard = try AuditFixture.storyboard(
      """
          views:
            - \(label)
      """)
    let scene = try #require(storyboard.scenes.first)
    var laid = VariantLayouts(
      scene: scene, devices: storyboard.resolvedDevices,
      container: ContainerContext.inferred(for: scene, in: storyboard))
    for (locale, size) in variants {
      let layouts = laid.layouts(LayoutVariant(locale: locale, contentSize: size))
      #expect(layouts.count == 1)
    }
    return laid.solvedCount
  }

  static let sizes = ["xSmall", "large", "accessibility3"]

  @Test func contentSizesShareALayoutWithoutATextStyle() throws {
    let label = "{ id: fixed, type: label, text: Hello, frame: [10, 100, 100, 20] }"
    #expect(try solved(label, variants: Self.sizes.map { ("base", $0) }) == 1)
    #expect(
      try solved(label, variants: Self.sizes.map { ("base", $0) } + [("double", "large")])
        == 2)
    #expect(try solved(label, variants: [("base", "large"), ("rtl", "large")]) == 2)
  }

  @Test func aTextStyleGivesEachContentSizeItsLayout() throws {
    let label =
      "{ id: body, type: label, text: Hello, font: { style: body }, frame: [10, 100, 100, 20] }"
    #expect(try solved(label, variants: Self.sizes.map { ("base", $0) }) == 3)
    #expect(try solved(label, variants: [("base", "large"), ("base", "large")]) == 1)
  }
}

/// Locales audited without the text as written among them: the layouts as written are solved
/// for the growth rules between two variants' own, and each variant keeps its findings.
@Suite struct VariantOrderTests {
  @Test func twoLocalesWithoutTheTextAsWritten() throws {
    let found = try AuditFixture.findings(
      """
          views:
            - { id: name, type: label, text: Hello, frame: [10, 100, 40, 21] }
      """, options: Audit.Options(locales: ["double", "accented"]))
    func clipped(_ width: Int) -> String {
      "short of the \(width) pt its text takes on one line; let it grow, allow more lines "
        + "(lines: 0) or shorten the text [text-clipped]\n"
    }
    #expect(
      found == [
        "test.yaml:9:15: warning: label 'name' is 40 pt wide on iphone-se (content size large, "
          + "locale double), " + clipped(94),
        "test.yaml:9:15: warning: label 'name' is 40 pt wide on iphone-se (content size large, "
          + "locale accented), " + clipped(77),
      ])
  }
}
