/// A stack whose top run of elements is handed over as an array by moving them, not copying.
///
/// The composer keeps the finished children of every open collection on one such stack, each
/// collection's from where it started: a collection's array is then allocated once, at its
/// size, when it ends, instead of growing by reallocation as its children arrive, and no
/// child is retained or released on the way.
final class RunStack<Element> {
  private var base: UnsafeMutablePointer<Element>
  private var capacity: Int
  /// How many elements the stack holds.
  private(set) var count = 0

  init(capacity: Int = 64) {
    self.capacity = max(1, capacity)
    base = UnsafeMutablePointer<Element>.allocate(capacity: self.capacity)
  }

  deinit {
    base.deinitialize(count: count)
    base.deallocate()
  }

  /// Pushes an element (always inlined, as `popRun`: the composer's element types are then
  /// known where the code runs, and no generic array allocation is looked up at run time).
  @inline(__always)
  func push(_ element: consuming Element) {
    if count == capacity { grow() }
    (base + count).initialize(to: consume element)
    count += 1
  }

  /// Moves the elements from `start` (an earlier `count`) to the top out into an array, in
  /// order; the stack keeps those below.
  @inline(__always)
  func popRun(from start: Int) -> [Element] {
    let length = count - start
    guard length > 0 else { return [] }
    // Reserved, then appended to: `Array(unsafeUninitializedCapacity:)` looks the storage
    // type up at run time, which costs more than the appends.
    var run: [Element] = []
    run.reserveCapacity(length)
    for i in start..<count { run.append((base + i).move()) }
    count = start
    return run
  }

  /// Doubles the capacity, moving the elements.
  private func grow() {
    let bigger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
    bigger.moveInitialize(from: base, count: count)
    base.deallocate()
    base = bigger
    capacity *= 2
  }
}
