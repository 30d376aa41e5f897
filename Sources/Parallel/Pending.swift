import Dispatch
import Synchronization

extension Parallel {
  /// Work in pieces started on another core at once, whose result is waited for only where
  /// it is needed, so that it runs while the caller does something else.
  ///
  ///     let total = Parallel.Pending(
  ///       plan: { (0..<4).map { piece in { piece * 10 } } }, combine: { $0.reduce(0, +) })
  ///     let parsed = parse(file)          // meanwhile, on this thread
  ///     print(total.value)
  ///     // Prints "60"
  ///
  /// One thread makes the plan (the pieces), then takes the pieces in order, so the work
  /// leaves the caller's core alone; a thread that asks for `value` before the work is done
  /// takes the pieces left, beside it. The thread that finishes the last piece combines the
  /// pieces' results, in piece order. `value` then gives the same result every time it is
  /// asked for, from any thread.
  public final class Pending<Piece: Sendable, Value: Sendable>: @unchecked Sendable {
    private let combine: @Sendable ([Piece]) -> Value
    /// The plan's pieces and a slot for each result; written once, before `planned` is
    /// left, and read only after it (or by the thread that wrote them).
    private var pieces: [@Sendable () -> Piece] = []
    private var slots = UnsafeMutablePointer<Piece>.allocate(capacity: 0)
    /// The next piece to take (past the count when all are taken).
    private let taken = Atomic<Int>(0)
    private let finishedPieces = Atomic<Int>(0)
    private let planned = DispatchGroup()
    private let combined = DispatchGroup()
    /// Written once, before `combined` is left; read only after waiting for it.
    private var result: Value?

    public init(
      plan: @escaping @Sendable () -> [@Sendable () -> Piece],
      combine: @escaping @Sendable ([Piece]) -> Value
    ) {
      self.combine = combine
      planned.enter()
      combined.enter()
      DispatchQueue.global().async {
        self.pieces = plan()
        self.slots.deallocate()
        self.slots = UnsafeMutablePointer<Piece>.allocate(capacity: self.pieces.count)
        self.planned.leave()
        if self.pieces.isEmpty {
          self.result = combine([])
          self.combined.leave()
        }
        self.takePieces()
      }
    }

    deinit {
      // Every piece was taken and finished: the threads that took them held `self`.
      slots.deinitialize(count: pieces.count)
      slots.deallocate()
    }

    /// The work's result: takes the pieces left, then waits for the others to finish.
    public var value: Value {
      planned.wait()
      takePieces()
      combined.wait()
      guard let result else { preconditionFailure("the work left its group without a result") }
      return result
    }

    private func takePieces() {
      let count = pieces.count
      while true {
        let index = taken.wrappingAdd(1, ordering: .relaxed).oldValue
        guard index < count else { return }
        (slots + index).initialize(to: pieces[index]())
        let finished = finishedPieces.wrappingAdd(1, ordering: .acquiringAndReleasing).newValue
        if finished == count {
          result = combine(Array(UnsafeBufferPointer(start: slots, count: count)))
          combined.leave()
        }
      }
    }
  }
}
