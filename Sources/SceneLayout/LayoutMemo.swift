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
/// The first layout of a scene on a device and bars is solved from scratch; a later one with
/// other values moves the system kept from the last one to the new intrinsic sizes when only
/// constraint constants change (`SceneLayoutEngine.relaidFrames`), else solves from scratch.
/// It keeps at most `capacity` layouts and `systemCapacity` systems; when full it starts again
/// empty.
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
  /// At most this many solver systems are kept (one per scene, device and bars).
  public static let systemCapacity = 32

  /// The storyboard the scenes come from.
  public let storyboard: Storyboard
  private var table: [Key: [String: Rect]] = [:]
  /// The system of each scene's last layout, by scene, device and bars: a new text moves it
  /// to the new intrinsic sizes (`SceneLayoutEngine.relaidFrames`).
  private var systems: [System: LayoutSystem] = [:]

  /// What a retained system is for.
  struct System: Hashable {
    let scene: String
    let device: Device
    let container: ContainerContext
  }
  /// How many layouts were solved, and how many were taken from the memo (for tests and the
  /// benchmark).
  public private(set) var solved = 0
  public private(set) var reused = 0
  /// How many of the `solved` layouts moved a kept system to new constants.
  public private(set) var moved = 0

  /// A memo for the scenes of a storyboard.
  public init(storyboard: Storyboard) {
    self.storyboard = storyboard
  }

  /// The exact frames of a scene's views by id, with these run-time values (off the pixel
  /// grid: the runtime puts them on it in window coordinates, `Simulator.viewsOnScreen(layout:)`).
  public func frames(
    of scene: Scene, device: Device, container: ContainerContext, values: [PropertyValue]
  ) -> [String: Rect] {
    let key = Key(scene: scene.id.value, device: device, container: container, values: values)
    if let frames = table[key] {
      reused += 1
      return frames
    }
    let place = System(scene: scene.id.value, device: device, container: container)
    var system = systems[place]
    let (frames, wasMoved) = SceneLayoutEngine.relaidFrames(
      scene, in: storyboard, device: device, container: container, values: values,
      retained: &system)
    solved += 1
    if wasMoved { moved += 1 }
    if table.count >= Self.capacity { table.removeAll(keepingCapacity: true) }
    table[key] = frames
    if systems[place] == nil, systems.count >= Self.systemCapacity { systems.removeAll() }
    systems[place] = system
    return frames
  }
}
