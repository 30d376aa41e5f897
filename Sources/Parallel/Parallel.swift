import Dispatch

/// Runs independent pieces of work on the machine's cores and hands their results back in a
/// fixed order, so nothing a caller prints or computes depends on scheduling.
///
///     let sums = Parallel.map(4) { chunk in (chunk * 10..<(chunk + 1) * 10).reduce(0, +) }
///     print(sums)
///     // Prints "[45, 145, 245, 345]"
///
/// Each piece writes only its own result slot, and the slots are read after all pieces have
/// finished, which is why the pieces need no locks. The pieces must not share mutable state.
public enum Parallel {
  /// The results of `body(0)`, `body(1)`, ... `body(count - 1)`, run concurrently, in index
  /// order. A count below 2 runs on the calling thread.
  public static func map<Result: Sendable>(
    _ count: Int, _ body: @Sendable (Int) -> Result
  ) -> [Result] {
    guard count > 1 else { return (0..<max(count, 0)).map(body) }
    let slots = Slots<Result>(count: count)
    defer { slots.release() }
    DispatchQueue.concurrentPerform(iterations: count) { index in
      Heaps.prepareThread()
      slots.base.advanced(by: index).initialize(to: body(index))
    }
    return Array(UnsafeBufferPointer(start: slots.base, count: count))
  }

  /// The ranges that split `0..<count` into `parts` consecutive runs of near-equal size.
  public static func chunks(_ count: Int, parts: Int) -> [Range<Int>] {
    let parts = max(1, min(parts, count))
    return (0..<parts).map { (count * $0 / parts)..<(count * ($0 + 1) / parts) }
  }

  /// Memory for `count` results, each initialized by exactly one piece.
  private struct Slots<Element>: @unchecked Sendable {
    let base: UnsafeMutablePointer<Element>
    let count: Int

    init(count: Int) {
      base = UnsafeMutablePointer<Element>.allocate(capacity: count)
      self.count = count
    }

    /// Deinitializes the results (all initialized once `concurrentPerform` returns).
    func release() {
      base.deinitialize(count: count)
      base.deallocate()
    }
  }
}
