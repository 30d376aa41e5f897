import SceneModel

/// What UIKit's controls measure on the iOS a device runs (`Device.ios`), where that changed
/// between versions (docs/Layout.md §4, "Control metrics by iOS version").
///
/// Constraints place a view's alignment rectangle, which UIKit draws its frame around: the
/// frame is the rectangle grown by `alignmentInsets` (`UIView.alignmentRectInsets`). Sizes
/// here are frames, as Interface Builder shows and stores them. The figures are Xcode's
/// canvases, which draw with the UIKit of their SDK: the corpus's files saved by Xcode 5 to
/// 10 (iOS 7 to 12) and by Xcode 26.
///
///     let insets = ControlMetrics.alignmentInsets(of: .slider, ios: 18)
///     print(insets.left, insets.right)
///     // Prints "2.0 2.0"
public enum ControlMetrics {
  /// The first iOS drawn with iOS 26's controls (taller switches, an unpadded slider).
  public static let redesign = 26

  /// How far a view's frame reaches beyond its alignment rectangle on each side.
  public struct Insets: Sendable, Hashable {
    public var top = 0.0
    public var left = 0.0
    public var bottom = 0.0
    public var right = 0.0

    /// No insets: the frame is the alignment rectangle.
    public static let zero = Insets()

    /// Whether the frame and the alignment rectangle are the same.
    public var isZero: Bool { self == .zero }
  }

  /// A built-in view's alignment insets: a switch's frame reaches 2 points past its right
  /// edge (UICatalog's centred switches on iOS 7, NetNewsWire's and GoMap's pinned ones on
  /// iOS 26); before iOS 26 a slider's reaches 2 points past either end of its track and 1
  /// below it (UICatalog, CustomPresentation, AVAE on iOS 7 to 12); a segmented control's
  /// reaches 1 point below it on every iOS (a height constraint of 31 gives a 32-point frame
  /// in Apple's WWDC21 sample, 28 a 29-point one in AVAE, and the views below one follow its
  /// frame's bottom 1 point closer than their constraints and stacks say, iOS 10 to 26).
  public static func alignmentInsets(of type: ViewType, ios: Int) -> Insets {
    switch type.intrinsicSizing {
    case .switchControl: Insets(right: 2)
    case .sliderTrack where ios < redesign: Insets(left: 2, bottom: 1, right: 2)
    case .segments: Insets(bottom: 1)
    case .sliderTrack, .none, .labelText, .buttonTitle, .fieldText, .spinner, .pageDots, .fixed:
      .zero
    }
  }

  /// The first iOS with compact date pickers: UIDatePicker's `automatic` style, its default,
  /// is compact from iOS 14 for every mode but `countDownTimer`, which only the wheels show.
  public static let compactDatePickers = 14

  /// A compact date picker's frame height: 36 points (xDrip's, `dateAndTime`, on Xcode 26's
  /// canvas; the corpus has no earlier compact picker that Xcode laid out itself).
  public static let compactDatePickerHeight = 36.0

  /// Whether a date picker with `style` and `mode` (as written; nil for the defaults,
  /// `automatic` and `date`) is compact on `ios`: `compact` or `automatic` ("the system picks
  /// the concrete style based on the current platform and date picker mode", Apple's
  /// `UIDatePickerStyle.automatic`) from iOS 14, except in `countDownTimer` mode. `wheels`
  /// shows the wheels; `inline` (a calendar) is not measured and is laid out as the wheels.
  public static func isCompactDatePicker(style: String?, mode: String?, ios: Int) -> Bool {
    ios >= compactDatePickers && mode != "countDownTimer"
      && (style == nil || style == "automatic" || style == "compact")
  }

  /// A switch's frame: 63 x 28 from iOS 26, 51 x 31 before.
  public static func switchSize(ios: Int) -> (width: Double, height: Double) {
    ios >= redesign ? (63, 28) : (51, 31)
  }

  /// A slider's frame height (it has no intrinsic width): 34 from iOS 26, 31 before.
  public static func sliderHeight(ios: Int) -> Double {
    ios >= redesign ? 34 : 31
  }

  /// How much of a cell's width a disclosure indicator takes, on the trailing side of the
  /// content view. Before iOS 13, 33 points on every phone and iPad (Xcode's canvases: a
  /// 320-point cell's content view is 287 wide, a 375-point one's 342, a 600-point one's 567).
  /// From iOS 13 (the chevron an SF Symbol) the cell's trailing margin and the chevron with
  /// its gap, on the pixel grid: 11.2 points to iOS 16 (Xcode 12's canvases: Tofu's 375-point
  /// cell at 2x 348 wide, e-Rouška's at 3x 347.67, CloudNotes' and e-Rouška's 414-point cells
  /// at 2x 383), 10.4 from iOS 17 (Google's ad sample, 375 at 3x: 348.67; GoMap's 393-point
  /// cells at 3x 362.67 and NetNewsWire's 374-point inset ones at 2x 343.5 on iOS 26).
  public static func disclosureWidth(ios: Int, scale: Double, cellMargin: Double) -> Double {
    guard ios >= 13 else { return TableCell.Accessory.disclosureIndicator.width }
    let chevron = ios >= 17 ? 10.4 : 11.2
    return cellMargin + (chevron * scale).rounded() / scale
  }
}
