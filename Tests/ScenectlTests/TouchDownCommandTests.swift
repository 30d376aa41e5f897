import Testing

@testable import ScenectlCommands

/// The touchDown control event (`Fixtures/touch-down.yaml`): a touch on a control sends its
/// touchDown actions before the event the touch ends with; no event touches a slider.
@Suite struct TouchDownCommandTests {
  let file = "Tests/ScenectlTests/Fixtures/touch-down.yaml"

  @Test func aTapOnAButtonSendsTouchDownBeforeTouchUpInside() {
    let output = scenectl("simulate", file, "--tap", "playButton")
    #expect(output.status == .success)
    #expect(
      output.stdout.contains(
        """
        tap playButton
          action 'pressed' of 'player' (touchDown from 'playButton')
          set status.text = "Pressed"
          action 'play' of 'player' (touchUpInside from 'playButton')
          set status.text = "Playing"

        """))
  }

  @Test func switchesAndSegmentedControlsSendTouchDownFirst() {
    let output = scenectl("simulate", file, "--tap", "loopSwitch", "--select", "modes:1")
    #expect(output.status == .success)
    #expect(
      output.stdout.contains(
        """
        tap loopSwitch
          action 'loopTouched' of 'player' (touchDown from 'loopSwitch')
          set loopSwitch.on = true
          action 'loopChanged' of 'player' (valueChanged from 'loopSwitch')

        select modes:1
          action 'modeTouched' of 'player' (touchDown from 'modes')
          set modes.selected = 1 ("Album")

        """))
  }

  @Test func noEventTouchesASlider() {
    let output = scenectl("simulate", file, "--tap", "position")
    #expect(output.status == .success)
    #expect(
      output.stdout.contains(
        """
        tap position
          a tap does not move the slider 'position'; nothing happens

        """))
  }

  @Test func theFileValidates() {
    #expect(scenectl("validate", file).status == .success)
  }
}
