import SceneSyntax

/// Constraint strings → parse. A syntax error is the expected outcome.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  _ = try? ConstraintSyntax.parse(text)
  return 0
}
