import SceneLayout
import SceneModel

/// The layouts of one scene under the audit's variants, each solved once: a variant whose
/// run-time values (`LayoutVariant.values(for:)`: its texts in the locale, its text styles at
/// the content size) and mirroring are those of a variant solved before gets that variant's
/// layouts, which are the same. A scene without a text style gives the same values at every
/// content size, so three content sizes in one locale cost one layout.
struct VariantLayouts {
  let scene: Scene
  let devices: [Device]
  let container: ContainerContext
  private var solved: [(key: Key, layouts: [LayoutResult])] = []

  /// What decides a variant's layouts besides the scene, devices and bars.
  private struct Key: Equatable {
    var mirrored: Bool
    var values: [PropertyValue]
  }

  /// How many variants were solved (the others shared their layouts).
  var solvedCount: Int { solved.count }

  init(scene: Scene, devices: [Device], container: ContainerContext) {
    self.scene = scene
    self.devices = devices
    self.container = container
  }

  /// The scene laid out on each device under `variant`, in device order
  /// (`SceneLayoutEngine.layouts(_:devices:container:variant:)`).
  mutating func layouts(_ variant: LayoutVariant) -> [LayoutResult] {
    solution(variant).layouts
  }

  /// The layouts under `variant` and which solve they are: variants with the same `index`
  /// share them.
  mutating func solution(_ variant: LayoutVariant) -> (index: Int, layouts: [LayoutResult]) {
    let key = Key(mirrored: variant.locale.isRightToLeft, values: variant.values(for: scene))
    if let k = solved.firstIndex(where: { $0.key == key }) { return (k, solved[k].layouts) }
    let layouts = SceneLayoutEngine.layouts(
      scene, devices: devices, container: container, variant: variant)
    solved.append((key, layouts))
    return (solved.count - 1, layouts)
  }
}
