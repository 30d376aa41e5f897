import SceneModel

/// A multi-line label's text broken into lines at a width, as UILabel's word wrapping does
/// once the layout has given it one (`preferredMaxLayoutWidth`, docs/Audit.md).
///
/// Lines break at `\n`, then between words (at spaces) where the next word would pass the
/// width; a word wider than the width alone is broken between characters. Spaces at the end
/// of a line take no room. Widths are added in a metric's integer units (a character each for
/// the fixed metric, thousandths of an em for `SystemFont`) and turned into points once per
/// line, so a line that fits exactly is measured as `IntrinsicSize` measures it unbroken.
///
///     let metric = TextWrapping.Metric.fixed(fontSize: 10)   // 5 points a character
///     TextWrapping.lines("aaaa bbbb", width: 30, metric: metric)
///     // (count: 2, widest: 20.0)
///
/// - Complexity: O(n) in the text's scalars.
enum TextWrapping {
  /// How text is measured: each character's advance in units, and a line's units in points.
  struct Metric {
    let units: (Unicode.Scalar) -> Int
    let points: (Int) -> Double

    /// The fixed metric of `IntrinsicSize.textWidth`: one unit a character, `advance × size`
    /// points each, rounded up.
    static func fixed(fontSize: Double, advance: Double = IntrinsicSize.textAdvance) -> Metric {
      Metric(
        units: { _ in 1 }, points: { (Double($0) * advance * fontSize).rounded(.up) })
    }

    /// The system font (`SystemFont`) of an era at a size and weight.
    static func system(fontSize: Double, weight: String, era: SystemFont.Era) -> Metric {
      let spacing = SystemFont.Spacing(size: fontSize, weight: weight, era: era)
      return Metric(
        units: { spacing.units($0) }, points: { SystemFont.width(units: $0, size: fontSize) })
    }
  }

  /// The number of lines `text` takes at `width`, and the widest of them in points; an empty
  /// text takes no line.
  static func lines(_ text: String, width: Double, metric: Metric) -> (count: Int, widest: Double) {
    var count = 0
    var widest = 0
    var line = 0  // units of the line so far, its trailing spaces left out
    var pendingSpaces = 0  // units of the spaces after the line's last word
    var word = 0  // units of the word being read
    var lineHasWord = false
    let space = metric.units(" ")

    func fits(_ units: Int) -> Bool { metric.points(units) <= width + 1e-9 }

    func endLine() {
      count += 1
      widest = max(widest, line)
      line = 0
      pendingSpaces = 0
      lineHasWord = false
    }

    func placeWord(_ scalars: [Unicode.Scalar]) {
      guard !scalars.isEmpty else { return }
      if lineHasWord && fits(line + pendingSpaces + word) {
        line += pendingSpaces + word
        pendingSpaces = 0
        return
      }
      if lineHasWord { endLine() }
      if fits(word) {
        line = word
        lineHasWord = true
        return
      }
      // A word wider than the line: broken between characters.
      var part = 0
      for scalar in scalars {
        let units = metric.units(scalar)
        if part > 0 && !fits(part + units) {
          line = part
          endLine()
          part = 0
        }
        part += units
      }
      line = part
      lineHasWord = true
    }

    var current: [Unicode.Scalar] = []
    var sawText = false
    for scalar in text.unicodeScalars {
      sawText = true
      if scalar == "\n" {
        placeWord(current)
        current.removeAll(keepingCapacity: true)
        word = 0
        endLine()
      } else if scalar == " " {
        placeWord(current)
        current.removeAll(keepingCapacity: true)
        word = 0
        if lineHasWord { pendingSpaces += space }
      } else {
        current.append(scalar)
        word += metric.units(scalar)
      }
    }
    placeWord(current)
    if sawText { endLine() }
    return (count, widest == 0 ? 0 : metric.points(widest))
  }
}
