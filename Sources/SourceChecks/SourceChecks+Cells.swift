import Diagnostics
import SceneModel
import SourceScanner

extension SourceChecks {
  /// The outlets of a scene's prototype cells (table cells and collection view items, a cell
  /// XIB's among them) whose class the code declares: each is a property of that class, or
  /// UIKit raises NSUnknownKeyException when it loads the cell.
  static func checkCellOutlets(_ scene: Scene, index: SourceIndex) -> [Diagnostic] {
    var out: [Diagnostic] = []
    for view in scene.allViews {
      for cell in view.prototypes {
        guard let className = cell.className, !isFrameworkClass(className.value) else {
          continue
        }
        let key = index.key(for: className.value)
        guard index.contains(key) else { continue }
        for outlet in cell.outlets
        where index.outlet(named: outlet.property.value, of: key) == nil {
          out.append(
            .outletWithoutProperty(
              outlet.property.value,
              owner: "cell '\(cell.id?.value ?? className.value)' of scene '\(scene.id.value)'",
              className: key,
              suggestion: Suggestions.closest(
                to: outlet.property.value, in: index.outlets(of: key).map(\.name)),
              declared: declaration(key, index), at: outlet.property.location))
        }
      }
    }
    return out
  }
}
