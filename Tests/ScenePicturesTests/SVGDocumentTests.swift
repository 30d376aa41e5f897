import Testing

@testable import ScenePictures

@Suite struct SVGDocumentTests {
  @Test(arguments: [
    (12.0, "12"), (12.5, "12.5"), (-0.25, "-0.25"), (0.004, "0"), (-0.004, "0"),
    (1.999, "2"), (3.05, "3.05"), (100.1, "100.1"), (Double.nan, "0"),
    (Double.infinity, "0"), (1e19, "1000000000"), (-1e300, "-1000000000"),
    (999_999_999.5, "999999999.5"), (Double.greatestFiniteMagnitude, "1000000000"),
  ])
  func numbers(value: Double, text: String) {
    #expect(SVGDocument.number(value) == text)
  }

  @Test func escaping() {
    #expect(
      SVGDocument.escape("a<b & \"c\" 'd'>\n\u{1}")
        == "a&lt;b &amp; &quot;c&quot; &apos;d&apos;&gt; \\u{1}")
  }

  @Test func document() {
    var svg = SVGDocument(width: 10, height: 5)
    svg.open("g", [("data-view", "x")])
    svg.rect(x: 1, y: 2, width: 3, height: -4, [("fill", "red")])
    svg.text("A&B", x: 0.5, y: 1)
    svg.close()
    #expect(
      svg.rendered() == """
        <?xml version="1.0" encoding="UTF-8"?>
        <svg xmlns="http://www.w3.org/2000/svg" width="10" height="5" viewBox="0 0 10 5" \
        font-family="Helvetica, Arial, sans-serif">
          <g data-view="x">
            <rect x="1" y="2" width="3" height="0" fill="red"/>
            <text x="0.5" y="1">A&amp;B</text>
          </g>
        </svg>

        """)
  }

  @Test func fitting() {
    #expect(TextMetrics.fit("Hello", width: 100, fontSize: 10) == "Hello")
    #expect(TextMetrics.fit("Hello world", width: 30, fontSize: 10) == "Hell…")
  }
}
