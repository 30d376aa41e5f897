#if os(Linux) && canImport(Glibc)
  import CMalloc
  import Glibc
  import Synchronization
#endif

extension Parallel {
  /// How the process's threads get their memory: glibc's malloc, tuned for a short run that
  /// builds a large model at once (a 1,000-scene file touches some 25 MB).
  ///
  /// By default glibc grows its heaps a page at a time (a thread's heap by one `mprotect` per
  /// page), and each page the run touches costs a page fault. `prepareProcess()` has the heaps
  /// grow 32 MiB at a time and asks Linux for transparent huge pages there
  /// (`MADV_HUGEPAGE`), as glibc's own `glibc.malloc.top_pad` and `glibc.malloc.hugetlb=1`
  /// tunables do, which a program cannot set for itself: the faults of such a run fall from
  /// about 6,300 to about 1,200 (docs/Speed.md). It only asks: where Linux has no huge pages
  /// to give, or elsewhere than Linux with glibc, nothing changes, and nothing computed
  /// depends on it.
  ///
  ///     Parallel.Heaps.prepareProcess()  // first thing in `main`, before any thread starts
  public enum Heaps {
    /// How much more than asked each heap grows by.
    static let growth = 32 << 20
    /// The most blocks of 64 KiB `prepareProcess()` allocates to reach the main heap's end.
    static let maxProbes = 256

    #if os(Linux) && canImport(Glibc)
      /// The size and alignment of a thread's heap in glibc (`HEAP_MAX_SIZE` on 64-bit
      /// systems, twice the largest mmap threshold).
      private static let threadHeapSize = UInt(64 << 20)
      /// Linux's huge page size on x86-64 and arm64 with 4 KiB pages.
      private static let hugePageSize = UInt(2 << 20)
      /// The thread heaps already advised, by address; nil until `prepareProcess()`.
      private static let advised = Mutex<Set<UInt>?>(nil)
    #endif

    /// Tunes malloc for the process and advises the heap of the calling thread, the main
    /// thread's heap when called from `main`. Call it first thing in `main`, before any other
    /// thread starts; later threads are advised as they start their work (`prepareThread()`).
    ///
    /// - Returns: the addresses advised, if any.
    @discardableResult
    public static func prepareProcess() -> Range<UInt>? {
      #if os(Linux) && canImport(Glibc)
        guard mallopt(M_TOP_PAD, Int32(growth)) == 1 else { return nil }
        advised.withLock { $0 = [] }
        // The main heap lies below the program break. Grow it now, by allocating past its
        // end (in a new process, a block or two), and advise what it grew by.
        let before = UInt(bitPattern: sbrk(0))
        var blocks: [UnsafeMutableRawPointer] = []
        defer { blocks.forEach { free($0) } }
        while blocks.count < maxProbes, let block = malloc(64 << 10) {
          blocks.append(block)
          let now = UInt(bitPattern: sbrk(0))
          if now != before { return advise(from: before, to: now) }
          // Above the break, with the break unmoved: the heap of a thread other than main.
          if UInt(bitPattern: block) >= before { return adviseThreadHeap(holding: block) }
        }
        return nil
      #else
        return nil
      #endif
    }

    /// Advises the heap the calling thread's small blocks come from, once per heap, when the
    /// process was prepared; `OwnThread` and `map` call it as each of their threads starts its
    /// work. (In a long-lived process an arena may have grown a second heap, which a later
    /// call advises only if its small blocks come from there: a hint missed costs speed only.)
    static func prepareThread() {
      #if os(Linux) && canImport(Glibc)
        guard let probe = malloc(1) else { return }
        defer { free(probe) }
        adviseThreadHeap(holding: probe)
      #endif
    }

    #if os(Linux) && canImport(Glibc)
      /// Advises the thread's heap that holds `block` (a mapping of glibc's own, above the
      /// program break), once, when the process was prepared; memory below the break is the
      /// main heap's, and memory of a heap placed below it is left as it is.
      @discardableResult
      private static func adviseThreadHeap(holding block: UnsafeMutableRawPointer) -> Range<UInt>?
      {
        let heap = UInt(bitPattern: block) & ~(threadHeapSize - 1)
        guard heap >= UInt(bitPattern: sbrk(0)) else { return nil }
        let isNew = advised.withLock { $0?.insert(heap).inserted ?? false }
        return isNew ? advise(from: heap, to: heap + threadHeapSize) : nil
      }

      /// Asks for huge pages in the whole 2 MiB pages of `start..<end` (a hint: failure
      /// changes nothing), and gives the range asked for if Linux took it.
      @discardableResult
      private static func advise(from start: UInt, to end: UInt) -> Range<UInt>? {
        let first = (start + hugePageSize - 1) & ~(hugePageSize - 1)
        let last = end & ~(hugePageSize - 1)
        guard last > first, let address = UnsafeMutableRawPointer(bitPattern: first),
          madvise(address, Int(last - first), Int32(MADV_HUGEPAGE)) == 0
        else { return nil }
        return first..<last
      }
    #endif
  }
}
