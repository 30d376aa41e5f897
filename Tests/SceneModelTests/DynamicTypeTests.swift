import SceneModel
import SceneSyntax
import Testing

/// Text styles in `font:` and the Dynamic Type table (`DynamicType`, docs/Audit.md).
@Suite struct DynamicTypeTests {
  static func font(_ mapping: String) -> Value? {
    let yaml = storyboard(
      """
          views:
            - { id: title, type: label, text: Hi, font: \(mapping) }
      """)
    let result = StoryboardLoader.load(Array(yaml.utf8), file: "test.yaml")
    return result.storyboard?.scenes.first?.views.first?.property("font")
  }

  @Test func aTextStyleGivesItsSizeAtLargeAndItsWeight() {
    let size = { (n: Double) in Value.Field(name: "size", value: .number(n)) }
    let weight = { (w: String) in Value.Field(name: "weight", value: .string(w)) }
    let style = { (s: String) in Value.Field(name: "style", value: .string(s)) }
    #expect(Self.font("{ style: body }") == .record([size(17), weight("regular"), style("body")]))
    #expect(
      Self.font("{ style: headline }") == .record([size(17), weight("semibold"), style("headline")]))
    #expect(
      Self.font("{ style: caption2, size: 12, weight: bold }")
        == .record([size(12), weight("bold"), style("caption2")]))
    #expect(Self.font("{ size: 15 }") == .record([size(15), weight("regular")]))
  }

  @Test func anUnknownStyleIsLocated() {
    let yaml = storyboard(
      """
          views:
            - { id: title, type: label, text: Hi, font: { style: huge } }
      """)
    #expect(
      diagnosticLines(yaml) == [
        "8:60: error: 'huge' is not a valid font style; expected one of: largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2 [invalid-value]"
      ])
  }

  @Test func theTableGrowsWithEachCategory() {
    #expect(DynamicType.pointSize(.body, at: .xSmall) == 14)
    #expect(DynamicType.pointSize(.body, at: .large) == 17)
    #expect(DynamicType.pointSize(.body, at: .accessibility3) == 40)
    #expect(DynamicType.pointSize(.largeTitle, at: .accessibility5) == 60)
    for style in DynamicType.TextStyle.allCases {
      let sizes = DynamicType.Category.allCases.map { DynamicType.pointSize(style, at: $0) }
      #expect(sizes == sizes.sorted(), "\(style)")
    }
    #expect(DynamicType.Category.accessibility1.isAccessibility)
    #expect(!DynamicType.Category.xxxLarge.isAccessibility)
    #expect(DynamicType.TextStyle(interfaceBuilder: "UICTFontTextStyleSubhead") == .subheadline)
  }
}
