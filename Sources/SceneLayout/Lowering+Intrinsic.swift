import Constraints

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
        let bias = axis == 0 ? stackBias[i].horizontal : stackBias[i].vertical
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
