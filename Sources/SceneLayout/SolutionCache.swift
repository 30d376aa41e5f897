import Dispatch
import SceneModel

/// Solutions of systems already solved, by their lowered constraints and view count: scenes
/// built alike (same views, intrinsic sizes and constraints, up to names) are solved once.
///
/// One cache serves all the runs of a storyboard (`LayoutRuns`), on any thread. A lock guards
/// the table, and each key's digest is computed before the lock is taken. Two runs that miss
/// the same key at once both solve it and get the same solutions, so the output does not
/// depend on which of them stores first.
final class SolutionCache: @unchecked Sendable {
  /// What determines a group's solutions.
  struct Key: Hashable {
    /// How many views the solution has a frame for: a view that no constraint names adds
    /// variables but no constraint, so two scenes with the same constraints and a different
    /// number of views must not share a solution.
    let viewCount: Int
    let constraints: [Pending]
    let devices: [Device]
    let context: ContainerContext
    let titleView: Int?
    /// A hash of the constraints' count and of each one's relation, priority, constant and
    /// number of terms, and of the rest: what the table hashes, so that a lookup under the
    /// lock costs one integer and, on a match, the full comparison.
    let digest: Int

    init(
      viewCount: Int, constraints: [Pending], devices: [Device], context: ContainerContext,
      titleView: Int?
    ) {
      self.viewCount = viewCount
      self.constraints = constraints
      self.devices = devices
      self.context = context
      self.titleView = titleView
      var hasher = Hasher()
      hasher.combine(viewCount)
      hasher.combine(constraints.count)
      for pending in constraints {
        hasher.combine(pending.relation)
        hasher.combine(pending.priority)
        hasher.combine(pending.expression.constant)
        hasher.combine(pending.expression.terms.count)
      }
      hasher.combine(devices.count)
      hasher.combine(context)
      hasher.combine(titleView)
      digest = hasher.finalize()
    }

    static func == (a: Key, b: Key) -> Bool {
      a.digest == b.digest && a.viewCount == b.viewCount && a.constraints == b.constraints
        && a.devices == b.devices
        && a.context == b.context && a.titleView == b.titleView
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(digest)
    }
  }

  /// At most this many systems are kept.
  static let capacity = 4096

  private let lock = DispatchSemaphore(value: 1)
  private var table: [Key: [Solution]] = [:]

  /// The solutions stored for a key, if any.
  func solutions(for key: Key) -> [Solution]? {
    lock.wait()
    defer { lock.signal() }
    return table[key]
  }

  /// Stores a key's solutions, unless the cache is full.
  func store(_ value: [Solution], for key: Key) {
    lock.wait()
    defer { lock.signal() }
    guard table.count < Self.capacity else { return }
    table[key] = value
  }
}
