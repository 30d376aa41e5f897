import SceneModel

/// Layouts already solved while an app runs, by what decides them: the scene, the device, the
/// bars around it and the run-time values of the properties that change what its views
/// measure. A step that changes none of them (a tap that only navigates, a second look at
/// the same screen) takes the frames solved before; one that changes a label's text lays the
/// scene out again, as UIKit's layout pass does before the next frame (docs/Layout.md,
/// relayout).
///
///     let memo = LayoutMemo(storyboard: storyboard)
///     let frames = memo.frames(of: scene, device: iphone, container: bars, values: [shown])
///
/// The frames are those `SceneLayoutEngine.frames(for:in:device:container:values:)` gives, so
/// output does not depend on what the memo holds. It keeps at most `capacity` layouts; when
/// full it starts again empty.
public final class LayoutMemo {
  /// What decides a scene's frames.
  struct Key: Hashable {
    let scene: String
    let device: Device
    let container: ContainerContext
    let values: [PropertyValue]
  }

  /// At most this many layouts are kept.
  public static let capacity = 256

  /// The storyboard the scenes come from.
  public let storyboard: Storyboard
  private var table: [Key: [String: Rect]] = [:]
  /// How many layouts were solved, and how many were taken from the memo (for the benchmark).
  public private(set) var solved = 0
  public private(set) var reused = 0

  /// A memo for the scenes of a storyboard.
  public init(storyboard: Storyboard) {
    self.storyboard = storyboard
  }

  /// The frames of a scene's views by id, with these run-time values.
  public func frames(
    of scene: Scene, device: Device, container: ContainerContext, values: [PropertyValue]
  ) -> [String: Rect] {
    let key = Key(scene: scene.id.value, device: device, container: container, values: values)
    if let frames = table[key] {
      reused += 1
      return frames
    }
    let frames = SceneLayoutEngine.frames(
      for: scene, in: storyboard, device: device, container: container, values: values)
    solved += 1
    if table.count >= Self.capacity { table.removeAll(keepingCapacity: true) }
    table[key] = frames
    return frames
  }
}
