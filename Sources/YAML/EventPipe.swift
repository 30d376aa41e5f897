internal import CYAML
import Dispatch
import Parallel

/// Runs libyaml on a thread of its own and hands its raw events over in batches, so that a
/// large file is tokenized on one core while the caller turns the events into nodes on
/// another (docs/YAML.md, "Large files").
///
/// The producer thread only calls `yaml_parser_parse`; the consumer (the caller of
/// ``next()``) copies each event's strings out. The producer frees a slot's events when it
/// reuses the slot, so that libyaml's memory is freed by the thread that allocated it
/// (freeing it on the other thread made both threads wait on malloc's lock). A ring of
/// ``slotCount``
/// batches is guarded by two semaphores: `filled` counts batches ready to read, `free`
/// counts slots ready to write. Each slot is touched by one side at a time, and the
/// semaphores order the writes before the reads.
///
/// The producer stops at the end of the stream, at libyaml's first error, at a scalar over
/// the limit, at a collection deeper than the limit (the composer refuses it at once), or
/// when the consumer gives up (``finish()``), so libyaml never runs far ahead of the
/// limits. Its last batch is marked as such; ``finish()`` reads up to it, joins the thread
/// and frees the events left in the slots.
final class EventPipe: @unchecked Sendable {
  /// A batch: how many events it holds, whether it is the producer's last, and the error
  /// libyaml reported after those events, if any.
  private struct Batch {
    var count = 0
    var last = false
    var error: YAMLError?
  }

  /// Events per batch.
  static let batchSize = 2048
  /// Batches in flight at most: the bound on what the producer parses ahead.
  static let slotCount = 8

  private let parser: LibYAMLParser
  private let limits: YAMLLimits
  /// `slotCount` runs of `batchSize` events.
  private let events = UnsafeMutablePointer<yaml_event_t>.allocate(
    capacity: slotCount * batchSize)
  private let batches = UnsafeMutablePointer<Batch>.allocate(capacity: slotCount)
  private let filled = DispatchSemaphore(value: 0)
  private let free = DispatchSemaphore(value: slotCount)
  /// Signalled once by the consumer when it stops reading before the end.
  private let cancelled = DispatchSemaphore(value: 0)
  private var thread: Parallel.OwnThread?

  // The consumer's state: the batch being read and the position in it.
  private var slot = 0
  private var current = Batch()
  private var position = 0
  private var read = 0
  private var holdsBatch = false
  private var finished = false

  /// Starts the producer thread; nil when no thread can be started (the caller then
  /// parses on its own thread).
  init?(_ input: UnsafeBufferPointer<UInt8>, limits: YAMLLimits) {
    parser = LibYAMLParser(input)
    self.limits = limits
    batches.initialize(repeating: Batch(), count: Self.slotCount)
    thread = Parallel.OwnThread.start { [self] in produce() }
    guard thread != nil else {
      finished = true
      return nil
    }
  }

  deinit {
    batches.deinitialize(count: Self.slotCount)
    batches.deallocate()
    events.deallocate()
  }

  /// The next event, in libyaml's order.
  ///
  /// - Throws: libyaml's error where it found it.
  func next() throws(YAMLError) -> ParseEvent {
    while !holdsBatch || position == current.count {
      if holdsBatch {
        if let error = current.error { throw error }
        // The producer stops at an event the composer refuses, so this is not reached.
        guard !current.last else {
          throw YAMLError(.syntax, "the parser stopped before the end of the input", at: .start)
        }
        releaseBatch()
      }
      takeBatch()
    }
    let event = events + (slot * Self.batchSize + position)
    position += 1
    return LibYAMLParser.parseEvent(event, maxScalarLength: limits.maxScalarLength)
  }

  /// Stops the producer if it is still running, waits for the thread to end and frees the
  /// events left in the slots. Call it once, when done reading (after the end of the
  /// stream, an error, or an early stop).
  func finish() {
    guard !finished else { return }
    finished = true
    cancelled.signal()
    while true {
      if !holdsBatch { takeBatch() }
      let last = current.last
      releaseBatch()
      if last { break }
    }
    thread?.join()
    for slot in 0..<Self.slotCount {
      Self.delete(events + slot * Self.batchSize, count: batches[slot].count)
      batches[slot] = Batch()
    }
  }

  /// Frees `count` events.
  private static func delete(_ events: UnsafeMutablePointer<yaml_event_t>, count: Int) {
    for i in 0..<count { yaml_event_delete(events + i) }
  }

  /// Waits for the next batch and makes it the current one.
  private func takeBatch() {
    filled.wait()
    slot = read % Self.slotCount
    current = batches[slot]
    read += 1
    position = 0
    holdsBatch = true
  }

  /// Gives the current batch's slot back to the producer.
  private func releaseBatch() {
    holdsBatch = false
    free.signal()
  }

  /// The producer's loop, on its own thread.
  private func produce() {
    var written = 0
    var depth = 0
    while true {
      free.wait()
      let slot = written % Self.slotCount
      let base = events + slot * Self.batchSize
      Self.delete(base, count: batches[slot].count)
      var batch = Batch()
      while batch.count < Self.batchSize, !batch.last {
        let event = base + batch.count
        do {
          try parser.parse(into: event)
        } catch {
          batch.error = error
          batch.last = true
          break
        }
        batch.count += 1
        switch event.pointee.type {
        case YAML_STREAM_END_EVENT:
          batch.last = true
        case YAML_SCALAR_EVENT:
          batch.last = Int(event.pointee.data.scalar.length) > limits.maxScalarLength
        case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
          depth += 1
          batch.last = depth > limits.maxDepth
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
          depth -= 1
        default:
          break
        }
      }
      if !batch.last, cancelled.wait(timeout: .now()) == .success { batch.last = true }
      batches[slot] = batch
      written += 1
      filled.signal()
      if batch.last { return }
    }
  }
}
