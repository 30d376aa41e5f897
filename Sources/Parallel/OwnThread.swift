#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension Parallel {
  /// A thread of its own for one long task that runs beside the caller and is joined when
  /// the caller is done with it: libyaml's producer (`EventPipe`) and the scene reader of a
  /// large scene file (`ScenePreloader`). Unlike a worker of the shared pool, the thread ends
  /// with its task, so what the task sets for its thread (its scheduling priority) goes with
  /// it.
  ///
  ///     guard let thread = Parallel.OwnThread.start({ produce() }) else { return parseHere() }
  ///     consume()
  ///     thread.join()
  public struct OwnThread: Sendable {
    private let handle: pthread_t

    /// Linux's `SCHED_IDLE` scheduling policy (`<sched.h>`, not exported to Swift).
    private static let idlePolicy: Int32 = 5

    /// Starts `body` on a new thread; nil when the system cannot start one (the caller then
    /// does the work itself). With `atIdlePriority`, the thread runs at Linux's idle priority
    /// (`SCHED_IDLE`): only on what the cores' other threads leave (elsewhere, at the normal
    /// priority).
    public static func start(
      atIdlePriority: Bool = false, _ body: @escaping @Sendable () -> Void
    ) -> OwnThread? {
      final class Box: Sendable {
        let task: @Sendable () -> Void
        init(_ task: @escaping @Sendable () -> Void) { self.task = task }
      }
      var task = body
      if atIdlePriority {
        task = {
          lowerToIdlePriority()
          body()
        }
      }
      var handle = pthread_t()
      let context = Unmanaged.passRetained(Box(task)).toOpaque()
      let status = pthread_create(
        &handle, nil,
        { context in
          guard let context else { return nil }
          Heaps.prepareThread()
          Unmanaged<Box>.fromOpaque(context).takeRetainedValue().task()
          return nil
        }, context)
      guard status == 0 else {
        Unmanaged<Box>.fromOpaque(context).release()
        return nil
      }
      return OwnThread(handle: handle)
    }

    /// Puts the calling thread at Linux's idle priority (nothing elsewhere).
    private static func lowerToIdlePriority() {
      #if os(Linux)
        var parameters = sched_param()
        _ = pthread_setschedparam(pthread_self(), idlePolicy, &parameters)
      #endif
    }

    /// Waits for the thread's task to end; what the task wrote is then visible to the caller.
    /// Call it once.
    public func join() {
      pthread_join(handle, nil)
    }
  }
}
