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

  /// The devices every scene is checked on unless a file lists its own.
  public static let builtIn: [Device] = [
    Device(
      name: "iphone-se", width: 375, height: 667, safeAreaTop: 20, safeAreaBottom: 0,
      horizontalClass: .compact, verticalClass: .regular),
    Device(
      name: "iphone", width: 393, height: 852, safeAreaTop: 59, safeAreaBottom: 34,
      horizontalClass: .compact, verticalClass: .regular),
    Device(
      name: "iphone-landscape", width: 852, height: 393, safeAreaTop: 0, safeAreaBottom: 21,
      horizontalClass: .compact, verticalClass: .compact),
    Device(
      name: "ipad", width: 820, height: 1180, safeAreaTop: 24, safeAreaBottom: 20,
      horizontalClass: .regular, verticalClass: .regular),
    Device(
      name: "ipad-landscape", width: 1180, height: 820, safeAreaTop: 24, safeAreaBottom: 20,
      horizontalClass: .regular, verticalClass: .regular),
  ]

  /// The built-in device with this name.
  public static func named(_ name: String) -> Device? {
    builtIn.first { $0.name == name }
  }

  /// Whether a `when:` condition (a size class or a device name) holds on this device.
  public func matches(condition: String) -> Bool {
    switch condition {
    case "compact": horizontalClass == .compact
    case "regular": horizontalClass == .regular
    default: name == condition
    }
  }
}
