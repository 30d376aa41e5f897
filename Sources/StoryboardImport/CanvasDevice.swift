import StoryboardXML

/// The device a storyboard was designed on (Interface Builder's "View as", `<device>`), as
/// a scene-file device name: a built-in device of that size, else `WIDTHxHEIGHT`.
public enum CanvasDevice {
  /// IB's device ids and their screens in points, upright.
  static let screens: [String: (width: Int, height: Int)] = [
    "retina3_5": (320, 480), "retina4_0": (320, 568), "retina4_7": (375, 667),
    "retina5_5": (414, 736), "retina5_9": (375, 812), "retina6_0": (390, 844),
    "retina6_1": (414, 896), "retina6_3": (402, 874), "retina6_5": (414, 896),
    "retina6_7": (428, 926), "retina6_9": (440, 956), "retina6_12": (393, 852),
    "retina6_72": (430, 932), "iPad": (768, 1024), "ipad7_9": (768, 1024),
    "ipad9_7": (768, 1024), "ipad10_2": (810, 1080), "ipad10_5": (834, 1112),
    "ipad10_9rounded": (820, 1180), "ipad11": (834, 1194), "ipad11_0rounded": (834, 1194),
    "ipad12_9": (1024, 1366), "ipad12_9rounded": (1024, 1366),
  ]

  /// The built-in devices by size, so a canvas of that size gets the device's safe area.
  static let builtIn: [String: String] = [
    "375x667": "iphone-se", "393x852": "iphone", "852x393": "iphone-landscape",
    "820x1180": "ipad", "1180x820": "ipad-landscape",
  ]

  /// The document attribute that names the canvas outright: XIBImport sets it on the
  /// storyboard it makes of a XIB whose top-level view is freeform or a cell (its own size,
  /// with no safe area: `320x120+0+0`); no storyboard has it.
  public static let xibCanvas = "scenectlXIBCanvas"

  /// The canvas of the document: the `xibCanvas` attribute when it has one; else the screen
  /// its root views were drawn on. That is the `<device>` when a root view has its size; else (files drawn at freeform sizes, files
  /// without `<device>`) the size of the first screen (`entry`), else the most common root
  /// view size; nil when there is none.
  static func name(
    of document: IBElement, rootFrames: [(width: Double, height: Double)],
    entry: (width: Double, height: Double)?
  ) -> String? {
    if let canvas = document[xibCanvas] { return canvas }
    let device = screen(of: document).map { "\(Int($0.width))x\(Int($0.height))" }
    var counts: [String: Int] = [:]
    var order: [String] = []
    for frame in rootFrames {
      guard let size = size(frame) else { continue }
      if counts[size] == nil { order.append(size) }
      counts[size, default: 0] += 1
    }
    let common = order.max { (counts[$0] ?? 0) < (counts[$1] ?? 0) }
    let chosen =
      device.flatMap { counts[$0] != nil || common == nil ? $0 : nil } ?? entry.flatMap(size)
      ?? common
    return chosen.map { builtIn[$0] ?? $0 }
  }

  /// The screen of the document's `<device>` in points, in its orientation; nil without one
  /// or for a device not in `screens`.
  static func screen(of document: IBElement) -> (width: Double, height: Double)? {
    guard let element = document.first("device"), let id = element["id"],
      let screen = screens[id]
    else { return nil }
    let (width, height) = (Double(screen.width), Double(screen.height))
    return element["orientation"] == "landscape" ? (height, width) : (width, height)
  }

  /// Whether `width` x `height` is the screen of a device in `screens`, upright or on its side.
  static func isScreen(width: Double, height: Double) -> Bool {
    screens.values.contains {
      let (short, long) = (Double($0.width), Double($0.height))
      return (width == short && height == long) || (width == long && height == short)
    }
  }

  /// `WIDTHxHEIGHT` of a root frame, or nil for one no device can have.
  private static func size(_ frame: (width: Double, height: Double)) -> String? {
    guard let width = Int(exactly: frame.width.rounded()),
      let height = Int(exactly: frame.height.rounded()),
      (1...10_000).contains(width), (1...10_000).contains(height)
    else { return nil }
    return "\(width)x\(height)"
  }
}
