#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Parallel
import Testing

/// `Parallel.Heaps`: on Linux, the heap of the thread that prepares the process, the heaps of
/// the threads `Parallel.map` runs on and the heap of a thread of its own (`OwnThread`) are
/// marked for transparent huge pages (`hg` among the mapping's `VmFlags` in
/// `/proc/self/smaps`).
@Suite struct HeapsTests {
  @Test func theCallersHeapAndTheWorkersHeapsAskForHugePages() throws {
    #if os(Linux)
      guard access("/sys/kernel/mm/transparent_hugepage/enabled", F_OK) == 0 else {
        print("note: this kernel has no transparent huge pages; Parallel.Heaps asks nothing")
        return
      }
      // From `main`, the main thread's heap; here, the heap of the test's thread.
      let main = try #require(Parallel.Heaps.prepareProcess())
      #expect(main.count >= 2 << 20)
      #expect(flags(at: main.lowerBound).contains("hg"))
      // Each worker takes a small block, as `prepareThread()` did just before the piece ran
      // (the same one, from the thread's cache), and keeps it cached: the heap it lies in
      // was advised, where it is a thread's heap (above the program break). In a long-lived
      // process an arena may have several heaps; the one its small blocks come from is the
      // one advised.
      let probes = Parallel.map(8) { _ -> UInt in
        guard let probe = malloc(1) else { return 0 }
        free(probe)
        return UInt(bitPattern: probe)
      }
      #expect(!probes.contains(0))
      // A thread of its own starts with a heap of its own (a new arena while there are
      // fewer than glibc's limit), advised before its task runs.
      final class Probe: @unchecked Sendable { var address: UInt = 0 }
      let own = Probe()
      let thread = try #require(
        Parallel.OwnThread.start {
          guard let probe = malloc(1) else { return }
          free(probe)
          own.address = UInt(bitPattern: probe)
        })
      thread.join()
      #expect(own.address != 0)
      let brk = UInt(bitPattern: sbrk(0))
      for probe in probes + [own.address] where probe >= brk {
        #expect(flags(at: probe).contains("hg"), "the heap of the block at \(probe)")
      }
    #endif
  }

  /// The `VmFlags` of the mapping of `/proc/self/smaps` that holds `address` (empty when
  /// none does).
  private func flags(at address: UInt) -> [Substring] {
    guard let file = fopen("/proc/self/smaps", "r") else { return [] }
    defer { fclose(file) }
    var line: UnsafeMutablePointer<CChar>?
    var capacity = 0
    defer { free(line) }
    var inside = false
    while getline(&line, &capacity, file) > 0, let line {
      let text = String(cString: line)
      let fields = text.split(separator: " ")
      if let range = fields.first, range.contains("-"), !text.hasPrefix("VmFlags") {
        let bounds = range.split(separator: "-").compactMap { UInt($0, radix: 16) }
        inside = bounds.count == 2 && bounds[0] <= address && address < bounds[1]
      } else if inside, text.hasPrefix("VmFlags:") {
        return fields.dropFirst().map { $0.hasSuffix("\n") ? $0.dropLast() : $0 }
      }
    }
    return []
  }
}
