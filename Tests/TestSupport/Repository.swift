import Foundation

// What several test targets share: the repository they run in and scratch files. What only
// one target needs stays in that target.

/// The repository's top folder, found from this file's path.
public let repositoryRoot: String = {
  var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
  parts.removeLast(3)  // Tests/TestSupport/Repository.swift
  return parts.joined(separator: "/")
}()

/// Every `*.yaml` file directly in a folder of the repository, sorted: paths relative to the
/// repository's top (`Scenes/Wonderland.yaml`), or `absolute` ones.
public func yamlFiles(in folder: String, absolute: Bool = false) -> [String] {
  let path = "\(repositoryRoot)/\(folder)"
  let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
  let shown = absolute ? path : folder
  return names.filter { $0.hasSuffix(".yaml") }.sorted().map { "\(shown)/\($0)" }
}
