import Foundation
import IBDocument
import StoryboardMerge
import Testing

/// Every corpus storyboard merged with itself edited twice: OURS changes the first
/// constraint's constant, THEIRS the last one's, and the merge is the file with both edits,
/// byte for byte (the rest kept as read). Files with fewer than two constants are left out.
@Suite struct MergeCorpusTests {
  @Test func twoEditsOfEveryCorpusFileMergeToBothEditsByteForByte() throws {
    guard !IBDocumentTests.corpus.isEmpty else {
      print("note: ../shared/storyboards and ../shared/storyboards-wide are absent; skipped")
      return
    }
    var merged = 0
    var failed: [String] = []
    for path in IBDocumentTests.corpus {
      let text = try String(contentsOfFile: path, encoding: .utf8)
      let marker = " constant=\""
      let parts = text.components(separatedBy: marker)
      guard parts.count >= 3 else { continue }
      func edited(first: Bool, last: Bool) -> String {
        var pieces = parts
        if first, let quote = pieces[1].firstIndex(of: "\"") {
          pieces[1] = "1234" + pieces[1][quote...]
        }
        if last, let quote = pieces[pieces.count - 1].firstIndex(of: "\"") {
          pieces[pieces.count - 1] = "4321" + pieces[pieces.count - 1][quote...]
        }
        return pieces.joined(separator: marker)
      }
      let names = StoryboardMerge.Names(base: "base", ours: "ours", theirs: "theirs")
      let (base, ours, theirs) = try StoryboardMerge.read(
        base: Array(text.utf8), ours: Array(edited(first: true, last: false).utf8),
        theirs: Array(edited(first: false, last: true).utf8), names: names)
      let outcome = StoryboardMerge.merge(base: base, ours: ours, theirs: theirs, names: names)
      let expected = Array(edited(first: true, last: true).utf8)
      if !outcome.conflicts.isEmpty || outcome.merged.bytes() != expected {
        failed.append(path)
      }
      merged += 1
    }
    #expect(failed.isEmpty)
    #expect(merged >= 100)
  }

  /// THEIRS moves the last scene to the front, OURS changes the first constraint's constant:
  /// the merge is the file with both, byte for byte (THEIRS' order, OURS' constant). Before
  /// order merged as a sequence, OURS' change of one scene lost THEIRS' order of them all.
  @Test func aSceneMovedOnOneSideAndAConstantChangedOnTheOtherMergeInEveryCorpusFile() throws {
    guard !IBDocumentTests.corpus.isEmpty else { return }
    var merged = 0
    var failed: [String] = []
    for path in IBDocumentTests.corpus {
      let text = try String(contentsOfFile: path, encoding: .utf8)
      guard let ours = Self.firstConstantChanged(text), let theirs = Self.lastSceneFirst(text),
        let expected = Self.lastSceneFirst(ours)
      else { continue }
      let names = StoryboardMerge.Names(base: "base", ours: "ours", theirs: "theirs")
      let (b, o, t) = try StoryboardMerge.read(
        base: Array(text.utf8), ours: Array(ours.utf8), theirs: Array(theirs.utf8), names: names)
      let outcome = StoryboardMerge.merge(base: b, ours: o, theirs: t, names: names)
      if !outcome.conflicts.isEmpty || outcome.merged.bytes() != Array(expected.utf8) {
        failed.append(path)
      }
      merged += 1
    }
    #expect(failed.isEmpty, "\(failed)")
    #expect(merged >= 100)
  }

  /// The text with its first constraint constant set to 1234; nil without one.
  static func firstConstantChanged(_ text: String) -> String? {
    guard let marker = text.range(of: " constant=\""),
      let quote = text[marker.upperBound...].firstIndex(of: "\"")
    else { return nil }
    return String(text[..<marker.upperBound]) + "1234" + String(text[quote...])
  }

  /// The text with its last scene (and the comment and indentation before it) moved to the
  /// front of `<scenes>`; nil with fewer than two scenes.
  static func lastSceneFirst(_ text: String) -> String? {
    let end = "</scene>"
    guard let scenes = text.range(of: "<scenes>"),
      let last = text.range(of: end, options: .backwards),
      let previous = text.range(
        of: end, options: .backwards, range: text.startIndex..<last.lowerBound),
      previous.lowerBound > scenes.upperBound
    else { return nil }
    let block = text[previous.upperBound..<last.upperBound]
    return String(text[..<scenes.upperBound]) + block
      + text[scenes.upperBound..<previous.upperBound] + text[last.upperBound...]
  }
}
