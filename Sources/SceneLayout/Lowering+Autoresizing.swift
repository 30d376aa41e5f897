import SceneModel

extension Lowering {
  /// For view `i`'s frame edges (left, top, width, height): how much of each point its
  /// superview grows the edge takes (`Autoresizing.shares`), and the superview's size along
  /// that axis the frame was written for; nil for an edge that stays. The written size is
  /// `superviewSize:`, else the superview's own `frame:` size; without either (or without
  /// flags) nothing resizes.
  func autoresizing(_ i: Int, _ frame: Rect) -> [(share: Double, room: Double)?] {
    let view = tree.views[i]
    let flags = Set(view.autoresizing.map(\.value))
    let parent = tree.parent[i]
    let written =
      view.superviewSize?.value
      ?? (parent >= 0
        ? tree.views[parent].frame.map {
          FreeView.Size(width: $0.value.width, height: $0.value.height)
        } : nil)
    guard !flags.isEmpty, let room = written else { return [nil, nil, nil, nil] }
    let across = Autoresizing.shares(
      start: frame.x, size: frame.width, room: room.width,
      flexible: (
        flags.contains(.flexibleLeftMargin), flags.contains(.flexibleWidth),
        flags.contains(.flexibleRightMargin)
      ))
    let down = Autoresizing.shares(
      start: frame.y, size: frame.height, room: room.height,
      flexible: (
        flags.contains(.flexibleTopMargin), flags.contains(.flexibleHeight),
        flags.contains(.flexibleBottomMargin)
      ))
    return [
      (across.start, room.width), (down.start, room.height), (across.size, room.width),
      (down.size, room.height),
    ]
  }
}
