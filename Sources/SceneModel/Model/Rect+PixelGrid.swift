extension Rect {
  /// The rectangle with each edge on the pixel grid of a screen of this scale (pixels per
  /// point), as UIKit places views: the left, top, right and bottom edges are each rounded
  /// to the nearest 1/scale point, and the size is what lies between them, so two views
  /// that touch still touch.
  ///
  ///     print(Rect(x: 20, y: 417.095703125, width: 52, height: 21).pixelAligned(scale: 3))
  ///     // Prints "Rect(x: 20.0, y: 417.0, width: 52.0, height: 21.0)"
  ///
  /// An edge half a pixel from two grid lines goes to the later one (8.5 at scale 3 is
  /// 8.667, as Xcode stores Spacetime's stack centred on a 90-point image in a 105.67-point
  /// row), and so does one a hair below half a pixel: the solver's values carry errors of a
  /// millionth of a pixel at most, which must not decide the pixel.
  ///
  /// A scale that is not positive, or a value that is not finite, leaves the rectangle as it is.
  public func pixelAligned(scale: Double) -> Rect {
    guard scale > 0, x.isFinite, y.isFinite, width.isFinite, height.isFinite else { return self }
    func aligned(_ value: Double) -> Double {
      (value * scale + 0.5 + Self.pixelSlack).rounded(.down) / scale
    }
    let left = aligned(x)
    let top = aligned(y)
    return Rect(
      x: left, y: top, width: aligned(x + width) - left, height: aligned(y + height) - top)
  }

  /// How far below half a pixel an edge may lie and still round up, in pixels: more than the
  /// solver's errors, far less than any length a file gives.
  static let pixelSlack = 1e-6
}
