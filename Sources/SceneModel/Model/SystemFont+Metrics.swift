/// The tables of `SystemFont`: advance widths of printable ASCII for each family, how much
/// wider each weight sets text, and the tracking of San Francisco by point size.
///
/// The advances are thousandths of an em, fitted by ridge least squares (drawn towards a
/// published table where the corpus has few samples of a character) to the stored widths of
/// the single-line labels and buttons of the storyboard corpus that Xcode sized to their text.
/// `Tools/fit-system-font.py` fits them (and checks the fit on files it did not see);
/// `Tools/text-widths.py` reads them and reports the agreement (docs/Layout.md §4).
extension SystemFont {
  /// San Francisco's advances of U+0020 to U+007E (SF Pro Text; Display's are
  /// `displayScale` of them), in thousandths of an em, tracking left out: fitted from
  /// Helvetica's (the core PDF font's metrics) by the corpus's Xcode 7 and later labels.
  static let sanFranciscoAdvances: [Int] = [
    312, 279, 355, 556, 571, 889, 667, 192, 332, 332, 389, 588, 278, 336, 283, 291,
    556, 555, 598, 577, 564, 565, 579, 551, 578, 564, 283, 278, 584, 584, 584, 554,
    1011, 656, 676, 730, 728, 681, 593, 764, 722, 278, 496, 666, 571, 867, 734, 768,
    658, 779, 687, 671, 602, 723, 667, 937, 667, 663, 611, 278, 278, 278, 469, 556,
    333, 556, 574, 551, 591, 574, 292, 602, 583, 267, 218, 503, 260, 854, 584, 582,
    598, 557, 367, 517, 340, 581, 489, 754, 496, 532, 487, 334, 260, 334, 584,
  ]

  /// Helvetica Neue's advances of U+0020 to U+007E, in thousandths of an em: its published
  /// metrics, corrected by the corpus's Xcode 5 and 6 labels.
  static let helveticaNeueAdvances: [Int] = [
    233, 281, 355, 556, 556, 889, 667, 194, 333, 333, 389, 584, 278, 391, 278, 278,
    556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 269, 278, 584, 584, 584, 556,
    1015, 697, 695, 748, 709, 611, 571, 741, 722, 269, 519, 667, 557, 861, 722, 760,
    670, 760, 685, 658, 551, 722, 621, 924, 611, 648, 611, 278, 278, 278, 469, 556,
    333, 543, 591, 544, 604, 548, 299, 564, 570, 229, 222, 521, 255, 863, 561, 582,
    590, 593, 379, 499, 325, 564, 506, 769, 507, 502, 480, 334, 260, 334, 584,
  ]

  /// How much wider than regular each weight sets text: the corpus's least squares where it
  /// holds 5 samples of a weight, else (ultra light, thin, heavy, black) set between the
  /// neighbouring weights.
  static let weightScale: [String: Double] = [
    "ultraLight": 0.96, "thin": 0.98, "light": 0.994, "regular": 1, "medium": 1.03,
    "semibold": 1.045, "bold": 1.06, "heavy": 1.08, "black": 1.09,
  ]

  /// The point size from which San Francisco is set in its Display design: narrower glyphs
  /// (`displayScale`) with their own tracking.
  static let displaySize = 20.0

  /// How much narrower Display's glyphs are than Text's, by era (the corpus's least squares).
  static func displayScale(_ era: Era) -> Double {
    era == .sanFranciscoVariable ? 0.906 : 0.896
  }

  /// San Francisco's tracking by point size, in thousandths of an em added to each glyph
  /// (Apple's tracking table for SF Pro): looser below 12 points, tighter from 13 to 23,
  /// looser again from 24. The variable font (iOS 14 and later) uses it at every size; the
  /// earlier fonts use it for Text, below 20 points.
  static let textTracking: [(size: Double, track: Double)] = [
    (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11),
    (15, -16), (16, -20), (17, -26), (18, -25), (19, -24), (20, -23), (21, -18), (22, -12),
    (23, -4), (24, 3), (25, 6), (26, 8), (27, 11), (28, 14), (32, 13), (34, 12), (36, 10),
    (40, 10), (44, 8), (48, 8), (50, 7), (54, 6), (56, 6), (58, 5), (60, 4), (64, 4),
    (66, 3), (68, 2), (72, 2), (76, 1), (80, 0),
  ]

  /// SF Pro Display's tracking before the variable font (iOS 9 to 13), from 20 points, in
  /// thousandths of an em (the text styles' published tracking: Title 3, Title 2, Title 1
  /// and Large Title).
  static let displayTracking: [(size: Double, track: Double)] = [
    (20, 19), (22, 16), (28, 13), (34, 11), (80, 0),
  ]

  /// The tracking of `table` at `size`, interpolated between its sizes, held at its ends.
  static func tracking(_ table: [(size: Double, track: Double)], at size: Double) -> Double {
    guard let first = table.first, let last = table.last else { return 0 }
    if size <= first.size { return first.track }
    if size >= last.size { return last.track }
    for (low, high) in zip(table, table.dropFirst()) where size <= high.size {
      return low.track + (high.track - low.track) * (size - low.size) / (high.size - low.size)
    }
    return last.track
  }
}
