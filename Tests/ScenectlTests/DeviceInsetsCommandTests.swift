import Testing

@testable import ScenectlCommands

/// `--device WIDTHxHEIGHT+TOP+BOTTOM`: a screen with the safe-area insets given, as a freeform
/// canvas has them; a malformed one is a usage error that lists what a device can be.
@Suite struct DeviceInsetsCommandTests {
  let file = "Tests/ScenectlTests/Fixtures/wide-label.yaml"

  @Test func insetsMoveTheSafeArea() {
    let plain = scenectl("layout", file, "--scene", "main", "--device", "815x660")
    let inset = scenectl("layout", file, "--scene", "main", "--device", "815x660+20+10")
    #expect(
      plain.stdout.hasPrefix("scene 'main' on 815x660 (815 x 660), safe area [0, 0, 815, 660]"))
    #expect(
      inset.stdout.hasPrefix(
        "scene 'main' on 815x660+20+10 (815 x 660), safe area [0, 20, 815, 630]"))
  }

  @Test func aMalformedDeviceIsAUsageError() {
    let output = scenectl("layout", file, "--scene", "main", "--device", "815x660+20")
    #expect(output.status == .usageOrInput)
    #expect(
      output.stderr.contains(
        "unknown device '815x660+20'; give one of 'iphone-se', 'iphone', 'iphone-landscape', "
          + "'ipad', 'ipad-landscape', or WIDTHxHEIGHT in whole points from 1 to 10000 (such as "
          + "414x896, or 815x660+20+0 with its safe-area insets, which leave some height, or "
          + "320x1024@pad with its idiom, phone or pad)"))
  }
}
