import Testing

@testable import SceneModel

/// Size classes of built-in and `WIDTHxHEIGHT` devices (UIKIT-SEMANTICS.md §1.11), and which
/// `when:` conditions hold on them.
@Suite struct DeviceClassTests {
  @Test(arguments: [
    ("375x667", "compact", "regular"),  // iPhone SE upright
    ("667x375", "compact", "compact"),  // on its side
    ("852x393", "compact", "compact"),  // iPhone 15 on its side
    ("736x414", "regular", "compact"),  // iPhone 8 Plus on its side
    ("932x430", "regular", "compact"),  // iPhone 15 Pro Max on its side
    ("430x932", "compact", "regular"),  // upright
    ("820x1180", "regular", "regular"),  // iPad
    ("1180x820", "regular", "regular"),
    ("320x480", "compact", "compact"),  // a small screen under 500 high
  ])
  func customDeviceClasses(_ name: String, _ width: String, _ height: String) throws {
    let device = try #require(Device.named(name))
    #expect(device.horizontalClass.rawValue == width)
    #expect(device.verticalClass.rawValue == height)
  }

  @Test func customDeviceWithInsets() throws {
    let device = try #require(Device.named("815x660+20+0"))
    #expect(device.name == "815x660+20+0")
    #expect([device.width, device.height, device.safeAreaTop, device.safeAreaBottom] == [815, 660, 20, 0])
    #expect(device.horizontalClass == .regular && device.verticalClass == .regular)
    let plain = try #require(Device.named("815x660"))
    #expect([plain.safeAreaTop, plain.safeAreaBottom] == [0, 0])
  }

  @Test(arguments: [
    ("375x812", 44.0), ("414x896", 44), ("390x844", 47), ("428x926", 47), ("393x852", 59),
    ("430x932", 59), ("402x874", 62), ("440x956", 62), ("812x375", 0), ("375x667", 20),
  ])
  func uprightPhonesHaveTheirModelsTopInset(_ name: String, _ top: Double) throws {
    let device = try #require(Device.named(name))
    #expect(device.safeAreaTop == top)
  }

  @Test(arguments: ["815x660+20", "815x660+20+0+1", "815x660+-1+0", "815x660+400+260", "815x660++0", "815x660+20+x"])
  func customDeviceWithBadInsets(_ name: String) {
    #expect(Device.named(name) == nil)
  }

  @Test(arguments: [
    (
      "iphone",
      [
        "compact", "widthClass=compact", "heightClass=regular",
        "heightClass=regular-widthClass=compact", "widthClass=compact-heightClass=regular",
        "iphone",
      ]
    ),
    (
      "iphone-landscape",
      [
        "compact", "widthClass=compact", "heightClass=compact",
        "heightClass=compact-widthClass=compact", "widthClass=compact-heightClass=compact",
        "iphone-landscape",
      ]
    ),
    (
      "932x430",
      [
        "regular", "widthClass=regular", "heightClass=compact",
        "heightClass=compact-widthClass=regular", "widthClass=regular-heightClass=compact",
      ]
    ),
    (
      "ipad",
      [
        "regular", "widthClass=regular", "heightClass=regular",
        "heightClass=regular-widthClass=regular", "widthClass=regular-heightClass=regular", "ipad",
      ]
    ),
  ])
  func conditionsThatHold(_ name: String, _ holding: [String]) throws {
    let device = try #require(Device.named(name))
    let all =
      [
        "compact", "regular", "widthClass=compact", "widthClass=regular", "heightClass=compact",
        "heightClass=regular",
      ]
      + ["compact", "regular"].flatMap { h in
        ["compact", "regular"].flatMap { w in
          ["heightClass=\(h)-widthClass=\(w)", "widthClass=\(w)-heightClass=\(h)"]
        }
      } + Device.builtIn.map(\.name)
    #expect(all.filter { device.matches(condition: $0) } == holding)
  }

  @Test(arguments: [
    "heightClass=compact-heightClass=regular", "heightClass=", "heightClass=tall",
    "heightClass=compact-", "-widthClass=compact", "sizeClass=compact",
    "heightClass=compact-widthClass=regular-widthClass=compact", "heightclass=compact",
  ])
  func malformedTraitsAreNoCondition(_ text: String) {
    #expect(Device.traits(text) == nil)
    #expect(!Device.isCondition(text))
  }

  @Test func aMistypedTraitIsLocatedWithTheChoices() {
    let body = """
          views: [ { id: box, type: view } ]
          constraints:
            - when: heightClass=tall
              constraints: [box.width = 1]
      """
    #expect(
      diagnosticLines(storyboard(body), validate: false) == [
        "9:15: error: 'heightClass=tall' is not a valid 'when' condition (a size class or a device); did you mean 'heightClass=compact'? [invalid-value]"
      ])
  }
}
