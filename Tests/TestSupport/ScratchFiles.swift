import Foundation

/// Runs `body` with the path of a fresh temporary file holding `text`, removed afterwards.
public func withTemporaryFile<T>(
  _ text: String, suffix: String = ".yaml", _ body: (String) throws -> T
) throws -> T {
  let path = FileManager.default.temporaryDirectory
    .appendingPathComponent("scenectl-test-\(UInt32.random(in: 0...UInt32.max))\(suffix)").path
  defer { try? FileManager.default.removeItem(atPath: path) }
  try text.write(toFile: path, atomically: true, encoding: .utf8)
  return try body(path)
}

/// Runs `body` with the path of a fresh temporary folder, removed with what it holds
/// afterwards.
public func withTemporaryFolder<T>(_ body: (String) throws -> T) throws -> T {
  let path = FileManager.default.temporaryDirectory
    .appendingPathComponent("scenectl-test-\(UInt32.random(in: 0...UInt32.max))").path
  try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(atPath: path) }
  return try body(path)
}

/// Writes `bytes` to a scratch file named `name` in a folder of this process and returns its
/// path; the caller removes it.
public func temporaryFile(named name: String, _ bytes: [UInt8]) throws -> String {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("scenectl-tests-\(ProcessInfo.processInfo.processIdentifier)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  let url = folder.appendingPathComponent(name)
  try Data(bytes).write(to: url)
  return url.path
}

/// Writes `text` to `path`, making the folders it needs.
public func write(_ text: String, to path: String) throws {
  let folder = (path as NSString).deletingLastPathComponent
  if !folder.isEmpty {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  }
  try text.write(toFile: path, atomically: true, encoding: .utf8)
}
