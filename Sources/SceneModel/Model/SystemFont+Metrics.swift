/// The tables of `SystemFont`: advance widths of printable ASCII for each family, how much
/// wider each weight sets text, and the tracking of San Francisco by point size.
///
/// The advances are thousandths of an em, fitted by least squares (drawn towards a published
/// table where the corpus has few samples of a character) to the stored widths of the
/// single-line labels and buttons of the storyboard corpus that Xcode sized to their text;
/// `Tools/text-widths.py` reads these tables and reports the fit (docs/Layout.md §4).
extension SystemFont {
  /// San Francisco's advances of U+0020 to U+007E (SF Pro Text; Display's are
  /// `displayScale` of them), in thousandths of an em, tracking left out.
  static let sanFranciscoAdvances: [Int] = [
    308, 279, 355, 556, 590, 897, 667, 192, 346, 346, 389, 590, 267, 362, 284, 301,
    607, 529, 591, 588, 560, 586, 571, 551, 585, 576, 267, 278, 584, 584, 584, 555,
    1006, 668, 666, 750, 735, 811, 586, 740, 732, 293, 494, 665, 571, 868, 795, 767,
    647, 777, 718, 681, 627, 737, 666, 971, 667, 691, 611, 278, 556, 278, 556, 538,
    556, 546, 584, 553, 591, 561, 285, 602, 580, 261, 213, 516, 257, 854, 584, 572,
    596, 565, 378, 520, 346, 580, 478, 757, 497, 536, 480, 556, 260, 556, 584,
  ]

  /// Helvetica Neue's advances of U+0020 to U+007E, in thousandths of an em: its published
  /// metrics, corrected by the corpus's Xcode 5 and 6 labels.
  static let helveticaNeueAdvances: [Int] = [
    269, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 390, 278, 278,
    556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 275, 278, 584, 584, 584, 556,
    1015, 675, 688, 736, 706, 611, 573, 757, 722, 261, 519, 667, 568, 871, 722, 760,
    660, 760, 685, 653, 570, 722, 618, 925, 611, 648, 611, 278, 278, 278, 469, 556,
    333, 548, 593, 545, 595, 555, 298, 573, 560, 233, 222, 520, 246, 856, 566, 599,
    593, 593, 364, 499, 331, 559, 501, 766, 515, 502, 480, 334, 260, 334, 584,
  ]

  /// How much wider than regular each weight sets text (the corpus's least squares; heavy
  /// and black, which it barely holds, extrapolated from bold).
  static let weightScale: [String: Double] = [
    "ultraLight": 0.96, "thin": 0.979, "light": 0.994, "regular": 1, "medium": 1.033,
    "semibold": 1.047, "bold": 1.069, "heavy": 1.09, "black": 1.11,
  ]

  /// The point size from which San Francisco is set in its Display design: narrower glyphs
  /// (`displayScale`) with their own tracking.
  static let displaySize = 20.0

  /// How much narrower Display's glyphs are than Text's, by era (the corpus's least squares).
  static func displayScale(_ era: Era) -> Double {
    era == .sanFranciscoVariable ? 0.926 : 0.9
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
