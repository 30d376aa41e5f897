import Diagnostics
import SceneLayout
import SceneModel

extension Audit {
  /// What a picture of a finding needs: the diagnostic and the frame of the view it is about
  /// (nil for a bar item, which has no frame of its own).
  public struct Mark: Sendable {
    public var diagnostic: Diagnostic
    public var frame: Rect?
  }

  /// The findings on one scene laid out on one device, at the first content size and in the
  /// first locale of `options`, each with its view's frame (`scenectl render --audit`).
  public static func marks(
    on scene: Scene, in storyboard: Storyboard, device: Device,
    container: ContainerContext? = nil, options: Options = Options()
  ) -> [Mark] {
    let contentSize = options.contentSizes.first ?? AuditVariant.defaultContentSize
    let locale = options.locales.first ?? AuditVariant.defaultLocale
    let rules = AuditRule.all.filter { rule in
      options.codes.map { wanted in rule.codes.contains { wanted.contains($0.name) } } ?? true
    }
    let context = container ?? ContainerContext.inferred(for: scene, in: storyboard)
    var out: [Mark] = []
    for layout in layouts(
      of: scene, devices: [device], container: context, contentSize: contentSize, locale: locale)
    where !layout.issues.contains(where: { $0.code == tooCostly }) {
      let variant = AuditVariant(device: layout.device, contentSize: contentSize, locale: locale)
      let screen = AuditScreen(
        storyboard: storyboard, scene: scene, variant: variant, layout: layout)
      for finding in rules.flatMap({ $0.check(screen) })
      where options.codes?.contains(finding.code.name) ?? true {
        let view = screen.views.first { $0.spec.id.location == finding.location }
        out.append(Mark(diagnostic: finding.diagnostic(on: [variant]), frame: view?.frame))
      }
    }
    return out
  }
}
