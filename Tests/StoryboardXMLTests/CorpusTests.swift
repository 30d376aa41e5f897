import Foundation
@testable import StoryboardXML
import Testing
import TextPosition

/// The 25 real storyboards of `../shared/storyboards` (relative to the repository root),
/// when that folder exists; they are never copied into the repository.
enum Corpus {
  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("shared/storyboards")

  static let exists: Bool = {
    let found = FileManager.default.fileExists(atPath: folder.path)
    if !found { print("note: \(folder.path) is absent; the storyboard corpus tests are skipped") }
    return found
  }()

  /// Every element of each file, counted by Python's `xml.etree` (which agrees).
  static let elementCounts: [String: Int] = [
    "AdamMc331__FoodTracker__Main.storyboard": 134,
    "Apress__Beginning-iPhone-Development-with-Swift-5__PageControllerApp-Main.storyboard": 44,
    "Apress__Beginning-iPhone-Development-with-Swift-5__SplitViewApp-Main.storyboard": 96,
    "Apress__Beginning-iPhone-Development-with-Swift-5__TabBarApp-Main.storyboard": 46,
    "Ranchero-Software__NetNewsWire__Main.storyboard": 456,
    "Ranchero-Software__NetNewsWire__Settings.storyboard": 693,
    "WooRaZil-Boy__Raywenderlich_iOS__Geotify-Main.storyboard": 235,
    "appium__ios-uicatalog__Main_iPad.storyboard": 1926,
    "appium__ios-uicatalog__Main_iPhone.storyboard": 1613,
    "artsy__eidolon__Auction.storyboard": 653,
    "artsy__eidolon__Fulfillment.storyboard": 1644,
    "bqlin__Apple-Sample-Code__AVAE.storyboard": 822,
    "bqlin__Apple-Sample-Code__AdaptiveStoryboard-Main.storyboard": 308,
    "bqlin__Apple-Sample-Code__CustomPresentation.storyboard": 128,
    "bqlin__Apple-Sample-Code__CustomTransitions-Main.storyboard": 219,
    "bryceco__GoMap__MainStoryboard.storyboard": 661,
    "bryceco__GoMap__POI.storyboard": 1639,
    "freddy5566__cs193p-2017-fall-demo-and-solutions__EmojiArt-Main.storyboard": 294,
    "kodecocodes__RWDevCon-App__Main.storyboard": 318,
    "mkramar7__iOS_Programming_BigNerdRanch7_Projects__LootLogger-Main.storyboard": 190,
    "mkramar7__iOS_Programming_BigNerdRanch7_Projects__Mandala-Main.storyboard": 95,
    "mkramar7__iOS_Programming_BigNerdRanch7_Projects__Photorama-Main.storyboard": 153,
    "ryanyangtw__The-iOS-Apprentice-MyLocations__Main.storyboard": 372,
    "ryanyangtw__The-iOS-Apprentice-StoreSearch__Main.storyboard": 333,
    "tadija__cs193p-matchismo__MainStoryboard.storyboard": 427,
  ]

  static func bytes(_ name: String) throws -> [UInt8] {
    Array(try Data(contentsOf: folder.appendingPathComponent(name)))
  }
}

@Suite(.enabled(if: Corpus.exists, "needs ../shared/storyboards"))
struct CorpusTests {
  @Test func theFolderHoldsTheExpectedFiles() throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: Corpus.folder.path)
      .filter { $0.hasSuffix(".storyboard") }
    #expect(Set(names) == Set(Corpus.elementCounts.keys))
    #expect(Corpus.elementCounts.values.reduce(0, +) == 13_499)
  }

  @Test(arguments: Corpus.elementCounts.keys.sorted())
  func parses(_ name: String) throws {
    let bytes = try Corpus.bytes(name)
    let root = try StoryboardXML.parse(bytes, file: name).get()
    #expect(root.name == "document")
    #expect(root["type"] == "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB")
    #expect(root["targetRuntime"]?.hasPrefix("iOS.CocoaTouch") == true)
    #expect(root.elementCount == Corpus.elementCounts[name])
    #expect(root.children(named: "scenes").count == 1)
    try expectPositionsPointAtTheirNames(root, in: bytes)
  }

  /// Every element's position is where its `<name` is written, and every attribute's is
  /// where its `name=` is: the columns are checked against the text itself.
  private func expectPositionsPointAtTheirNames(_ root: IBElement, in bytes: [UInt8]) throws {
    let text = String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n")
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
      Array(String($0).unicodeScalars)
    }
    func written(at position: TextPosition, _ expected: String) -> Bool {
      guard position.line <= lines.count else { return false }
      let line = lines[position.line - 1].dropFirst(position.column - 1)
      return line.starts(with: expected.unicodeScalars)
    }
    var pending = [root]
    var wrong: [String] = []
    while let element = pending.popLast() {
      if !written(at: element.position, "<" + element.name) {
        wrong.append("<\(element.name)> at \(element.position)")
      }
      for attribute in element.attributes where !written(at: attribute.position, attribute.name) {
        wrong.append("\(attribute.name) at \(attribute.position)")
      }
      pending.append(contentsOf: element.children)
    }
    #expect(wrong.isEmpty, "\(wrong.prefix(5))")
  }
}
