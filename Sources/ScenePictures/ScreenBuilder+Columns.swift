import SceneLayout
import SceneModel

extension ScreenBuilder {
  /// Whether a scene is a split view controller shown with its columns side by side.
  static func isExpandedSplit(_ scene: Scene, on device: Device) -> Bool {
    scene.kind.value == .splitViewController && SplitColumn.isExpanded(on: device)
  }

  /// The child a split view controller shows in a column: its `master` for the primary, its
  /// `supplementary` for the supplementary, its `detail` for the secondary (the first segue
  /// of that relationship).
  static func columnChild(of split: Scene, _ column: SplitColumn, in storyboard: Storyboard)
    -> Scene?
  {
    let segue = split.segues.first { $0.relationship?.value == column.relationship }
    return segue?.to.first.flatMap { storyboard.scene($0.value) }
  }

  /// A column of `render`: the scene `child` shows first, laid out in the column its
  /// relationship gives it (`ContainerContext.inferred`), after the scenes of `path`.
  static func column(
    from child: Scene, after path: [String], storyboard: Storyboard, device: Device
  ) -> ScreenColumn? {
    var columnPath = path + [child.id.value]
    var leaf = child
    while leaf.kind.value.isContainer, !isExpandedSplit(leaf, on: device),
      let next = firstChild(of: leaf, in: storyboard), !columnPath.contains(next.id.value)
    {
      columnPath.append(next.id.value)
      leaf = next
    }
    let layout = SceneLayoutEngine.layout(leaf, in: storyboard, device: device)
    guard let column = layout.container.column, let frame = layout.container.columnFrame(on: device)
    else { return nil }
    return ScreenColumn(
      column: column, frame: frame,
      content: content(of: leaf, path: columnPath, layout: layout, storyboard: storyboard))
  }
}
