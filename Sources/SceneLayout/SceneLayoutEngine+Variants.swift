import SceneModel
import SceneSyntax

extension SceneLayoutEngine {
  /// Lays out a scene on each device under a variant (`LayoutVariant`): its texts in the
  /// variant's locale, its text styles at the variant's content size, mirrored when the
  /// locale is right to left, and its multi-line labels wrapped (docs/Audit.md).
  ///
  /// The scene is solved once with the variant's values; then each multi-line label whose
  /// text is wider than the width it was given wraps at that width (`IntrinsicSize`'s
  /// `wrapWidthProperty`, UIKit's `preferredMaxLayoutWidth`), and a device where one does is
  /// solved again, so that a label that grows taller pushes what is below it. A right-to-left
  /// layout is solved in a mirrored space and its frames mirrored back (`RightToLeft`).
  ///
  /// - Returns: one result per device, in the order given; its frames in window coordinates,
  ///   on the device's pixel grid (the wrap widths are the exact ones).
  public static func layouts(
    _ scene: Scene, devices: [Device], container: ContainerContext, variant: LayoutVariant,
    values: [PropertyValue] = []
  ) -> [LayoutResult] {
    let laid = variant.locale.isRightToLeft ? RightToLeft.mirrored(scene) : scene
    let shown = variant.values(for: scene, over: values)
    let first = layouts(
      laid, devices: devices, container: container, values: shown, isFreeView: false)
    let results = first.map { result -> LayoutResult in
      let wraps = wrapWidths(scene, result: result, values: shown)
      guard !wraps.isEmpty else { return result }
      return layouts(
        laid, devices: [result.device], container: container, values: shown + wraps,
        isFreeView: false
      ).first ?? result
    }
    guard variant.locale.isRightToLeft else { return results.map(\.onPixelGrid) }
    // Mirrored back before the frames go on the grid, so that half a pixel rounds up on the
    // screen, not in the mirrored space.
    return results.map { result in
      var result = result
      let root = container.rootFrame(on: result.device)
      let axis = 2 * root.x + root.width
      for k in result.frames.indices {
        result.frames[k].frame = RightToLeft.unmirrored(result.frames[k].frame, axis: axis)
      }
      return result.onPixelGrid
    }
  }

  /// The wrap width of each multi-line label that the layout gave less width than its text
  /// takes on one line: the width it was given.
  static func wrapWidths(_ scene: Scene, result: LayoutResult, values: [PropertyValue])
    -> [PropertyValue]
  {
    var overrides: [String: [(property: String, value: Value)]] = [:]
    for value in values { overrides[value.view, default: []].append((value.property, value.value)) }
    var out: [PropertyValue] = []
    for (view, placed) in zip(scene.treeViews, result.frames) where view.type.value == .label {
      let current = ViewValues(view: view, overrides: overrides[view.id.value] ?? [])
      guard IntrinsicSize.lineLimit(current) != 1 else { continue }
      let width = placed.frame.width
      guard let needed = IntrinsicSize.of(current, ios: result.device.ios).width,
        needed > width + TextFit.tolerance, width > 0
      else { continue }
      out.append(
        PropertyValue(
          view: view.id.value, property: IntrinsicSize.wrapWidthProperty, value: .number(width)))
    }
    return out
  }
}
