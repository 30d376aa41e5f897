/// UIKit's engine gives no view a negative size: where the file's required constraints would
/// need one, Auto Layout logs "Unable to simultaneously satisfy constraints", breaks one and
/// lays the screen out without it (docs/Layout.md §6, "Which constraint UIKit breaks").
///
/// A system is solved as the file writes it, and its conflicts, ambiguity and negative sizes
/// are what the checks report. Only when a view gets a negative size is it solved again with
/// every size floored at zero (`Lowering.floorsSizes`), and the frames are those: the
/// constraint left out is the last added of the set that needs the negative size
/// (`Lowering.entryOrder()`).
enum SizeFloors {
  /// `solution`, or its frames laid out again with no negative size when it has one; the
  /// frames the file's constraints gave are kept in `Solution.unfloored` for the checks.
  static func applied(_ solution: Solution, lowering: Lowering, measured: [Int]) -> Solution {
    guard !solution.exhausted, hasNegativeSize(solution, lowering.tree) else { return solution }
    var floored = lowering
    floored.floorsSizes = true
    let system = LayoutSystem(floored, constraints: floored.constraints(), device: solution.device)
    let settled = ViewSafeAreas.settled(system.solution(), lowering: floored, views: measured)
    guard !settled.exhausted else { return solution }
    var out = solution
    out.frames = settled.frames
    out.unfloored = solution.frames
    return out
  }

  /// Whether a view the constraints place gets a width or height below zero (by more than
  /// the checks' tolerance).
  static func hasNegativeSize(_ solution: Solution, _ tree: LayoutTree) -> Bool {
    solution.frames.indices.contains { i in
      !tree.isBarPlaced[i]
        && (solution.frames[i].width < -LayoutChecks.tolerance
          || solution.frames[i].height < -LayoutChecks.tolerance)
    }
  }
}
