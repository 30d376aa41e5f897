import Testing

@testable import SceneModel

/// The system font's widths against real labels and buttons of the corpus, each as Xcode
/// stored it: the system font of the Xcode that drew the canvas, its size and weight
/// (docs/Layout.md §4).
@Suite struct SystemFontTests {
  /// (era, size, weight, text, Xcode's stored width, where the label is).
  static let corpusLabels: [(SystemFont.Era, Double, String, String, Double, String)] = [
    // Helvetica Neue: Xcode 5 and 6.
    (.helveticaNeue, 16, "regular", "Action Sheets", 102, "UICatalog, toolsVersion 5053"),
    (.helveticaNeue, 17, "regular", "Latitude:", 68, "MyLocations, 6751"),
    (.helveticaNeue, 15, "regular", "Button", 46, "UICatalog's button, 5053"),
    // San Francisco Text and Display: Xcode 7 to 11.
    (.sanFrancisco, 16, "regular", "Accounts", 68, "GitHawk's settings, 14460.31"),
    (.sanFrancisco, 18, "regular", "Direct Volume", 114, "AVAE, 11762"),
    (.sanFrancisco, 18, "light", "What's your name?", 153, "Yep's intro, 10117"),
    (.sanFrancisco, 17, "medium", "Label", 43, "Rocket.Chat, 14460.31"),
    (.sanFrancisco, 20, "regular", "Play", 38, "AVAE's button, 11762"),
    (.sanFrancisco, 27, "regular", "ProtonQuickConnect", 243, "ProtonVPN's profiles, 14113"),
    (.sanFrancisco, 75, "thin", "$12", 114, "GreenGrocer, 8164.2"),
    // San Francisco's variable font: Xcode 12 and later.
    (.sanFranciscoVariable, 16, "regular", "Treatments", 82, "xDrip, 24412"),
    (.sanFranciscoVariable, 15, "bold", "Glucose", 60, "Loop, 21701"),
    (.sanFranciscoVariable, 17, "semibold", "Recommended", 120, "FreeOTP, 20037"),
    (.sanFranciscoVariable, 17, "semibold", "Comment", 78, "Go Map!!'s button, 24765"),
    (.sanFranciscoVariable, 18, "regular", "Start Videos Muted", 155, "Google Ads, 23094"),
    (.sanFranciscoVariable, 25, "regular", "Label", 59, "xDrip, 24412"),
    (.sanFranciscoVariable, 34, "regular", "Second", 112, "Parchment, 21701"),
  ]

  @Test(arguments: corpusLabels.indices)
  func measuresAsXcodeStoredIt(_ index: Int) {
    let (era, size, weight, text, stored, place) = Self.corpusLabels[index]
    #expect(
      SystemFont.width(of: text, size: size, weight: weight, era: era) == stored, "\(place)")
  }

  @Test func theEraChangesTheWidth() {
    // Helvetica Neue is wider than San Francisco at text sizes; from 20 points Display is
    // tracked looser before the variable font, its glyphs a little narrower.
    #expect(SystemFont.width(of: "Latitude:", size: 17, era: .helveticaNeue) == 68)
    #expect(SystemFont.width(of: "Latitude:", size: 17, era: .sanFrancisco) == 66)
    #expect(SystemFont.width(of: "ProtonQuickConnect", size: 34, era: .sanFrancisco) == 304)
    #expect(
      SystemFont.width(of: "ProtonQuickConnect", size: 34, era: .sanFranciscoVariable) == 308)
    // Below 20 points the two San Francisco eras agree.
    #expect(
      SystemFont.width(of: "Accounts", size: 16, era: .sanFrancisco)
        == SystemFont.width(of: "Accounts", size: 16, era: .sanFranciscoVariable))
  }

  @Test func linesOtherScriptsAndEmptyText() {
    #expect(SystemFont.width(of: "ab\nStart Videos Muted", size: 18) == 155)
    #expect(SystemFont.width(of: "", size: 17) == 0)
    #expect(SystemFont.width(of: "日本", size: 17) == 34)  // a whole em each, less tracking
    #expect(SystemFont.width(of: "e\u{301}", size: 17) == SystemFont.width(of: "e", size: 17))
    #expect(SystemFont.lineHeight(size: 17) == 20.5)
    #expect(SystemFont.lineHeight(size: 12) == 14.5)
  }

  @Test(arguments: [
    ("5053", SystemFont.Era.helveticaNeue), ("7706", .helveticaNeue),
    ("8121.17", .sanFrancisco), ("14460.31", .sanFrancisco), ("16097", .sanFrancisco),
    ("17701", .sanFranciscoVariable), ("32700.99.1234", .sanFranciscoVariable),
    ("", .sanFranciscoVariable), ("x.1", .sanFranciscoVariable),
    ("99999999999999999999", .sanFranciscoVariable),
  ])
  func theEraOfAToolsVersion(_ version: String, _ era: SystemFont.Era) {
    #expect(SystemFont.Era(toolsVersion: version) == era)
  }

  @Test func theEraOfAnIOS() {
    #expect(SystemFont.Era(toolsVersion: nil) == .sanFranciscoVariable)
    #expect(SystemFont.Era(ios: 8) == .helveticaNeue)
    #expect(SystemFont.Era(ios: 9) == .sanFrancisco)
    #expect(SystemFont.Era(ios: 13) == .sanFrancisco)
    #expect(SystemFont.Era(ios: 14) == .sanFranciscoVariable)
  }
}
