import Dispatch
import Synchronization

extension Parallel {
  /// Work in pieces started on another core at once, whose result is waited for only where
  /// it is needed, so that it runs while the caller does something else.
  ///
  ///     let total = Parallel.Pending(pieces: 4, piece: { $0 * 10 }, combine: { $0.reduce(0, +) })
  ///     let parsed = parse(file)          // meanwhile, on this thread
  ///     print(total.value)
  ///     // Prints "60"
  ///
  /// One thread takes the pieces in order, so the work leaves the caller's core alone; a
  /// thread that asks for `value` before the work is done takes the pieces left, beside it.
  /// The thread that finishes the last piece combines the pieces' results, in piece order.
  /// `value` then gives the same result every time it is asked for, from any thread.
  public final class Pending<Piece: Sendable, Value: Sendable>: @unchecked Sendable {
    private let count: Int
    private let piece: @Sendable (Int) -> Piece
    private let combine: @Sendable ([Piece]) -> Value
    /// Each slot is written once, by the thread that took its piece.
    private let slots: UnsafeMutablePointer<Piece>
    /// The next piece to take (past `count` when all are taken).
    private let taken = Atomic<Int>(0)
    private let finishedPieces = Atomic<Int>(0)
    private let combined = DispatchGroup()
    /// Written once, before `combined` is left; read only after waiting for it.
    private var result: Value?

    public init(
      pieces: Int, piece: @escaping @Sendable (Int) -> Piece,
      combine: @escaping @Sendable ([Piece]) -> Value
    ) {
      count = max(0, pieces)
      self.piece = piece
      self.combine = combine
      slots = UnsafeMutablePointer<Piece>.allocate(capacity: count)
      combined.enter()
      guard count > 0 else {
        result = combine([])
        combined.leave()
        return
      }
      DispatchQueue.global().async { self.takePieces() }
    }

    deinit {
      // Every piece was taken and finished: the threads that took them held `self`.
      slots.deinitialize(count: count)
      slots.deallocate()
    }

    /// The work's result: takes the pieces left, then waits for the others to finish.
    public var value: Value {
      takePieces()
      combined.wait()
      guard let result else { preconditionFailure("the work left its group without a result") }
      return result
    }

    private func takePieces() {
      while true {
        let index = taken.wrappingAdd(1, ordering: .relaxed).oldValue
        guard index < count else { return }
        (slots + index).initialize(to: piece(index))
        let finished = finishedPieces.wrappingAdd(1, ordering: .acquiringAndReleasing).newValue
        if finished == count {
          result = combine(Array(UnsafeBufferPointer(start: slots, count: count)))
          combined.leave()
        }
      }
    }
  }
}
