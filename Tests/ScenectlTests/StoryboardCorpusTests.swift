import Foundation
import SceneModel
import ScenectlCommands
import StoryboardImport
import TestSupport
import Testing

/// The 25 real storyboards of `../shared/storyboards`, read where they lie (never copied):
/// each imports the same way every time with pinned figures, validates with pinned counts,
/// launches, and performs every segue a tap on its first screen reaches (buttons, bar items,
/// static cells and views with a tap gesture). Skipped, with a
/// note, when the folder is absent.
@Suite struct StoryboardCorpusTests {
  static let folder = "\(repositoryRoot)/../shared/storyboards"

  /// Per file: carried scenes, views, segues, outlets, actions, constraints; the same kinds in
  /// the file (the import's census); not carried; guessed unwind declarations; then
  /// `validate`'s errors and warnings. docs/Storyboards.md explains each file's diagnostics.
  static let figures: [String: [Int]] = [
    "AdamMc331__FoodTracker__Main": [4, 7, 5, 10, 2, 6, 4, 7, 5, 10, 2, 6, 0, 1, 0, 0],
    "Apress__Beginning-iPhone-Development-with-Swift-5__PageControllerApp-Main": [
      4, 0, 0, 0, 0, 0, 4, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    ],
    "Apress__Beginning-iPhone-Development-with-Swift-5__SplitViewApp-Main": [
      5, 2, 5, 3, 0, 3, 5, 2, 5, 3, 0, 3, 0, 0, 0, 0,
    ],
    "Apress__Beginning-iPhone-Development-with-Swift-5__TabBarApp-Main": [
      3, 0, 2, 0, 0, 0, 3, 0, 2, 0, 0, 0, 0, 0, 0, 0,
    ],
    "Ranchero-Software__NetNewsWire__Main": [
      6, 21, 3, 36, 10, 78, 6, 21, 3, 36, 10, 78, 0, 0, 1, 2,
    ],
    "Ranchero-Software__NetNewsWire__Settings": [
      6, 43, 1, 29, 10, 81, 6, 43, 1, 29, 10, 81, 0, 0, 8, 0,
    ],
    "WooRaZil-Boy__Raywenderlich_iOS__Geotify-Main": [
      5, 11, 6, 13, 6, 27, 5, 11, 6, 13, 6, 27, 0, 1, 0, 0,
    ],
    "appium__ios-uicatalog__Main_iPad": [
      45, 95, 45, 82, 0, 143, 45, 95, 45, 83, 0, 143, 2, 0, 0, 0,
    ],
    "appium__ios-uicatalog__Main_iPhone": [
      25, 95, 24, 83, 0, 145, 25, 95, 24, 83, 0, 145, 1, 0, 0, 0,
    ],
    "artsy__eidolon__Auction": [12, 56, 11, 20, 21, 54, 12, 56, 11, 20, 21, 54, 0, 0, 1, 19],
    "artsy__eidolon__Fulfillment": [
      20, 149, 25, 88, 30, 280, 20, 149, 25, 88, 30, 280, 0, 0, 0, 12,
    ],
    "bqlin__Apple-Sample-Code__AVAE": [7, 68, 6, 38, 14, 227, 7, 68, 6, 38, 14, 227, 0, 0, 0, 0],
    "bqlin__Apple-Sample-Code__AdaptiveStoryboard-Main": [
      10, 11, 10, 11, 3, 30, 10, 11, 10, 11, 3, 30, 0, 0, 0, 0,
    ],
    "bqlin__Apple-Sample-Code__CustomPresentation": [
      4, 7, 3, 1, 3, 15, 4, 7, 4, 1, 3, 15, 1, 1, 0, 1,
    ],
    // Its 320 x 480 canvas (an upright iPhone 4s) is regular height (issue 30, item 6): the
    // sheet it presents can be swiped down there, so no dead-end-presentation warning.
    "bqlin__Apple-Sample-Code__CustomTransitions-Main": [
      8, 12, 7, 2, 0, 0, 8, 12, 7, 2, 0, 0, 0, 0, 0, 0,
    ],
    "bryceco__GoMap__MainStoryboard": [9, 47, 8, 41, 13, 143, 9, 47, 8, 41, 13, 145, 2, 0, 2, 4],
    "bryceco__GoMap__POI": [13, 98, 15, 93, 38, 304, 13, 98, 15, 93, 38, 304, 1, 0, 0, 0],
    "freddy5566__cs193p-2017-fall-demo-and-solutions__EmojiArt-Main": [
      5, 26, 5, 19, 4, 35, 5, 26, 5, 19, 4, 35, 1, 1, 0, 0,
    ],
    "kodecocodes__RWDevCon-App__Main": [7, 21, 7, 19, 5, 43, 7, 21, 7, 19, 5, 47, 1, 0, 0, 0],
    "mkramar7__iOS_Programming_BigNerdRanch7_Projects__LootLogger-Main": [
      3, 17, 2, 14, 3, 18, 3, 17, 2, 16, 3, 18, 1, 0, 0, 0,
    ],
    "mkramar7__iOS_Programming_BigNerdRanch7_Projects__Mandala-Main": [
      2, 6, 1, 4, 2, 16, 2, 6, 1, 4, 2, 16, 0, 0, 0, 0,
    ],
    "mkramar7__iOS_Programming_BigNerdRanch7_Projects__Photorama-Main": [
      5, 6, 4, 8, 3, 15, 5, 6, 4, 8, 3, 15, 0, 0, 0, 0,
    ],
    "ryanyangtw__The-iOS-Apprentice-MyLocations__Main": [
      8, 28, 10, 30, 5, 0, 8, 28, 10, 30, 5, 0, 0, 1, 0, 1,
    ],
    "ryanyangtw__The-iOS-Apprentice-StoreSearch__Main": [
      6, 18, 6, 18, 4, 45, 6, 18, 6, 18, 4, 45, 0, 0, 0, 0,
    ],
    "tadija__cs193p-matchismo__MainStoryboard": [
      5, 22, 4, 23, 12, 87, 5, 22, 4, 23, 12, 87, 0, 0, 0, 0,
    ],
  ]

  /// The corpus files, or nil (with a note) when the folder is not beside the repository.
  static func files() -> [String]? {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
      print("note: \(folder) is absent; the storyboard corpus tests are skipped")
      return nil
    }
    return names.filter { $0.hasSuffix(".storyboard") }.sorted()
  }

  static func bytes(_ name: String) -> [UInt8] {
    Array((try? Data(contentsOf: URL(fileURLWithPath: "\(folder)/\(name)"))) ?? Data())
  }

  @Test func everyFileImportsTheSameWayWithItsPinnedFigures() throws {
    guard let files = Self.files() else { return }
    #expect(files.count == Self.figures.count)
    for name in files {
      let bytes = Self.bytes(name)
      guard case .imported(let first) = StoryboardImport.read(bytes, file: name),
        case .imported(let second) = StoryboardImport.read(bytes, file: name)
      else {
        Issue.record("\(name) did not import")
        continue
      }
      #expect(first.yaml == second.yaml, "\(name) imports differently twice")
      let base = String(name.dropLast(".storyboard".count))
      let report = scenectl("validate", "\(Self.folder)/\(name)", "--format", "json").stdout
      let counts = try JSONSerialization.jsonObject(with: Data(report.utf8)) as? [String: Any]
      let figures =
        first.carried.rows.map(\.count) + first.inFile.rows.map(\.count)
        + [first.notCarried.count, first.guessedUnwinds.count]
        + [counts?["errors"] as? Int ?? -1, counts?["warnings"] as? Int ?? -1]
      #expect(figures == Self.figures[base], "\(base)")
    }
  }

  @Test func everyFileLaunchesAndEveryTapOnItsFirstScreenPerformsItsSegues() throws {
    guard let files = Self.files() else { return }
    var failures: [String] = []
    var taps: [String] = []
    for name in files {
      let path = "\(Self.folder)/\(name)"
      // Some of the corpus has true layout errors: the taps are tried anyway.
      let launch = scenectl("simulate", path, "--format", "json", "--allow-errors").stdout
      guard let state = try JSONSerialization.jsonObject(with: Data(launch.utf8)) as? [String: Any],
        state["ok"] as? Bool == true, let views = state["views"] as? [String: [String: Any]]
      else {
        failures.append("\(name): launch failed")
        continue
      }
      guard let model = StoryboardImport.load(Self.bytes(name), file: name).result.storyboard else {
        continue
      }
      for (id, view) in views.sorted(by: { $0.key < $1.key }) {
        guard let sceneID = view["scene"] as? String, let scene = model.scene(sceneID),
          scene.segues.contains(where: { $0.from?.value == id && $0.kind.value != .unwind }),
          view["coveredBy"] == nil,
          ["button", "barItem", "tableViewCell"].contains(view["type"] as? String ?? "")
            || scene.view(id)?.gestures.contains(where: {
              $0.kind.value == .tap && $0.tapCount == 1 && $0.segue != nil
            }) == true
        else { continue }
        taps.append("\(name.prefix(12)) \(id)")
        let tap = scenectl("simulate", path, "--tap", id, "--format", "json", "--allow-errors")
          .stdout
        let result = try JSONSerialization.jsonObject(with: Data(tap.utf8)) as? [String: Any]
        if result?["ok"] as? Bool != true {
          failures.append("\(name): tap \(id): \(result?["error"] as? String ?? tap)")
        }
      }
    }
    #expect(failures == [])
    // FoodTracker add, Geotify add and bookmarks, CustomPresentation about and profile,
    // GoMap display, search, settings and upload, RWDevCon map and title view (a tap gesture),
    // MyLocations tag; and the
    // static cells of UICatalog's first screen (18 on iPad, 18 on iPhone) and of
    // CustomTransitions' (6).
    #expect(taps.count == 54, "\(taps)")
  }

  /// A flow per file (`Tests/CorpusFlows`, written by `Tools/corpus-flows.py` and reviewed)
  /// taps through its main navigation: each scene explore reaches, and back to the first
  /// screen by `back` or by swiping a sheet down, as far as the storyboard holds the way.
  ///
  /// Four storyboards have true layout errors that `validate` reports (views Interface
  /// Builder leaves ambiguous, resolved at run time by their frames, and one conflict), so
  /// `test` refuses them; the tour runs them anyway (`--allow-errors`) and every step still
  /// passes, while those four flows fail on their storyboard's errors.
  @Test func aFlowPerFileToursItsMainNavigation() throws {
    guard let files = Self.files() else { return }
    let output = scenectl("test", "Tests/CorpusFlows", "--root", "..", "--allow-errors")
    #expect(output.status == .problemsFound)
    let refused = output.stdout.split(separator: "\n").filter { $0.hasPrefix("FAIL ") }.map {
      $0.split(separator: " ")[1]
    }
    #expect(
      refused == [
        "Tests/CorpusFlows/Ranchero-Software__NetNewsWire__Main.yaml",
        "Tests/CorpusFlows/Ranchero-Software__NetNewsWire__Settings.yaml",
        "Tests/CorpusFlows/artsy__eidolon__Auction.yaml",
        "Tests/CorpusFlows/bryceco__GoMap__MainStoryboard.yaml",
      ])
    let steps = output.stdout.split(separator: "\n").filter { $0.hasPrefix("  ") }
    #expect(steps.allSatisfy { $0.hasPrefix("  ok ") }, "\(output.stdout)")
    #expect(output.stdout.hasSuffix("\(files.count - 4) passed, 4 failed\n"))
    let expectations = output.stdout.split(separator: "\n").filter { $0.contains(". expect: top") }
    #expect(expectations.count == 75)
  }
}
