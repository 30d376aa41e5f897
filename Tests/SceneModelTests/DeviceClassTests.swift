import Testing

@testable import SceneModel

/// Size classes of built-in and `WIDTHxHEIGHT` devices by idiom and orientation
/// (docs/Layout.md, size classes; issue 30, item 6), and which `when:` conditions hold on them.
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
    ("320x480", "compact", "regular"),  // iPhone 4s upright: every upright phone is regular high
    ("480x320", "compact", "compact"),  // on its side
    ("320x568", "compact", "regular"),  // iPhone 5 upright
    ("896x414", "regular", "compact"),  // iPhone 11 (XR-sized) on its side
    ("1024x1366", "regular", "regular"),  // 12.9-inch iPad Pro
    ("744x1133", "regular", "regular"),  // iPad mini (6th generation)
    ("320x1024", "compact", "regular"),  // Slide Over on a 9.7-inch iPad: an iPad window
    ("375x1366", "compact", "regular"),  // Slide Over on a 12.9-inch iPad
    ("507x768", "compact", "regular"),  // Split View, half a 9.7-inch iPad on its side
    ("639x1366", "compact", "regular"),  // Split View, 2/3 of an upright 12.9-inch iPad
    ("678x1024", "regular", "regular"),  // Split View, half a 12.9-inch iPad on its side
    ("694x768", "regular", "regular"),  // Split View, 2/3 of a 9.7-inch iPad on its side
    ("320x480@pad", "compact", "regular"),  // an iPad window, as written
    ("414x896@pad", "compact", "regular"),
    ("1024x768@phone", "regular", "compact"),  // a phone, as written: on its side
    ("600x800+0+0@pad", "compact", "regular"),
  ])
  func customDeviceClasses(_ name: String, _ width: String, _ height: String) throws {
    let device = try #require(Device.named(name))
    #expect(device.horizontalClass.rawValue == width)
    #expect(device.verticalClass.rawValue == height)
  }

  /// The idiom as written, else a phone when a phone has a screen no larger (440 x 956).
  @Test(arguments: [
    ("320x480", Device.Idiom.phone), ("440x956", .phone), ("956x440", .phone),
    ("441x800", .pad), ("320x1024", .pad), ("768x1024", .pad), ("320x1024@phone", .phone),
    ("393x852@pad", .pad), ("815x660+20+0@pad", .pad), ("iphone", .phone), ("ipad", .pad),
    ("ipad-landscape", .pad),
  ])
  func idioms(_ name: String, _ idiom: Device.Idiom) throws {
    let device = try #require(Device.named(name))
    #expect(device.idiom == idiom)
    #expect(device.name == name)
  }

  /// An iPad has no notch: an iPad window as tall as a notched phone gets the status bar.
  @Test func anIPadWindowHasNoNotch() throws {
    let pad = try #require(Device.named("320x1024"))
    #expect([pad.safeAreaTop, pad.safeAreaBottom] == [20, 0])
    let phone = try #require(Device.named("375x812@phone"))
    #expect([phone.safeAreaTop, phone.safeAreaBottom] == [44, 34])
  }

  @Test(arguments: ["320x480@", "320x480@ipad", "320x480@pad@pad", "@pad", "320x480+20+0@tv"])
  func aBadIdiomIsNoDevice(_ name: String) {
    #expect(Device.named(name) == nil)
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

  /// A screen shorter than the smallest notched phone (375 x 812) is no notched phone,
  /// however long for its width: Rocket.Chat's 200 x 65 brush panels, drawn as freeform
  /// popovers, have no home indicator below them; the iPhone X on its side keeps its 21.
  @Test(arguments: [
    ("200x65", 0.0, 0.0, 2.0), ("65x200", 20, 0, 2), ("320x700", 20, 0, 2), ("812x375", 0, 21, 3),
    ("375x812", 44, 34, 3),
  ])
  func onlyAPhoneAsLongAsANotchedOneHasANotch(
    _ name: String, _ top: Double, _ bottom: Double, _ scale: Double
  ) throws {
    let device = try #require(Device.named(name))
    #expect([device.safeAreaTop, device.safeAreaBottom, device.scale] == [top, bottom, scale])
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
