import SceneSyntax

/// An environment where every path resolves, so evaluation goes deep.
struct FuzzEnvironment: EvaluationEnvironment {
  func value(of path: [String]) throws(EvaluationError) -> Value {
    switch path.last?.count ?? 0 {
    case 0: .null
    case 1: .number(Double(path.count))
    case 2: .string(path.joined(separator: "."))
    case 3: .bool(path.count % 2 == 0)
    default: .list([.number(1), .string("x")])
    }
  }
}

/// Expression and template text → parse → static checks → bounded evaluation.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  if let expression = try? Expression.parse(text) {
    _ = expression.references
    _ = expression.formatProblems
    _ = try? expression.evaluate(in: FuzzEnvironment())
  }
  if let template = try? Template.parse(text) {
    _ = template.formatProblems
    _ = try? template.render(in: FuzzEnvironment())
  }
  return 0
}
