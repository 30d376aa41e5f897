#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Dispatch

/// Runs libyaml on a thread of its own and hands its events over in batches, so that a large
/// file is tokenized on one core while the caller composes nodes on another (docs/YAML.md,
/// "Large files").
///
/// One producer thread, one consumer (the caller of ``next()``), and a ring of
/// ``slotCount`` batches guarded by two semaphores: `filled` counts batches ready to read,
/// `free` counts slots ready to write. Each slot is touched by one side at a time, and the
/// semaphores order the writes before the reads.
///
/// The producer stops at the end of the stream, at the first error, at a scalar over the
/// limit, at a collection deeper than the limit (the composer refuses it at once), or when
/// the consumer gives up (``finish()``), so libyaml never runs far ahead of the limits. Its
/// last batch is marked as such; ``finish()`` reads up to it before joining the thread.
final class EventPipe: @unchecked Sendable {
  /// What the producer sends: an event, libyaml's error, or the mark that it stopped
  /// because the consumer gave up.
  private enum Item {
    case event(ParseEvent)
    case failure(YAMLError)
    case stopped
  }

  /// Some items, and whether they are the producer's last.
  private typealias Batch = (items: [Item], last: Bool)

  /// Events per batch.
  static let batchSize = 2048
  /// Batches in flight at most: the bound on what the producer parses ahead.
  static let slotCount = 8

  private let parser: LibYAMLParser
  private let limits: YAMLLimits
  private let slots = UnsafeMutablePointer<Batch>.allocate(capacity: slotCount)
  private let filled = DispatchSemaphore(value: 0)
  private let free = DispatchSemaphore(value: slotCount)
  /// Signalled once by the consumer when it stops reading before the end.
  private let cancelled = DispatchSemaphore(value: 0)
  private var thread = pthread_t()

  // Consumer state.
  private var current: [Item] = []
  private var position = 0
  private var read = 0
  private var producerDone = false
  private var finished = false

  /// Starts the producer thread; nil when no thread can be started (the caller then
  /// parses on its own thread).
  init?(_ input: UnsafeBufferPointer<UInt8>, limits: YAMLLimits) {
    parser = LibYAMLParser(input)
    self.limits = limits
    slots.initialize(repeating: ([], false), count: Self.slotCount)
    let context = Unmanaged.passRetained(self).toOpaque()
    let status = pthread_create(
      &thread, nil,
      { context in
        guard let context else { return nil }
        Unmanaged<EventPipe>.fromOpaque(context).takeRetainedValue().produce()
        return nil
      }, context)
    guard status == 0 else {
      Unmanaged<EventPipe>.fromOpaque(context).release()
      finished = true
      return nil
    }
  }

  deinit {
    slots.deinitialize(count: Self.slotCount)
    slots.deallocate()
  }

  /// The next event, in libyaml's order.
  ///
  /// - Throws: libyaml's error where it found it.
  func next() throws(YAMLError) -> ParseEvent {
    while position == current.count {
      // The producer stops at an item the composer refuses, so this is not reached.
      guard !producerDone else {
        throw YAMLError(.syntax, "the parser stopped before the end of the input", at: .start)
      }
      takeBatch()
    }
    let item = current[position]
    position += 1
    switch item {
    case .event(let event): return event
    case .failure(let error): throw error
    case .stopped: return .streamEnd
    }
  }

  /// Stops the producer if it is still running and waits for its thread to end. Call it
  /// once, when done reading (after the end of the stream, an error, or an early stop).
  func finish() {
    guard !finished else { return }
    finished = true
    cancelled.signal()
    while !producerDone { takeBatch() }
    current = []
    pthread_join(thread, nil)
  }

  /// Waits for the next batch and makes it the current one.
  private func takeBatch() {
    filled.wait()
    let slot = read % Self.slotCount
    (current, producerDone) = slots[slot]
    slots[slot] = ([], false)
    read += 1
    position = 0
    free.signal()
  }

  /// The producer's loop, on its own thread.
  private func produce() {
    var batch: [Item] = []
    batch.reserveCapacity(Self.batchSize)
    var written = 0
    var depth = 0
    func send(_ items: [Item], last: Bool) {
      free.wait()
      slots[written % Self.slotCount] = (items, last)
      written += 1
      filled.signal()
    }
    while true {
      let item: Item
      do {
        let event = try parser.nextEvent(maxScalarLength: limits.maxScalarLength)
        if case .collectionStart = event { depth += 1 }
        if case .collectionEnd = event { depth -= 1 }
        item = .event(event)
      } catch {
        item = .failure(error)
      }
      batch.append(item)
      if Self.ends(item, depth: depth, limits: limits) {
        send(batch, last: true)
        return
      }
      if batch.count == Self.batchSize {
        send(batch, last: false)
        batch = []
        batch.reserveCapacity(Self.batchSize)
        if cancelled.wait(timeout: .now()) == .success {
          send([.stopped], last: true)
          return
        }
      }
    }
  }

  /// Whether the producer stops after this item: the end of the stream, an error, a scalar
  /// over the limit, or a collection deeper than the limit.
  private static func ends(_ item: Item, depth: Int, limits: YAMLLimits) -> Bool {
    switch item {
    case .event(.streamEnd), .event(.scalarTooLong), .failure, .stopped: true
    case .event(.collectionStart): depth > limits.maxDepth
    case .event: false
    }
  }
}
