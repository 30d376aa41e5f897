import TextPosition

internal import CYAML

/// Owns a libyaml parser and its current event, and translates what libyaml reports
/// (events, marks, errors) into Swift values.
///
/// libyaml's marks are 0-based; ``sourceMark(_:)`` is the one place that adds 1.
/// The input buffer must outlive the parser.
final class LibYAMLParser {
  private let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
  /// The event that the last ``next()`` parsed; valid until the next call.
  let event = UnsafeMutablePointer<yaml_event_t>.allocate(capacity: 1)
  private let input: UnsafeBufferPointer<UInt8>
  /// libyaml asserts a non-null input, which an empty buffer may lack.
  private let placeholder = UnsafeMutablePointer<UInt8>.allocate(capacity: 1)
  /// `false` when libyaml could not allocate its buffers; ``next()`` then throws.
  private let initialized: Bool

  init(_ input: UnsafeBufferPointer<UInt8>) {
    self.input = input
    event.initialize(to: yaml_event_t())
    initialized = yaml_parser_initialize(parser) != 0
    guard initialized else { return }
    let base = input.baseAddress ?? UnsafePointer(placeholder)
    yaml_parser_set_input_string(parser, base, input.count)
  }

  deinit {
    yaml_event_delete(event)
    if initialized { yaml_parser_delete(parser) }
    event.deallocate()
    parser.deallocate()
    placeholder.deallocate()
  }

  /// Frees the current event and parses the next one into ``event``.
  func next() throws(YAMLError) {
    yaml_event_delete(event)
    try parse(into: event)
  }

  /// Parses the next event into `target`, which the caller frees with `yaml_event_delete`
  /// (on any thread). Nothing is allocated in `target` when this throws.
  func parse(into target: UnsafeMutablePointer<yaml_event_t>) throws(YAMLError) {
    guard initialized else { throw .outOfMemory(at: .start) }
    guard yaml_parser_parse(parser, target) != 0 else { throw currentError() }
  }

  /// The 1-based mark of a 0-based libyaml mark: the only conversion in the module.
  static func sourceMark(_ mark: yaml_mark_t) -> TextPosition {
    TextPosition(line: Int(mark.line) + 1, column: Int(mark.column) + 1)
  }

  /// The error libyaml reports, located, with its context as a note and a hint for tabs or
  /// indentation.
  private func currentError() -> YAMLError {
    let state = parser.pointee
    let problem = state.problem.map { String(cString: $0) } ?? "libyaml failed"
    switch state.error {
    case YAML_MEMORY_ERROR:
      return .outOfMemory(at: Self.sourceMark(state.mark))
    case YAML_READER_ERROR:
      // The UTF-8 checks run first, so this is a fallback: a byte offset, located.
      let mark = InputCheck.mark(atOffset: state.problem_offset, in: input)
      return YAMLError(.syntax, problem, at: mark)
    default:
      let mark = Self.sourceMark(state.problem_mark)
      let note = state.context.map { (String(cString: $0), Self.sourceMark(state.context_mark)) }
      let message =
        isTab(at: mark) || problem.contains("tab character")
        ? problem + YAMLError.tabHint
        : problem + IndentationHint.hint(for: problem, line: mark.line, in: input)
      return YAMLError(.syntax, message, at: mark, note: note)
    }
  }

  private func isTab(at mark: TextPosition) -> Bool {
    guard let offset = InputCheck.offset(of: mark, in: input) else { return false }
    return input[offset] == 0x09
  }
}

/// A libyaml event, with its strings copied out.
enum ParseEvent {
  case documentStart(TextPosition)
  case streamEnd
  case other
  case scalar(Node.Scalar, tag: String?, anchor: String?, mark: TextPosition)
  case scalarTooLong(length: Int, mark: TextPosition)
  case alias(String, mark: TextPosition)
  case collectionStart(isMapping: Bool, tag: String?, anchor: String?, mark: TextPosition)
  case collectionEnd
}

extension LibYAMLParser {
  /// Parses the next event and copies out what the loader needs. A scalar longer than
  /// `maxScalarLength` is reported without copying its text.
  func nextEvent(maxScalarLength: Int) throws(YAMLError) -> ParseEvent {
    try next()
    return Self.parseEvent(event, maxScalarLength: maxScalarLength)
  }

  /// What the loader needs of a libyaml event, with its strings copied out. The event is read
  /// in place: it is about a hundred bytes, which a copy per event would move.
  static func parseEvent(_ event: UnsafePointer<yaml_event_t>, maxScalarLength: Int) -> ParseEvent {
    let mark = Self.sourceMark(event.pointee.start_mark)
    switch event.pointee.type {
    case YAML_SCALAR_EVENT:
      let data = event.pointee.data.scalar
      let length = Int(data.length)
      guard length <= maxScalarLength else { return .scalarTooLong(length: length, mark: mark) }
      let text = String(
        decoding: UnsafeBufferPointer(start: data.value, count: length), as: UTF8.self)
      let scalar = Node.Scalar(text: text, style: Self.style(data.style))
      return .scalar(
        scalar, tag: Self.string(data.tag), anchor: Self.string(data.anchor), mark: mark)
    case YAML_SEQUENCE_START_EVENT:
      let data = event.pointee.data.sequence_start
      return .collectionStart(
        isMapping: false, tag: Self.string(data.tag), anchor: Self.string(data.anchor), mark: mark)
    case YAML_MAPPING_START_EVENT:
      let data = event.pointee.data.mapping_start
      return .collectionStart(
        isMapping: true, tag: Self.string(data.tag), anchor: Self.string(data.anchor), mark: mark)
    case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
      return .collectionEnd
    case YAML_ALIAS_EVENT:
      return .alias(Self.string(event.pointee.data.alias.anchor) ?? "", mark: mark)
    case YAML_DOCUMENT_START_EVENT:
      return .documentStart(mark)
    case YAML_STREAM_END_EVENT:
      return .streamEnd
    default:
      return .other
    }
  }

  /// Whether the current event ends the stream.
  var isStreamEnd: Bool { event.pointee.type == YAML_STREAM_END_EVENT }

  private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
    pointer.map { String(cString: $0) }
  }

  private static func style(_ style: yaml_scalar_style_t) -> ScalarStyle {
    switch style {
    case YAML_SINGLE_QUOTED_SCALAR_STYLE: .singleQuoted
    case YAML_DOUBLE_QUOTED_SCALAR_STYLE: .doubleQuoted
    case YAML_LITERAL_SCALAR_STYLE: .literal
    case YAML_FOLDED_SCALAR_STYLE: .folded
    default: .plain
    }
  }
}
