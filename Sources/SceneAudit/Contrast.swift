import Diagnostics
import SceneLayout
import SceneModel
import SceneSyntax

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Contrast (`contrast-low`): text whose colour and the colour behind it are both declared,
/// under WCAG 2.x's minimum contrast ratio (success criterion 1.4.3): 4.5:1, or 3:1 for large
/// text (18 pt and more, or 14 pt and more in bold).
///
/// The colour behind a view's text is its own background, else its nearest superview's
/// that is opaque, with the translucent ones in between laid over it; a cell, a text field or
/// a bar on the way, which draws a background the file does not declare, ends the search. A
/// text or background colour that is a system colour with a dark value is checked in both
/// appearances (when no `#rrggbb` colour, whose dark value is not known, is involved). A text
/// colour or background that the file does not declare is not guessed: no finding.
enum Contrast {
  static let code = DiagnosticCode.contrastLow

  /// WCAG 2.x's minimum ratios (1.4.3 Contrast (Minimum), level AA).
  static let normalMinimum = 4.5
  static let largeMinimum = 3.0

  /// The appearances a colour is checked in.
  enum Appearance: String {
    case light, dark
  }

  /// The findings on one screen, in document order.
  static func findings(on screen: AuditScreen) -> [AuditFinding] {
    var out: [AuditFinding] = []
    for (i, view) in screen.views.enumerated() where view.isShown && hasText(view.spec) {
      guard let written = view.spec.string("textColor"),
        let text = DeclaredColor.parse(written, assets: screen.assetColors ?? [:])
      else { continue }
      let large = isLarge(view.spec)
      let minimum = large ? largeMinimum : normalMinimum
      var appearances: [Appearance] = [.light]
      if text.knowsDark, let dynamic = backgroundIsDynamic(i, screen), text.isDynamic || dynamic {
        appearances.append(.dark)
      }
      for appearance in appearances {
        guard let behind = background(of: i, in: screen, appearance) else { continue }
        let color = appearance == .light ? text.light : text.dark
        let shown = blend(color, over: behind.color)
        let ratio = contrastRatio(shown, behind.color)
        guard ratio < minimum else { continue }
        let mode = appearances.count > 1 ? " in the \(appearance.rawValue) appearance" : ""
        let owner =
          switch behind.view {
          case .some(let v) where v == i: "its own background"
          case .some(let v): screen.views[v].name
          case .none: "the root view"
          }
        let rule =
          large
          ? "the 3:1 WCAG 2.x asks of large text (18 pt, or 14 pt bold)"
          : "the 4.5:1 WCAG 2.x asks of text under 18 pt (14 pt bold)"
        out.append(
          AuditFinding(
            code: code,
            template: "\(view.name) has text at \(format(ratio)):1 against \(owner) "
              + "(\(shown.hex) on \(behind.color.hex))\(mode)\(AuditFinding.on), under \(rule); "
              + "make the text or the background darker or lighter",
            location: view.spec.id.location))
      }
    }
    return out
  }

  /// Whether the view shows text in its text colour (a type with a `textColor`): a label's or
  /// text view's text, a button's title, a text field's text (its placeholder has a colour of
  /// its own).
  static func hasText(_ spec: ViewSpec) -> Bool {
    let traits = spec.type.value.traits
    guard traits.properties.contains(where: { $0.name == "textColor" }),
      let key = traits.shownText.property, let text = spec.string(key)
    else { return false }
    return !text.allSatisfy(\.isWhitespace)
  }

  /// Large text in WCAG's terms: 18 points, or 14 points in bold (a weight of 700 and more:
  /// bold, heavy, black).
  static func isLarge(_ spec: ViewSpec) -> Bool {
    var size = IntrinsicSize.defaultFontSize
    var weight = "regular"
    if case .record(let fields)? = spec.property("font") {
      for field in fields {
        if field.name == "size", case .number(let value) = field.value { size = value }
        if field.name == "weight", case .string(let value) = field.value { weight = value }
      }
    }
    return size >= 18 || (size >= 14 && ["bold", "heavy", "black"].contains(weight))
  }

  /// Whether a background colour on the way to the view's opaque background changes with the
  /// appearance; nil when the dark value of one of them is not known (a `#rrggbb` colour).
  static func backgroundIsDynamic(_ i: Int, _ screen: AuditScreen) -> Bool? {
    var dynamic = false
    var k: Int? = i
    while let v = k {
      if let text = screen.views[v].spec.string("backgroundColor"),
        let color = DeclaredColor.parse(text, assets: screen.assetColors ?? [:])
      {
        guard color.knowsDark else { return nil }
        dynamic = dynamic || color.isDynamic
        if color.light.isOpaque && color.dark.isOpaque { return dynamic }
      }
      k = screen.views[v].parent
    }
    if let text = screen.scene.backgroundColor?.value,
      let color = DeclaredColor.parse(text, assets: screen.assetColors ?? [:])
    {
      guard color.knowsDark else { return nil }
      dynamic = dynamic || color.isDynamic
    }
    return dynamic
  }

  /// Whether a view draws a background of its own that the file does not declare (a cell, a
  /// text field's border, a bar): the search for the colour behind a text stops there.
  static func drawsOwnBackground(_ type: ViewType) -> Bool { type.traits.drawsOwnBackground }

  /// The colour behind view `i`'s text in an appearance and the view whose opaque background
  /// it starts from (nil: the scene's root view): the nearest opaque background of the view,
  /// a superview or the root view, with the translucent ones above it laid over it; nil when
  /// none declares one.
  static func background(of i: Int, in screen: AuditScreen, _ appearance: Appearance)
    -> (color: DeclaredColor.RGBA, view: Int?)?
  {
    var layers: [DeclaredColor.RGBA] = []
    var k: Int? = i
    while let v = k {
      if let text = screen.views[v].spec.string("backgroundColor"),
        let declared = DeclaredColor.parse(text, assets: screen.assetColors ?? [:])
      {
        let color = appearance == .light ? declared.light : declared.dark
        if color.isOpaque {
          let shown = layers.reversed().reduce(color) { below, layer in blend(layer, over: below) }
          return (shown, v)
        }
        layers.append(color)
      }
      if drawsOwnBackground(screen.views[v].spec.type.value) { return nil }
      k = screen.views[v].parent
    }
    guard let text = screen.scene.backgroundColor?.value,
      let declared = DeclaredColor.parse(text, assets: screen.assetColors ?? [:])
    else { return nil }
    let color = appearance == .light ? declared.light : declared.dark
    guard color.isOpaque else { return nil }
    return (layers.reversed().reduce(color) { below, layer in blend(layer, over: below) }, nil)
  }

  /// `top` laid over an opaque `below`.
  static func blend(_ top: DeclaredColor.RGBA, over below: DeclaredColor.RGBA)
    -> DeclaredColor.RGBA
  {
    let a = min(max(top.alpha, 0), 1)
    return DeclaredColor.RGBA(
      red: top.red * a + below.red * (1 - a), green: top.green * a + below.green * (1 - a),
      blue: top.blue * a + below.blue * (1 - a))
  }

  /// WCAG 2.x's contrast ratio of two opaque colours: (L1 + 0.05) / (L2 + 0.05), L1 the
  /// lighter's relative luminance.
  static func contrastRatio(_ a: DeclaredColor.RGBA, _ b: DeclaredColor.RGBA) -> Double {
    let la = luminance(a)
    let lb = luminance(b)
    return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
  }

  /// WCAG 2.x's relative luminance: 0.2126 R + 0.7152 G + 0.0722 B of the linear sRGB
  /// components (a component at most 0.03928 is divided by 12.92, others are
  /// ((c + 0.055) / 1.055) ^ 2.4).
  static func luminance(_ color: DeclaredColor.RGBA) -> Double {
    func linear(_ c: Double) -> Double {
      c <= 0.03928 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * linear(color.red) + 0.7152 * linear(color.green)
      + 0.0722 * linear(color.blue)
  }

  /// `4.49`: a ratio cut (not rounded) to two decimals, so that a ratio under a minimum never
  /// prints as the minimum.
  static func format(_ ratio: Double) -> String {
    let hundredths = Int((ratio * 100).rounded(.down))
    let fraction = hundredths % 100
    return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
  }
}

extension AuditRule {
  /// Contrast: `Contrast`.
  static let contrast = AuditRule(
    codes: [Contrast.code, Contrast.missingAssetCode],
    check: { screen in Contrast.findings(on: screen) + Contrast.missingAssets(on: screen) })
}
