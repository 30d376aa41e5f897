import Testing

@testable import SceneModel

/// `dead-end-presentation` weighs each device of the file: a popover in regular width is
/// dismissed by a tap outside it, so only compact width, where it is full screen, makes it a
/// dead end (issue "The user contract", item 4).
@Suite struct DeadEndDeviceTests {
  static func file(devices: String, kind: String) -> String {
    storyboard(
      "    views:\n      - { id: b, type: button, title: B, frame: [0, 0, 10, 10] }\n"
        + "    segues:\n      - { kind: \(kind), from: b, to: c }\n  c: { kind: viewController }\n",
      extra: devices)
  }

  @Test func aPopoverOnAnIPadOnlyAppIsNoDeadEnd() {
    #expect(diagnosticLines(Self.file(devices: "devices: [ipad, ipad-landscape]\n", kind: "popover")) == [])
  }

  @Test func aPopoverNamesTheDevicesWhereItIsFullScreen() {
    #expect(
      diagnosticLines(Self.file(devices: "devices: [iphone-se, ipad, iphone]\n", kind: "popover"))
        == [
          "11:39: warning: the popover segue from 'b' presents 'c', which offers no way back on "
            + "iphone-se and iphone: compact width shows the popover full screen, where no tap "
            + "outside dismisses it; add a 'dismiss' step or an unwind segue to it "
            + "[dead-end-presentation]"
        ])
    #expect(
      diagnosticLines(Self.file(devices: "", kind: "popover")) == [
        "10:39: warning: the popover segue from 'b' presents 'c', which offers no way back on "
          + "iphone-se, iphone and iphone-landscape: compact width shows the popover full "
          + "screen, where no tap outside dismisses it; add a 'dismiss' step or an unwind "
          + "segue to it [dead-end-presentation]"
      ])
  }

  @Test func aModalSheetOnIPadIsStillADeadEnd() {
    #expect(
      diagnosticLines(Self.file(devices: "devices: [ipad]\n", kind: "modal")) == [
        "11:37: warning: the modal segue from 'b' presents 'c', which offers no way back: add a "
          + "'dismiss' step or an unwind segue to it [dead-end-presentation]"
      ])
  }
}
