#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Parallel
import Testing

/// `Parallel.OwnThread`: the task runs on another thread, and `join()` returns after it with
/// its writes visible; at idle priority too (Linux), where a busy machine only delays it.
@Suite struct OwnThreadTests {
  @Test(arguments: [false, true])
  func theTaskRunsAndJoinSeesItsWrites(atIdlePriority: Bool) throws {
    final class Shared: @unchecked Sendable {
      var total = 0
      var onCaller = true
    }
    let shared = Shared()
    let caller = pthread_self()
    let thread = try #require(
      Parallel.OwnThread.start(atIdlePriority: atIdlePriority) {
        for i in 1...1_000 { shared.total += i }
        shared.onCaller = pthread_equal(pthread_self(), caller) != 0
      })
    thread.join()
    #expect(shared.total == 500_500)
    #expect(!shared.onCaller)
  }
}
