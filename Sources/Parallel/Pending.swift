import Dispatch

extension Parallel {
  /// Work started on another core at once, whose result is waited for only where it is
  /// needed, so that it runs while the caller does something else.
  ///
  ///     let total = Parallel.Pending { (1...1_000).reduce(0, +) }
  ///     let parsed = parse(file)          // meanwhile, on this thread
  ///     print(total.value)
  ///     // Prints "500500"
  ///
  /// `value` blocks until the work has finished, then gives the same result every time it
  /// is asked for, from any thread.
  public final class Pending<Value: Sendable>: @unchecked Sendable {
    private let finished = DispatchGroup()
    /// Written once, by the work, before `finished` is left; read only after waiting for it.
    private var result: Value?

    public init(_ work: @escaping @Sendable () -> Value) {
      finished.enter()
      DispatchQueue.global().async {
        self.result = work()
        self.finished.leave()
      }
    }

    /// The work's result, once it has finished.
    public var value: Value {
      finished.wait()
      guard let result else { preconditionFailure("the work left its group without a result") }
      return result
    }
  }
}
