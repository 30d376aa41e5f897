import Testing

@testable import ScenectlCommands

/// A colour well (`type: colorWell`, docs/SceneFormat.md): picking a colour by typing it in
/// `simulate`, the taps and colours it refuses, `explore` picking its samples, its picture,
/// and its import from a storyboard's plain view of class UIColorWell.
@Suite struct ColorWellCommandTests {
  let file = "Tests/ScenectlTests/Fixtures/color-well.yaml"

  @Test func typingAColourPicksItAndSendsValueChanged() {
    let output = scenectl(
      "simulate", file, "--type", "tint=#ff9500", "--type", "tint=#ff9500")
    #expect(output.status == .success)
    #expect(
      output.stdout.contains(
        """
        type tint="#ff9500"
          set tint.selectedColor = "#ff9500"
          action 'tintChanged' of 'home' (valueChanged from 'tint')
          set shown.text = "#ff9500"

        type tint="#ff9500"
          "#ff9500" is already the colour of 'tint'; nothing happens

        """))
    #expect(output.stdout.contains("  home.tint colorWell \"#ff9500\" [16, 79, 44, 44]\n"))
  }

  @Test func aTapAnUnknownColourAndAnOpacityItDoesNotOfferFail() {
    let tap = scenectl("simulate", file, "--tap", "tint")
    #expect(tap.status == .problemsFound)
    #expect(
      tap.stderr.contains(
        "a tap on 'tint' picks no colour; type one into its colour picker with "
          + "'--type tint=#ff9500'"))
    let unknown = scenectl("simulate", file, "--type", "tint=teal-ish")
    #expect(unknown.status == .problemsFound)
    #expect(
      unknown.stderr.contains(
        "\"teal-ish\" is not a colour; type #rrggbb, #rrggbbaa or a UIKit colour's name into "
          + "'tint'"))
    let translucent = scenectl("simulate", file, "--type", "tint=#ff950080")
    #expect(translucent.status == .problemsFound)
    #expect(
      translucent.stderr.contains(
        "'tint' offers no opacity (supportsAlpha: false); type an opaque colour"))
  }

  @Test func exploreSelectsEachSampleColour() {
    let output = scenectl("explore", file)
    #expect(output.status == .success)
    // Three colours (none, systemBlue, #ff9500), each reached from the two others.
    #expect(
      output.stdout.hasPrefix(
        "explore \(file) on iphone: 3 states, 4 transitions, complete\n"))
  }

  @Test func thePictureShowsTheSelectedColourInARing() {
    let output = scenectl("render", file, "--scene", "home")
    #expect(output.status == .success)
    #expect(output.stdout.contains("data-type=\"colorWell\""))
    #expect(output.stdout.contains("stroke=\"#ff3b30\""))
  }
}
