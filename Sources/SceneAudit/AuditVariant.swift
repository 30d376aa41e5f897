import SceneModel

/// One of the conditions a screen is audited under: a device, a Dynamic Type content size and
/// a locale (docs/Audit.md, "Variants").
///
/// A finding names the variants it was found on, so that a designer can see the screen the
/// way it failed: `on iphone-se (content size large, locale base)`.
public struct AuditVariant: Sendable, Hashable {
  /// The device the scene is laid out on.
  public var device: Device
  /// The content size category (`UIContentSizeCategory`), one of `contentSizes`.
  public var contentSize: String
  /// The locale, one of `locales`: `base` is the text as the file writes it.
  public var locale: String

  public init(device: Device, contentSize: String, locale: String) {
    self.device = device
    self.contentSize = contentSize
    self.locale = locale
  }

  /// The content size categories from the smallest to the largest, with the names of Apple's
  /// Dynamic Type tables (`xSmall` is `UIContentSizeCategory.extraSmall`, `accessibility1` is
  /// `.accessibilityMedium`, `accessibility5` is `.accessibilityExtraExtraExtraLarge`).
  public static let contentSizes = [
    "xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
    "accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5",
  ]

  /// The content size iOS starts with: `large`.
  public static let defaultContentSize = "large"

  /// The locales an audit can lay a screen out in: `base`, the text as the file writes it
  /// (Xcode's Base localization), and the pseudo-locales of `PseudoLocale` (`double`,
  /// `accented`, `rtl`).
  public static let locales = ["base", "double", "accented", "rtl"]

  /// The locale used when none is asked for: `base`.
  public static let defaultLocale = "base"
}
