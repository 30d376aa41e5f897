/// A built-in device: its screen in points, safe-area insets and size classes
/// (SCENE-FORMAT.md §7).
public struct Device: Sendable, Hashable {
  /// A horizontal or vertical size class.
  public enum SizeClass: String, Sendable, Hashable {
    case compact
    case regular
  }

  public var name: String
  public var width: Double
  public var height: Double
  public var safeAreaTop: Double
  public var safeAreaBottom: Double
  public var horizontalClass: SizeClass
  public var verticalClass: SizeClass
  /// The major version of the iOS the device runs: the controls' sizes and alignment
  /// rectangles and the cells' accessories follow it (docs/Layout.md §4), as presentation
  /// does (docs/Runtime.md §2.1). Today's unless `ios:` or `--ios` says.
  public var ios = Storyboard.currentIOS
  /// The major version of the iOS SDK the app is built with (Xcode N's SDK is iOS N's), when
  /// `sdk:` or `--sdk` says: UIKit gives the bars iOS 26's metrics only to an app built with
  /// the iOS 26 SDK running on iOS 26 (docs/Layout.md §3). nil: not said, and bars keep the
  /// format's metrics.
  public var sdk: Int? = nil
  /// The first iOS, and iOS SDK, of iOS 26's design: an app built with that SDK or a later
  /// one, running on that iOS or a later one, has its bars.
  public static let redesign = 26
  /// Pixels per point: frames are rounded to 1/scale points, as UIKit aligns views to the
  /// pixel grid (`UIScreen.scale`, `CGRect.integral`-like edge rounding). 3 on the phones
  /// with a notch or Dynamic Island and the Plus phones, 2 on the iPhone SE, the other
  /// home-button phones, every iPad and 414 x 896 (the iPhone XR and 11; Apple's Human
  /// Interface Guidelines, "Layout", device screen sizes table).
  public var scale: Double = 2
  /// The kind of device (`UIUserInterfaceIdiom`): its size classes follow it and its
  /// orientation (`sizeClasses(width:height:idiom:)`).
  public var idiom: Idiom = .phone

  /// A phone or an iPad (`UIUserInterfaceIdiom.phone`, `.pad`).
  public enum Idiom: String, Sendable, Hashable, CaseIterable {
    case phone
    case pad
  }

  /// The devices every scene is checked on unless a file lists its own.
  public static let builtIn: [Device] = [
    Device(
      name: "iphone-se", width: 375, height: 667, safeAreaTop: 20, safeAreaBottom: 0,
      horizontalClass: .compact, verticalClass: .regular),
    Device(
      name: "iphone", width: 393, height: 852, safeAreaTop: 59, safeAreaBottom: 34,
      horizontalClass: .compact, verticalClass: .regular, scale: 3),
    Device(
      name: "iphone-landscape", width: 852, height: 393, safeAreaTop: 0, safeAreaBottom: 21,
      horizontalClass: .compact, verticalClass: .compact, scale: 3),
    Device(
      name: "ipad", width: 820, height: 1180, safeAreaTop: 24, safeAreaBottom: 20,
      horizontalClass: .regular, verticalClass: .regular, idiom: .pad),
    Device(
      name: "ipad-landscape", width: 1180, height: 820, safeAreaTop: 24, safeAreaBottom: 20,
      horizontalClass: .regular, verticalClass: .regular, idiom: .pad),
  ]

  /// The built-in device with this name, or a screen of any size written `WIDTHxHEIGHT`
  /// (`414x896`), optionally with its safe-area insets `+TOP+BOTTOM` (`815x660+20+0`) and
  /// its idiom `@phone` or `@pad` (`320x1024@pad`); see `custom(named:)`.
  public static func named(_ name: String) -> Device? {
    builtIn.first { $0.name == name } ?? custom(named: name)
  }

  /// What a device can be called, for messages: the built-in names, then `WIDTHxHEIGHT`.
  public static let nameChoices =
    builtIn.map(\.name) + [
      "WIDTHxHEIGHT (such as 414x896)", "WIDTHxHEIGHT+TOP+BOTTOM", "WIDTHxHEIGHT@pad",
    ]

  /// The largest side a custom device may have, in points.
  public static let largestSide = 10_000

  /// A screen `WIDTHxHEIGHT` points (whole numbers, 1 to `largestSide`), with the size
  /// classes and safe area of the iOS device of that shape (docs/Layout.md, devices):
  /// - its idiom as written after `@` (`320x1024@pad`: an iPad app in Slide Over), else an
  ///   iPad when no phone has the size (`inferredIdiom`); the size classes follow the idiom
  ///   and the orientation (`sizeClasses(width:height:idiom:)`);
  /// - safe area: a phone with a notch (long side over twice the short side, and at least
  ///   `shortestNotchedPhone`) `notchTop` / 34 upright, 0 / 21 on its side; any other
  ///   screen 20 / 0 upright (the status bar) and 0 / 0 on its side;
  /// - scale 3 for a phone with a notch (but 414 x 896, the iPhone 11's 2x) and for a Plus
  ///   phone (414 x 736), else 2;
  /// - or the safe area written after the size, `+TOP+BOTTOM` in whole points that leave
  ///   some height (`815x660+20+0`: a freeform canvas under a status bar).
  static func custom(named name: String) -> Device? {
    let marked = name.split(separator: "@", omittingEmptySubsequences: false)
    guard marked.count <= 2 else { return nil }
    let idiom = marked.count == 2 ? Idiom(rawValue: String(marked[1])) : nil
    if marked.count == 2, idiom == nil { return nil }
    let sections = marked[0].split(separator: "+", omittingEmptySubsequences: false)
    guard sections.count == 1 || sections.count == 3,
      var device = custom(size: String(sections[0]), idiom: idiom)
    else { return nil }
    device.name = name
    guard sections.count == 3 else { return device }
    guard
      sections.dropFirst().allSatisfy({ !$0.isEmpty && $0.count <= 5 && $0.allSatisfy(\.isASCII) }),
      let top = Int(sections[1]), let bottom = Int(sections[2]), top >= 0, bottom >= 0,
      Double(top + bottom) < device.height
    else { return nil }
    device.safeAreaTop = Double(top)
    device.safeAreaBottom = Double(bottom)
    return device
  }

  /// A screen `WIDTHxHEIGHT` with the safe area of the iOS device of that shape, of the
  /// idiom given, else inferred from the size.
  private static func custom(size name: String, idiom given: Idiom?) -> Device? {
    let parts = name.split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2,
      parts.allSatisfy({ !$0.isEmpty && $0.count <= 5 && $0.allSatisfy(\.isASCII) }),
      let width = Int(parts[0]), let height = Int(parts[1]),
      (1...largestSide).contains(width), (1...largestSide).contains(height)
    else { return nil }
    let short = min(width, height)
    let long = max(width, height)
    let upright = height >= width
    let idiom = given ?? inferredIdiom(width: width, height: height)
    // A notched phone is one of their size: a smaller screen as long for its width (a
    // 200 x 65 popover drawn as a freeform size, Rocket.Chat's brush panels) has no notch.
    let notched = idiom == .phone && long > 2 * short && long >= shortestNotchedPhone
    let top: Double
    let bottom: Double
    switch (notched, upright) {
    case (true, true): (top, bottom) = (notchTop(width: width), 34)
    case (true, false): (top, bottom) = (0, 21)
    case (false, true): (top, bottom) = (20, 0)
    case (false, false): (top, bottom) = (short >= 768 ? 20 : 0, 0)
    }
    let classes = sizeClasses(width: width, height: height, idiom: idiom)
    // 414 x 896 is both the iPhone XR and 11 (2x) and the XS Max and 11 Pro Max (3x); the
    // first, Xcode's `retina6_1` canvas, is the one apps are drawn on (28 of the corpus's
    // files, against 2 on `retina6_5`), and its stored frames are on the 2x grid.
    let twoX = short == 414 && long == 896
    return Device(
      name: "\(width)x\(height)", width: Double(width), height: Double(height),
      safeAreaTop: top, safeAreaBottom: bottom,
      horizontalClass: classes.horizontal, verticalClass: classes.vertical,
      scale: (notched && !twoX) || (short == 414 && long == 736) ? 3 : 2, idiom: idiom)
  }

  /// The long side of the smallest phone with a notch (the iPhone X and 13 mini, 375 x 812):
  /// a shorter screen is no such phone, whatever its proportions.
  static let shortestNotchedPhone = 812

  /// The largest phone screen, in points (the iPhone 16 Pro Max, 440 x 956): a screen with a
  /// longer side or a wider short side is an iPad's, or an iPad app's window.
  static let largestPhone = (short: 440, long: 956)

  /// A phone when a phone has a screen no larger, else an iPad.
  static func inferredIdiom(width: Int, height: Int) -> Idiom {
    min(width, height) <= largestPhone.short && max(width, height) <= largestPhone.long
      ? .phone : .pad
  }

  /// The narrowest iPad window with a regular width: an app in Split View gets a regular
  /// width from 678 points (half of a 12.9-inch iPad in landscape) up, a compact one at 639
  /// (two thirds of it upright) and below, Slide Over's 320 and 375 included (docs/Layout.md).
  static let narrowestRegularPadWidth = 678

  /// The size classes UIKit gives a window of this size on this idiom (docs/Layout.md,
  /// size classes): a phone is compact wide and regular high upright, compact high on its
  /// side, where the large phones (a short side of 414 points or more: the Plus, Max and
  /// XR-sized phones) are regular wide; an iPad is regular both ways, except a window narrower
  /// than `narrowestRegularPadWidth` (Split View, Slide Over), which is compact wide.
  public static func sizeClasses(width: Int, height: Int, idiom: Idiom)
    -> (horizontal: SizeClass, vertical: SizeClass)
  {
    switch idiom {
    case .pad:
      return (width >= narrowestRegularPadWidth ? .regular : .compact, .regular)
    case .phone:
      guard width > height else { return (.compact, .regular) }
      return (height >= 414 ? .regular : .compact, .compact)
    }
  }

  /// The safe-area inset at the left and at the right of a phone with a notch or Dynamic
  /// Island lying on its side: the notch's depth, as deep as the top inset upright
  /// (`notchTop` of its shorter side: 47 on an 844 x 390 iPhone 12, 59 on the 852 x 393
  /// `iphone-landscape`); 0 on every other screen (`notchedWidths`). Xcode's landscape
  /// canvases inset their safe areas so (xdrip's 844 x 390 scenes: views pinned to the safe
  /// area at x = 47).
  public var safeAreaSide: Double {
    let short = min(width, height)
    let long = max(width, height)
    guard width > height, long >= 812, Self.notchedWidths.contains(short) else { return 0 }
    return Self.notchTop(width: Int(short))
  }

  /// The widths of the phones with a notch or Dynamic Island, upright: a screen on its side
  /// is such a phone only when it is one of them (a 320 x 110 widget is not).
  static let notchedWidths: Set<Double> = [375, 390, 393, 402, 414, 428, 430, 440]

  /// The top safe-area inset of an upright phone with a notch or island of this width: 47 on
  /// the iPhone 12 to 14 (390, and 428 for the Pro Max and Plus), 59 on the Dynamic Island
  /// phones (393, 430), 62 on the iPhone 16 Pro and Pro Max (402, 440), else the first
  /// notch's 44 (375, and 414 for the XS Max and 11 Pro Max).
  static func notchTop(width: Int) -> Double {
    switch width {
    case 390, 428: 47
    case 393, 430: 59
    case 402, 440: 62
    default: 44
    }
  }

  /// Whether a `when:` condition holds on this device: `compact` or `regular` (the width
  /// class), a device name, or size-class traits as Interface Builder writes them
  /// (`heightClass=compact`, `widthClass=regular-heightClass=compact`).
  public func matches(condition: String) -> Bool {
    switch condition {
    case "compact": return horizontalClass == .compact
    case "regular": return horizontalClass == .regular
    default:
      guard let traits = Self.traits(condition) else { return name == condition }
      return traits.allSatisfy { axis, value in
        (axis == .width ? horizontalClass : verticalClass) == value
      }
    }
  }

  /// A size-class axis of a `when:` trait.
  public enum Axis: String, Sendable {
    case width = "widthClass"
    case height = "heightClass"
  }

  /// The traits of a condition such as `heightClass=compact-widthClass=regular`: one or two
  /// `AXIS=CLASS` parts joined by `-`, each axis at most once; nil for anything else.
  public static func traits(_ condition: String) -> [(Axis, SizeClass)]? {
    let parts = condition.split(separator: "-", omittingEmptySubsequences: false)
    guard (1...2).contains(parts.count) else { return nil }
    var traits: [(Axis, SizeClass)] = []
    for part in parts {
      let pair = part.split(separator: "=", omittingEmptySubsequences: false)
      guard pair.count == 2, let axis = Axis(rawValue: String(pair[0])),
        let value = SizeClass(rawValue: String(pair[1])),
        !traits.contains(where: { $0.0 == axis })
      else { return nil }
      traits.append((axis, value))
    }
    return traits
  }

  /// Whether `condition` is one a `when:` block may name.
  public static func isCondition(_ condition: String) -> Bool {
    ["compact", "regular"].contains(condition) || builtIn.contains { $0.name == condition }
      || traits(condition) != nil
  }

  /// The conditions a message lists as choices.
  public static let conditionChoices =
    [
      "compact", "regular", "heightClass=compact", "heightClass=regular", "widthClass=compact",
      "widthClass=regular", "heightClass=H-widthClass=W",
    ] + builtIn.map(\.name)
}
