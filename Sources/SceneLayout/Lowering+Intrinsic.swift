import Constraints
import SceneModel

extension Lowering {
  /// Content hugging (`size <= intrinsic`) and compression resistance (`size >= intrinsic`)
  /// on each axis where the view has an intrinsic size, but for a view that keeps its frame:
  /// its size is already fixed, and the two constraints would only add error variables
  /// (10,000 framed buttons made every addition merge into an objective of 40,000 terms).
  func intrinsicConstraints() -> [Pending] {
    var out: [Pending] = []
    let stackBias = StackLowering.tieBreakingBias(tree)
    for (i, size) in tree.intrinsic.enumerated() where !tree.isBarPlaced[i] && !keepsFrame(i) {
      let declaredHugging = tree.views[i].contentHugging
      let declaredResistance = tree.views[i].compressionResistance
      let axes: [(Double?, Double?, Double?)] = [
        (size.width, declaredHugging?.horizontal, declaredResistance?.horizontal),
        (size.height, declaredHugging?.vertical, declaredResistance?.vertical),
      ]
      for (axis, (intrinsic, hugging, resistance)) in axes.enumerated() {
        guard let intrinsic else { continue }
        let variable = self.variable(i, 2 + axis)
        let expression = Expression([Term(variable)], constant: -intrinsic)
        let bias = stackBias[i].axis == axis ? stackBias[i].bias : 1
        out.append(
          Pending(
            expression: expression, relation: .lessOrEqual,
            priority: hugging ?? IntrinsicSize.defaultHugging(tree.views[i].type.value),
            bias: bias,
            origin: .intrinsic(i)))
        out.append(
          Pending(
            expression: expression, relation: .greaterOrEqual,
            priority: resistance ?? IntrinsicSize.defaultCompressionResistance, bias: bias,
            origin: .intrinsic(i)))
      }
    }
    return out
  }
}

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
