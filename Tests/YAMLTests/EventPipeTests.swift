#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Testing

@testable import YAML

/// Large files are tokenized on a thread of their own (`EventPipe`); these tests load every
/// input both ways and expect the same tree, the same duplicate keys or the same error.
@Suite struct EventPipeTests {
  /// What loading gives, rendered: the tree and duplicate keys, or the error.
  static func outcome(_ bytes: [UInt8], limits: YAMLLimits, piped: Bool) -> String {
    bytes.withUnsafeBufferPointer { buffer in
      do {
        let document = try YAMLLoader.load(
          buffer, limits: limits, pipeFrom: piped ? 0 : Int.max)
        let duplicates = document.duplicateKeys.map { "\($0.key)@\($0.first)/\($0.duplicate)" }
        return render(document.root) + " dup " + duplicates.joined(separator: ",")
      } catch {
        return "error \(error)"
      }
    }
  }

  /// Expects the piped and the inline load of `text` to agree, and returns the outcome.
  @discardableResult
  static func agree(
    _ text: String, limits: YAMLLimits = .default,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> String {
    let bytes = Array(text.utf8)
    let inline = outcome(bytes, limits: limits, piped: false)
    let piped = outcome(bytes, limits: limits, piped: true)
    #expect(piped == inline, sourceLocation: sourceLocation)
    return piped
  }

  /// Many batches of events: anchors, aliases, merge keys, duplicate keys, every style.
  static let large: String = (0..<3000).map { i in
    """
    s\(i): &a\(i)
      id: "scene \(i)"
      text: |
        line \(i)
      list: [\(i), '\(i)', x\(i)]
      ref: \(i == 0 ? "none" : "*a0")
      <<: { extra: \(i) }
      id: again

    """
  }.joined()

  @Test func largeDocumentsMatch() {
    let outcome = Self.agree(Self.large)
    #expect(outcome.hasPrefix("{s0@1:1: {id@2:3: \"scene 0\"@2:7"))
    #expect(outcome.contains("dup id@2:3/8:3,"))
  }

  @Test func smallDocumentsMatch() {
    Self.agree("")
    Self.agree("a: 1\n")
    Self.agree("- [a, b]\n- {c: d}\n")
  }

  @Test func errorsNearTheEndMatch() {
    let syntax = Self.agree(Self.large + "bad: [unclosed\n")
    #expect(syntax.hasPrefix("error "))
    #expect(syntax.contains("[yaml-syntax]"))
    let alias = Self.agree(Self.large + "bad: *nowhere\n")
    #expect(alias.contains("[yaml-undefined-alias]"))
    let second = Self.agree(Self.large + "---\nmore: 1\n")
    #expect(second.contains("[yaml-multiple-documents]"))
  }

  /// The encoding is checked while libyaml already runs: its error still wins, with its
  /// exact place, over the error libyaml finds at the same byte.
  @Test func encodingErrorsWinOverLibyaml() {
    var bytes = Array(Self.large.utf8)
    bytes.insert(0xE9, at: bytes.count - 10)
    let inline = Self.outcome(bytes, limits: .default, piped: false)
    #expect(Self.outcome(bytes, limits: .default, piped: true) == inline)
    #expect(inline.contains("[yaml-invalid-utf8]"))
    var withNul = Array(Self.large.utf8)
    withNul.insert(0, at: 5)
    #expect(Self.outcome(withNul, limits: .default, piped: true).contains("[yaml-nul-byte]"))
  }

  @Test func limitsStopBothTheSame() {
    let deep = Self.agree(Self.large + "deep: " + String(repeating: "[", count: 200_000))
    #expect(deep.contains("[yaml-depth-limit]"))
    let long = Self.agree(Self.large, limits: YAMLLimits(maxScalarLength: 8))
    #expect(long.contains("[yaml-scalar-too-long]"))
    let nodes = Self.agree(Self.large, limits: YAMLLimits(maxNodes: 5_000))
    #expect(nodes.contains("[yaml-"))
  }

  /// An error found by the composer on the first events stops the producer, which is then
  /// far from the end: loading returns at once instead of parsing the rest.
  @Test func anEarlyComposerErrorStopsTheProducer() {
    let text = "first: !!nonsense 1\n" + Self.large
    let outcome = Self.agree(text)
    #expect(outcome.contains("[yaml-unsupported-tag]"))
  }

  @Test func everyShippedSceneFileMatches() throws {
    let root = String(#filePath.split(separator: "/").dropLast(3).joined(separator: "/"))
    var files: [String] = []
    for folder in ["Scenes", "Scenes/Broken", "Scenes/Flows", "Scenes/Data"] {
      guard let directory = opendir("/\(root)/\(folder)") else { continue }
      defer { closedir(directory) }
      while let entry = readdir(directory) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
          String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        if name.hasSuffix(".yaml") { files.append("/\(root)/\(folder)/\(name)") }
      }
    }
    #expect(files.count > 40)
    for path in files.sorted() {
      guard let file = fopen(path, "rb") else {
        Issue.record("cannot open \(path)")
        continue
      }
      var bytes: [UInt8] = []
      var chunk = [UInt8](repeating: 0, count: 4096)
      while case let count = fread(&chunk, 1, chunk.count, file), count > 0 {
        bytes += chunk[..<count]
      }
      fclose(file)
      let inline = Self.outcome(bytes, limits: .default, piped: false)
      #expect(Self.outcome(bytes, limits: .default, piped: true) == inline, "\(path)")
    }
  }
}
