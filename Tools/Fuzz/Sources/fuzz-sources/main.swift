import SourceScanner

/// Bytes → the scanner as Swift and as Objective-C → the index and its lookups: never a
/// trap, a hang or unbounded memory on any input (issue 14, docs/Sources.md).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  var facts: [SourceFacts] = []
  for (language, file) in [(SourceLanguage.swift, "fuzz.swift"), (.objectiveC, "fuzz.m")] {
    if case .success(let scanned) = SourceScanner.scan(utf8: bytes, file: file, language: language)
    {
      facts.append(scanned)
    }
  }
  let index = SourceIndex(facts)
  for name in index.classNames.prefix(50) {
    _ = index.superclasses(of: name)
    _ = index.outlets(of: name)
    _ = index.actions(of: name)
    _ = index.identifierUses(in: name)
    for outlet in index.outlets(of: name, includingSuperclasses: false).prefix(8) {
      _ = index.outlet(named: outlet.name, of: name)
    }
    for action in index.actions(of: name, includingSuperclasses: false).prefix(8) {
      _ = index.hasAction(action.selector, of: name)
    }
  }
  precondition(index.identifierUseKeys.count == index.identifierUses.count)
  _ = SourceLanguage(path: String(decoding: Array(bytes.prefix(256)), as: UTF8.self))
  return 0
}
