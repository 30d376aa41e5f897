/// An error while evaluating: a type mismatch, division by zero, an unknown reference,
/// a spent budget. `offset` is where, in the expression's or template's string, the node
/// at fault is written (see `Expression.offset`).
public struct EvaluationError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What is wrong: lower-case, no final period, names in single quotes.
  public var message: String
  /// A 0-based index in Unicode scalars.
  public var offset: Int

  /// Makes an error.
  public init(message: String, offset: Int) {
    self.message = message
    self.offset = offset
  }

  /// `offset N: message`.
  public var description: String { "offset \(offset): \(message)" }
}

/// How references are looked up; the runtime implements it.
///
/// `value(of:)` gets the whole dotted path (`["self", "characterInfo", "name"]`). An error
/// it throws reaches the caller with its message kept and its offset replaced by the
/// reference's offset, so the environment can leave the offset at 0.
public protocol EvaluationEnvironment {
  /// The value at `path`, or an error such as "unknown view 'nameLabl'".
  func value(of path: [String]) throws(EvaluationError) -> Value
}

/// An environment over named values; a path walks into records by field name.
///
/// A table row's template evaluates in `RecordEnvironment(row)`, where `{name}` is the
/// row's field `name`.
///
///     let env = RecordEnvironment(["row": ["name": "Alice"]])
///     // `row.name` is "Alice"; `row.age` is an error: "'row' has no field 'age'"
public struct RecordEnvironment: EvaluationEnvironment, Sendable {
  /// The top-level names.
  public var root: Value

  /// Makes an environment whose top-level names are the fields of `root`.
  public init(_ root: Value) { self.root = root }

  /// Walks `path` through records.
  public func value(of path: [String]) throws(EvaluationError) -> Value {
    var current = root
    for (index, name) in path.enumerated() {
      guard case .record = current, let next = current[field: name] else {
        let message: String
        if index == 0 {
          message = "unknown name \(SourceText.quoted(name))"
        } else {
          let parent = path[..<index].joined(separator: ".")
          message =
            if case .record = current {
              "\(SourceText.quoted(parent)) has no field \(SourceText.quoted(name))"
            } else {
              "\(SourceText.quoted(parent)) is \(current.typeDescription), not a record"
            }
        }
        throw EvaluationError(message: message, offset: 0)
      }
      current = next
    }
    return current
  }
}

/// The work one evaluation, or a group of them, may do.
///
/// Each node visited costs one step; each string made (by `+`, `text`, `format`, or a
/// template) costs its length in UTF-8 bytes of new text. Strings that references give cost
/// nothing until an operation reads them: every byte a string operation reads or writes
/// (`count`, `number`, `text`, `format`, `+`, templates, comparisons with `==`, `!=`, `<`,
/// `<=`, `>`, `>=`) costs one byte of work, so that 10,000 steps cannot each scan a megabyte.
/// Share one budget across the evaluations of one user action to bound the action.
public struct EvaluationBudget: Sendable, Hashable {
  /// Steps left.
  public var remainingSteps: Int
  /// UTF-8 bytes of new text left.
  public var remainingTextBytes: Int
  /// UTF-8 bytes of text that string operations may still read or write.
  public var remainingWorkBytes: Int
  /// The steps at the start, for messages.
  public let stepLimit: Int
  /// The bytes at the start, for messages.
  public let textByteLimit: Int
  /// The bytes of work at the start, for messages.
  public let workByteLimit: Int

  /// Makes a budget: by default 10,000 steps, 1 MiB of new text and 8 MiB of text work.
  public init(steps: Int = 10_000, textBytes: Int = 1 << 20, workBytes: Int = 8 << 20) {
    remainingSteps = steps
    remainingTextBytes = textBytes
    remainingWorkBytes = workBytes
    stepLimit = steps
    textByteLimit = textBytes
    workByteLimit = workBytes
  }

  mutating func spendStep(at offset: Int) throws(EvaluationError) {
    guard remainingSteps > 0 else {
      throw EvaluationError(
        message: "the evaluation needs more than \(stepLimit) steps", offset: offset)
    }
    remainingSteps -= 1
  }

  var textMessage: String { "the evaluation makes more than \(textByteLimit) bytes of text" }

  /// Spends `bytes` of new text, and as many of work (writing them).
  mutating func spendText(_ bytes: Int, at offset: Int) throws(EvaluationError) {
    guard bytes <= remainingTextBytes else {
      throw EvaluationError(message: textMessage, offset: offset)
    }
    try spendWork(bytes, at: offset)
    remainingTextBytes -= bytes
  }

  /// Spends `bytes` of work: text that an operation reads.
  mutating func spendWork(_ bytes: Int, at offset: Int) throws(EvaluationError) {
    guard bytes <= remainingWorkBytes else {
      throw EvaluationError(
        message: "the evaluation processes more than \(workByteLimit) bytes of text",
        offset: offset)
    }
    remainingWorkBytes -= bytes
  }

  /// Spends the work of comparing two values: the text in both.
  mutating func spendWork(comparing a: Value, _ b: Value, at offset: Int)
    throws(EvaluationError)
  {
    let bytes = a.workBytes(upTo: remainingWorkBytes)
    try spendWork(bytes, at: offset)
    try spendWork(b.workBytes(upTo: remainingWorkBytes), at: offset)
  }
}

extension Value {
  /// The UTF-8 bytes of the text in the value, plus one per item and field, counted no
  /// further than `limit + 1` (enough to know the limit is passed): what comparing or
  /// showing it costs.
  public func workBytes(upTo limit: Int) -> Int {
    switch self {
    case .string(let text): return text.utf8.count
    case .number, .bool, .null: return 0
    case .list(let items):
      var total = 0
      for item in items where total <= limit { total += 1 + item.workBytes(upTo: limit - total) }
      return total
    case .record(let fields):
      var total = 0
      for field in fields where total <= limit {
        total += 1 + field.name.utf8.count + field.value.workBytes(upTo: limit - total)
      }
      return total
    }
  }
}

extension Expression {
  /// Evaluates the expression, spending `budget`.
  ///
  ///     let e = try Expression.parse("format('%.2f', number(w) * number(l))")
  ///     var budget = EvaluationBudget()
  ///     let v = try e.evaluate(in: RecordEnvironment(["w": "3", "l": "4"]), budget: &budget)
  ///     print(v.displayText)
  ///     // Prints "12.00"
  ///
  /// - Throws: `EvaluationError` at the node at fault; the budget keeps what was spent.
  public func evaluate(
    in environment: some EvaluationEnvironment, budget: inout EvaluationBudget
  ) throws(EvaluationError) -> Value {
    var evaluator = Evaluator(environment: environment, budget: budget)
    defer { budget = evaluator.budget }
    return try evaluator.evaluate(self)
  }

  /// Evaluates the expression with a fresh `EvaluationBudget()`.
  public func evaluate(in environment: some EvaluationEnvironment) throws(EvaluationError)
    -> Value
  {
    var budget = EvaluationBudget()
    return try evaluate(in: environment, budget: &budget)
  }
}

extension Template {
  /// The text of the template: literals as they are, each hole's value as `text()` shows
  /// it. A hole whose value is a list or a record is an error.
  ///
  /// - Throws: `EvaluationError` with an offset inside the template's string.
  public func render(
    in environment: some EvaluationEnvironment, budget: inout EvaluationBudget
  ) throws(EvaluationError) -> String {
    var evaluator = Evaluator(environment: environment, budget: budget)
    defer { budget = evaluator.budget }
    var result = ""
    for part in parts {
      switch part {
      case .literal(let text):
        try evaluator.budget.spendText(text.utf8.count, at: 0)
        result += text
      case .expression(let expression):
        let value = try evaluator.evaluate(expression)
        guard let text = value.scalarText else {
          throw EvaluationError(
            message: EvaluationMessage.templateHole(value), offset: expression.startOffset)
        }
        try evaluator.budget.spendText(text.utf8.count, at: expression.startOffset)
        result += text
      }
    }
    return result
  }

  /// Renders the template with a fresh `EvaluationBudget()`.
  public func render(in environment: some EvaluationEnvironment) throws(EvaluationError)
    -> String
  {
    var budget = EvaluationBudget()
    return try render(in: environment, budget: &budget)
  }
}
