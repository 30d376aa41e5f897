import Testing

@testable import SceneModel

/// The system font's widths against real labels and buttons of the corpus, each as Xcode
/// stored it: the system font of the Xcode that drew the canvas, its size and weight
/// (docs/Layout.md §4).
@Suite struct SystemFontTests {
  /// (era, size, weight, text, Xcode's stored width, where the label is).
  static let corpusLabels: [(SystemFont.Era, Double, String, String, Double, String)] = [
    // Helvetica Neue: Xcode 5 and 6.
    (.helveticaNeue, 16, "regular", "Action Sheets", 102, "UICatalog, Xcode 5"),
    (.helveticaNeue, 17, "regular", "Latitude:", 68, "MyLocations, Xcode 6"),
    (.helveticaNeue, 15, "regular", "Play Again", 73, "RockPaperScissors's button, Xcode 6"),
    // San Francisco Text and Display: Xcode 7 to 11.
    (.sanFrancisco, 16, "regular", "Accounts", 68, "GitHawk's settings, Xcode 10"),
    (.sanFrancisco, 18, "regular", "Direct Volume", 114, "AVAE, Xcode 8"),
    (.sanFrancisco, 18, "light", "What's your name?", 153, "Yep's intro, Xcode 7"),
    (.sanFrancisco, 17, "medium", "Label", 43, "Rocket.Chat, Xcode 10"),
    (.sanFrancisco, 20, "regular", "Built-in Transitions", 167, "Hero, Xcode 11"),
    (.sanFrancisco, 27, "regular", "Fume Animation", 189, "animated-tab-bar, Xcode 11"),
    (.sanFrancisco, 75, "thin", "$12", 114, "GreenGrocer, Xcode 7"),
    // San Francisco's variable font: Xcode 12 and later.
    (.sanFranciscoVariable, 16, "regular", "Treatments", 82, "xDrip, Xcode 15"),
    (.sanFranciscoVariable, 17, "regular", "Available Sizes", 112, "Google Ads demo, Xcode 14"),
    (.sanFranciscoVariable, 17, "semibold", "Recommended", 120, "FreeOTP, Xcode 13"),
    (.sanFranciscoVariable, 18, "regular", "Start Videos Muted", 155, "Google Ads, Xcode 14"),
  ]

  @Test(arguments: corpusLabels.indices)
  func measuresAsXcodeStoredIt(_ index: Int) {
    let (era, size, weight, text, stored, place) = Self.corpusLabels[index]
    #expect(
      SystemFont.width(of: text, size: size, weight: weight, era: era) == stored, "\(place)")
  }

  @Test func theEraChangesTheWidth() {
    // Helvetica Neue is wider than San Francisco at text sizes; Display, from 20 points, is
    // tracked looser before the variable font and narrower with it.
    #expect(SystemFont.width(of: "Latitude:", size: 17, era: .helveticaNeue) == 68)
    #expect(SystemFont.width(of: "Latitude:", size: 17, era: .sanFrancisco) == 66)
    #expect(SystemFont.width(of: "Fume Animation", size: 27, era: .sanFrancisco) == 189)
    #expect(SystemFont.width(of: "Fume Animation", size: 27, era: .sanFranciscoVariable) == 194)
    // Below 20 points the two San Francisco eras agree.
    #expect(
      SystemFont.width(of: "Accounts", size: 16, era: .sanFrancisco)
        == SystemFont.width(of: "Accounts", size: 16, era: .sanFranciscoVariable))
  }

  @Test func linesOtherScriptsAndEmptyText() {
    #expect(SystemFont.width(of: "ab\nAvailable Sizes", size: 17) == 112)
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
