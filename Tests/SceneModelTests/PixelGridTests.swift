import Testing

@testable import SceneModel

/// Frames on the pixel grid: each device's scale and `Rect.pixelAligned(scale:)`.
@Suite struct PixelGridTests {
  @Test(arguments: [
    ("iphone-se", 2.0), ("iphone", 3), ("iphone-landscape", 3), ("ipad", 2),
    ("ipad-landscape", 2), ("375x667", 2), ("393x852", 3), ("852x393", 3), ("414x736", 3),
    ("736x414", 3), ("414x896", 2), ("896x414", 2), ("375x812", 3), ("820x1180", 2),
    ("320x480", 2), ("393x852+59+34", 3),
  ])
  func deviceScale(_ name: String, _ scale: Double) throws {
    #expect(try #require(Device.named(name)).scale == scale)
  }

  /// The edges are rounded, not the size: a view from 417.1 to 438.1 is 417 to 438 on 3x, and
  /// one from 10.2 to 20.4 takes the pixels from 10.333 to 20.333.
  @Test func edgesAreRoundedToTheGrid() {
    #expect(
      Rect(x: 20, y: 417.095703125, width: 52, height: 21).pixelAligned(scale: 3)
        == Rect(x: 20, y: 417, width: 52, height: 21))
    let third = Rect(x: 10.2, y: 0.26, width: 10.2, height: 0.5).pixelAligned(scale: 3)
    #expect(third.x * 3 == 31)
    #expect((third.x + third.width) * 3 == 61)
    #expect(third.y * 3 == 1)
    #expect((third.y + third.height) * 3 == 2)
    #expect(
      Rect(x: 0.3, y: 0.76, width: 1, height: 1).pixelAligned(scale: 2)
        == Rect(x: 0.5, y: 1, width: 1, height: 1))
  }

  /// Half a pixel goes up, as Xcode stores Spacetime's stack centred at 8.5 points on its 3x
  /// canvas (8.667), and so does a value the solver leaves a hair below it; a near miss, a
  /// hundredth of a pixel below, goes down.
  @Test func halfAPixelGoesUp() {
    #expect(Rect(x: 0, y: 8.5, width: 1, height: 1).pixelAligned(scale: 3).y * 3 == 26)
    #expect(Rect(x: 0, y: 8.5 - 1e-12, width: 1, height: 1).pixelAligned(scale: 3).y * 3 == 26)
    #expect(Rect(x: 0, y: 8.5 - 0.01 / 3, width: 1, height: 1).pixelAligned(scale: 3).y * 3 == 25)
  }

  @Test func nonFiniteOrNoScaleLeavesTheRect() {
    let rect = Rect(x: 0.3, y: .infinity, width: 1, height: 1)
    #expect(rect.pixelAligned(scale: 3) == rect)
    let plain = Rect(x: 0.3, y: 0.3, width: 1, height: 1)
    #expect(plain.pixelAligned(scale: 0) == plain)
  }
}
