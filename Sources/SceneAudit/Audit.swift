import Diagnostics
import Parallel
import SceneLayout
import SceneModel

/// The audit: every scene of a storyboard laid out on each of its devices, at each content
/// size and in each locale asked for, and every `AuditRule` run on each of those screens
/// (docs/Audit.md).
///
///     let found = Audit.run(storyboard, options: Audit.Options(contentSizes: ["large"]))
///     // found: warnings such as "button 'close' has a 30 x 30 pt hit area on iphone-se
///     // (content size large, locale base), under the 44 x 44 pt minimum; ..."
///
/// A finding the variants share is one diagnostic naming them all (`AuditFinding.merge`).
public enum Audit {
  /// What the audit covers.
  public struct Options: Sendable {
    /// The content size categories (`AuditVariant.contentSizes`) to lay out at.
    public var contentSizes: [String]
    /// The locales (`AuditVariant.locales`) to lay out in.
    public var locales: [String]
    /// The codes to report; nil for all of them. A rule none of whose codes is wanted is not
    /// run.
    public var codes: Set<String>?
    /// The colours of the app's asset catalogues by name, which the files name
    /// (`BrandBlue`); nil when no catalogue was read (`--sources`, an app folder), and the
    /// files' asset colours are checked in the light value the storyboard keeps.
    public var assetColors: [String: DeclaredColor]?

    public init(
      contentSizes: [String] = [AuditVariant.defaultContentSize],
      locales: [String] = [AuditVariant.defaultLocale], codes: Set<String>? = nil,
      assetColors: [String: DeclaredColor]? = nil
    ) {
      self.contentSizes = contentSizes
      self.locales = locales
      self.codes = codes
      self.assetColors = assetColors
    }

    /// Whether a rule that reads asset colours (contrast) runs.
    public var readsAssetColors: Bool {
      codes.map { !$0.isDisjoint(with: AuditRule.contrast.codes.map(\.name)) } ?? true
    }
  }

  static let tooCostly = DiagnosticCode.layoutTooCostly

  /// The scene count from which a storyboard's scenes are audited on several cores.
  static let parallelThreshold = 8

  /// The findings on every scene of the storyboard, on its devices (`resolvedDevices`), as
  /// diagnostics in scene order.
  public static func run(_ storyboard: Storyboard, options: Options = Options()) -> [Diagnostic] {
    let rules = AuditRule.all.filter { rule in
      options.codes.map { wanted in rule.codes.contains { wanted.contains($0.name) } } ?? true
    }
    let scenes = storyboard.scenes.indices.filter { !storyboard.scenes[$0].views.isEmpty }
    guard !rules.isEmpty, !scenes.isEmpty else { return [] }
    let contexts = ContainerContext.inferred(for: storyboard)
    let devices = storyboard.resolvedDevices
    let parts = scenes.count >= parallelThreshold ? LayoutRuns.defaultParts : 1
    let chunks = Parallel.chunks(scenes.count, parts: parts)
    let found = Parallel.map(chunks.count) { chunk in
      chunks[chunk].flatMap { k in
        let i = scenes[k]
        return findings(
          on: storyboard.scenes[i], in: storyboard, container: contexts[i], devices: devices,
          rules: rules, options: options)
      }
    }
    let all = found.flatMap { $0 }
    guard let codes = options.codes else { return all }
    return all.filter { codes.contains($0.code) }
  }

  /// One scene's findings on every variant, merged.
  ///
  /// A variant that gives the scene the same values as one laid out before (a content size
  /// that changes no font: the scene has no text style; the text as written) and is mirrored
  /// alike shares its layouts (`VariantLayouts`); the layouts as written, which the text
  /// rules compare with, are made once.
  static func findings(
    on scene: Scene, in storyboard: Storyboard, container: ContainerContext, devices: [Device],
    rules: [AuditRule], options: Options
  ) -> [Diagnostic] {
    var laid = VariantLayouts(scene: scene, devices: devices, container: container)
    let comparesWritten = rules.contains { $0.codes.contains(TextGrowth.offscreenCode) }
    var perVariant: [(AuditVariant, [AuditFinding])] = []
    let tree = (specs: scene.treeViews, parents: AuditScreen.parents(of: scene))
    // The findings of each rule that reads only the layout, by solve and device: a variant
    // that shares a solve has the same.
    var found: [[Int: [[AuditFinding]]]] = []
    for locale in options.locales {
      for contentSize in options.contentSizes {
        let shown = LayoutVariant(locale: locale, contentSize: contentSize)
        let (solve, layouts) = laid.solution(shown)
        let written = comparesWritten && shown != .asWritten ? laid.layouts(.asWritten) : []
        // One table per solve, the text as written's among them.
        while found.count < laid.solvedCount { found.append([:]) }
        // A layout past the solver's budget has no frames to judge (`layout-too-costly`).
        for (d, layout) in layouts.enumerated()
        where !layout.issues.contains(where: { $0.code == tooCostly }) {
          let variant = AuditVariant(
            device: layout.device, contentSize: contentSize, locale: locale)
          var screen = AuditScreen(
            storyboard: storyboard, scene: scene, variant: variant, layout: layout, tree: tree)
          screen.assetColors = options.assetColors
          if d < written.count { screen.writtenFrames = written[d].frames.map(\.frame) }
          let before = found[solve][d]
          let perRule = rules.indices.map { r in
            rules[r].readsVariant ? rules[r].check(screen) : before?[r] ?? rules[r].check(screen)
          }
          if before == nil { found[solve][d] = perRule }
          perVariant.append((variant, perRule.flatMap { $0 }))
        }
      }
    }
    return AuditFinding.merge(perVariant)
  }

  /// A scene laid out on each device at a content size, in a locale: one result per device,
  /// in the order given, with its texts in the locale, its text styles at the content size
  /// and its multi-line labels wrapped (`SceneLayoutEngine.layouts(_:devices:container:variant:)`).
  static func layouts(
    of scene: Scene, devices: [Device], container: ContainerContext, contentSize: String,
    locale: String
  ) -> [LayoutResult] {
    let variant = LayoutVariant(locale: locale, contentSize: contentSize)
    return SceneLayoutEngine.layouts(
      scene, devices: devices, container: container, variant: variant)
  }
}
