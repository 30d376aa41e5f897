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
        // A picker's height is the device's (`pickerHeight(on:)`), not one number.
        let expression =
          axis == 1 && isPicker(i)
          ? Expression([Term(variable), Term(pickerHeight, -1)])
          : Expression([Term(variable)], constant: -intrinsic)
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

  /// The height of a picker view and of a date picker's wheels: 216 points, as Interface
  /// Builder draws them upright; 162 on a phone on its side (a compact height), where UIKit
  /// gives its wheels less room (xDrip's date picker in a stack, stored 162 high on its 844 x
  /// 390 landscape canvas, where its picker view on a 320 x 600 freeform canvas keeps 216).
  static func pickerHeight(on device: Device) -> Double {
    device.idiom == .phone && device.verticalClass == .compact
      ? compactPickerHeight : uprightPickerHeight
  }

  /// A picker's height upright: its type's intrinsic height (`ViewType.traits`).
  static let uprightPickerHeight = 216.0
  /// A picker's height in a compact height.
  static let compactPickerHeight = 162.0

  /// Whether view `i` is a picker view or a date picker that shows its wheels
  /// (`ControlMetrics.isCompactDatePicker`) and measures as one: its type's own size, not
  /// one the file gives.
  func isPicker(_ i: Int) -> Bool {
    // The type first, read in place: binding the view copies it.
    guard [.pickerView, .datePicker].contains(tree.views[i].type.value) else { return false }
    let view = tree.views[i]
    guard view.intrinsicSize == nil else { return false }
    let values = tree.values[i]
    return view.type.value == .pickerView
      || !ControlMetrics.isCompactDatePicker(
        style: values.string("style"), mode: values.string("mode"), ios: tree.ios)
  }
}
