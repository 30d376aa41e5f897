import SceneModel

/// Where an embed segue places a scene: in the frame its container view has when the parent
/// scene is laid out (docs/Layout.md §3), as `simulate` places an embedded child and as
/// Interface Builder draws it.
///
///     if let embed = EmbedPlacement.of(child, in: storyboard, device: ipad) {
///       let result = SceneLayoutEngine.layout(child, in: storyboard, device: ipad,
///                                             container: embed.context)
///     }
public struct EmbedPlacement: Sendable {
  /// The scene whose container view holds the child.
  public var parent: String
  /// The container view's id in the parent.
  public var container: String
  /// The child's context: its root view in the container's frame, in window coordinates.
  public var context: ContainerContext

  /// How many parents up a chain of embeds is followed; one farther up counts as not
  /// embedded.
  static let depthLimit = 64

  /// The placement of `scene` by the first embed segue, in file order, that leads to it and
  /// whose container view has a frame; nil when none does. Each scene up the chain of
  /// parents is placed once (a parent already being placed, in a cycle of embeds, counts as
  /// not embedded), and at most `depthLimit` parents up, so the work stays bounded however
  /// the embeds fan in or loop.
  public static func of(_ scene: Scene, in storyboard: Storyboard, device: Device)
    -> EmbedPlacement?
  {
    var placed: [String: EmbedPlacement?] = [:]
    return of(scene, in: storyboard, device: device, depth: 0, placed: &placed)
  }

  private static func of(
    _ scene: Scene, in storyboard: Storyboard, device: Device, depth: Int,
    placed: inout [String: EmbedPlacement?]
  ) -> EmbedPlacement? {
    if let known = placed[scene.id.value] { return known }
    guard depth < depthLimit else { return nil }
    placed[scene.id.value] = .some(nil)  // being placed: a cycle back here finds no embed
    var result: EmbedPlacement? = nil
    search: for parent in storyboard.scenes where parent.id.value != scene.id.value {
      for segue in parent.segues
      where segue.kind.value == .embed && segue.to.contains(where: { $0.value == scene.id.value })
      {
        guard let container = segue.from?.value else { continue }
        let context =
          of(parent, in: storyboard, device: device, depth: depth + 1, placed: &placed)?.context
          ?? ContainerContext.inferred(for: parent, in: storyboard)
        let frames = SceneLayoutEngine.frames(
          for: parent, in: storyboard, device: device, container: context)
        guard let frame = frames[container] else { continue }
        result = EmbedPlacement(
          parent: parent.id.value, container: container, context: ContainerContext(frame: frame))
        break search
      }
    }
    placed[scene.id.value] = .some(result)
    return result
  }
}
