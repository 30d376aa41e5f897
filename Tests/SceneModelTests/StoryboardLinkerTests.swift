import Diagnostics
import Testing

@testable import SceneModel

/// `StoryboardLinker` on files held in memory: what a reference brings in, how ids that are
/// taken are renamed, references to references, and the bound on the files read.
@Suite struct StoryboardLinkerTests {
  /// Links `main` (`dir/Main.yaml`) against `files` (path to YAML); returns the scene ids,
  /// each with where its segues lead, and the diagnostics as `file:line:col: message` lines.
  func link(_ main: String, _ files: [String: String], at file: String = "dir/Main.yaml")
    throws -> (scenes: [String], diagnostics: [String], reads: [String])
  {
    let loaded = try #require(StoryboardLoader.load(Array(main.utf8), file: file).storyboard)
    var reads: [String] = []
    let linked = StoryboardLinker.link(loaded) { path in
      reads.append(path)
      guard let text = files[path] else { return .unreadable("No such file or directory") }
      let other = StoryboardLoader.load(Array(text.utf8), file: path)
      return .loaded(other.storyboard, other.connections, other.diagnostics)
    }
    let scenes = linked.storyboard.scenes.map { scene in
      ([scene.id.value] + scene.segues.flatMap { $0.to.map { "→ \($0.value)" } })
        .joined(separator: " ")
    }
    let diagnostics = linked.diagnostics.map {
      "\($0.location?.description ?? "-"): \($0.message) [\($0.code)]"
    }
    return (scenes, diagnostics, reads)
  }

  static let main = """
    format: 1
    storyboard: Main
    initial: home
    scenes:
      home:
        kind: viewController
        segues:
          - { kind: modal, to: settings }
          - { kind: modal, to: profile }
      settings:
        kind: viewController
        reference: { storyboard: Settings.yaml }
      profile:
        kind: viewController
        reference: { storyboard: Settings.yaml, scene: ProfileID }
    """

  static let settings = """
    format: 1
    storyboard: Settings
    initial: settings
    scenes:
      settings:
        kind: navigationController
        segues: [ { kind: relationship, relationship: rootViewController, to: home } ]
      home:
        kind: viewController
        segues: [ { kind: push, to: detail } ]
      detail:
        kind: viewController
      profileCard:
        kind: viewController
        storyboardIdentifier: ProfileID
      unused:
        kind: viewController
    """

  @Test func referencesBringInWhatTheirScenesReach() throws {
    let result = try link(Self.main, ["dir/Settings.yaml": Self.settings])
    // 'settings' stands for the other file's initial scene, which takes its id; that
    // file's 'home' is taken, so it is 'Settings_home'; 'unused' is reached by nothing.
    #expect(
      result.scenes == [
        "home → settings → profileCard", "settings → Settings_home",
        "Settings_home → detail", "detail", "profileCard",
      ])
    #expect(result.diagnostics == [])
    #expect(result.reads == ["dir/Settings.yaml"])
  }

  /// A file named by a path with `..` in it is linked as by its plain path.
  @Test func theFileMayBeNamedAnyWay() throws {
    let result = try link(
      Self.main, ["dir/Settings.yaml": Self.settings], at: "other/../dir/./Main.yaml")
    #expect(result.scenes.first == "home → settings → profileCard")
    #expect(result.scenes.count == 5)
    #expect(result.reads == ["dir/Settings.yaml"])
  }

  @Test func referencesThatCannotBeFollowedStayAndSayWhy() throws {
    let main = Self.main.replacingOccurrences(of: "scene: ProfileID", with: "scene: ProfileId")
      .replacingOccurrences(of: "storyboard: Settings.yaml }", with: "storyboard: Setings.yaml }")
    let result = try link(main, ["dir/Settings.yaml": Self.settings])
    #expect(
      result.scenes == ["home → settings → profile", "settings", "profile"])
    #expect(
      result.diagnostics == [
        "dir/Main.yaml:12:30: storyboard reference 'settings' (the initial scene of "
          + "Setings.yaml) cannot be followed, and the app crashes when a segue leads there: "
          + "'Setings.yaml' cannot be read from this file's folder (No such file or directory); "
          + "give the path of the storyboard or scene file, relative to this file "
          + "[reference-unresolved]",
        "dir/Main.yaml:15:52: storyboard reference 'profile' (scene 'ProfileId' of "
          + "Settings.yaml) cannot be followed, and the app crashes when a segue leads there: "
          + "'Settings.yaml' has no scene or storyboard identifier 'ProfileId'; did you "
          + "mean 'ProfileID'? [reference-unresolved]",
      ])
  }

  /// A reference to a scene that is itself a reference, in a third file, and one back into
  /// the first file: each leads to the scene at the end.
  @Test func referencesToReferences() throws {
    let a = """
      format: 1
      storyboard: A
      initial: start
      scenes:
        start:
          kind: viewController
          segues: [ { kind: modal, to: toB } ]
        toB:
          kind: viewController
          reference: { storyboard: sub/B.yaml }
      """
    let b = """
      format: 1
      storyboard: B
      initial: toC
      scenes:
        toC:
          kind: viewController
          reference: { storyboard: C.yaml, scene: end }
      """
    let c = """
      format: 1
      storyboard: C
      initial: end
      scenes:
        end:
          kind: viewController
          segues: [ { kind: modal, to: back } ]
        back:
          kind: viewController
          reference: { storyboard: ../Main.yaml, scene: start }
      """
    let result = try link(a, ["dir/sub/B.yaml": b, "dir/sub/C.yaml": c])
    #expect(result.scenes == ["start → end", "end → start"])
    #expect(result.diagnostics == [])
    // `../Main.yaml` from `dir/sub` is this file: it is not read again.
    #expect(result.reads == ["dir/sub/B.yaml", "dir/sub/C.yaml"])
  }

  /// References that lead back round without reaching a scene stay, each with a warning.
  @Test func referencesInACircleStay() throws {
    let main = """
      format: 1
      storyboard: Main
      initial: me
      scenes:
        me:
          kind: viewController
          reference: { storyboard: Main.yaml }
        there:
          kind: viewController
          reference: { storyboard: Other.yaml }
      """
    let other = """
      format: 1
      storyboard: Other
      initial: back
      scenes:
        back:
          kind: viewController
          reference: { storyboard: Main.yaml, scene: there }
      """
    let result = try link(main, ["dir/Other.yaml": other])
    // Other.yaml's reference was taken before its circle showed; it stays, not followed.
    #expect(result.scenes == ["me", "there", "back"])
    let endless =
      "cannot be followed, and the app crashes when a segue leads there: its references lead "
      + "back round to it without reaching a scene; name a scene that is not a reference "
      + "[reference-unresolved]"
    #expect(
      result.diagnostics == [
        // The initial scene: the app cannot launch from this file.
        "dir/Main.yaml:7:30: the initial scene 'me' is a storyboard reference whose references"
          + " lead back round to it without reaching a scene, so the app crashes at launch"
          + " (UIKit cannot make the initial view controller); make one of them name a scene"
          + " that is not a reference [reference-cycle]",
        "dir/Main.yaml:10:30: storyboard reference 'there' (the initial scene of Other.yaml) "
          + endless,
        "dir/Other.yaml:7:30: storyboard reference 'back' (scene 'there' of Main.yaml) "
          + endless,
      ])
  }

  /// A chain of 40 files, each referring to the next: 32 files are read, and the reference
  /// that would read the 33rd says so.
  @Test func theFilesReadAreBounded() throws {
    func file(_ n: Int) -> String {
      """
      format: 1
      storyboard: F\(n)
      initial: s\(n)
      scenes:
        s\(n):
          kind: viewController
          segues: [ { kind: modal, to: next } ]
        next:
          kind: viewController
          reference: { storyboard: F\(n + 1).yaml }
      """
    }
    var files: [String: String] = [:]
    for n in 1...40 { files["dir/F\(n).yaml"] = file(n) }
    let result = try link(file(0), files)
    #expect(result.reads.count == StoryboardLinker.maxFiles - 1)
    #expect(result.scenes.count == 33)
    // The reference not followed keeps its id: the first file's `next` left the result.
    #expect(result.scenes.last == "next")
    #expect(
      result.diagnostics == [
        "dir/F31.yaml:10:30: storyboard reference 'next' (the initial scene of F32.yaml) "
          + "cannot be followed, and the app crashes when a segue leads there: it would read "
          + "more than 32 files; link fewer storyboards [reference-unresolved]"
      ])
  }

  @Test func pathsAreRelativeToTheReferringFile() {
    #expect(StoryboardLinker.path(of: "B.yaml", from: "Scenes/A.yaml") == "Scenes/B.yaml")
    #expect(StoryboardLinker.path(of: "B.yaml", from: "A.yaml") == "B.yaml")
    #expect(StoryboardLinker.path(of: "/x/B.yaml", from: "Scenes/A.yaml") == "/x/B.yaml")
    #expect(StoryboardLinker.path(of: "../B.yaml", from: "Scenes/sub/./A.yaml") == "Scenes/B.yaml")
    #expect(StoryboardLinker.path(of: "../../B.yaml", from: "A.yaml") == "../../B.yaml")
    #expect(StoryboardLinker.path(of: "../B.yaml", from: "/A.yaml") == "/B.yaml")
  }

  @Test func aStoryboardNamesAStoryboardBesideItByNameAlone() {
    #expect(
      StoryboardLinker.file(named: "POI.storyboard", from: "App/Main.storyboard")
        == "App/POI.storyboard")
    for path in [
      "/etc/x.storyboard", "../x.storyboard", "a/x.storyboard", "...storyboard",
      "a\0b.storyboard", ".storyboard",
    ] {
      #expect(StoryboardLinker.file(named: path, from: "App/Main.storyboard") == nil)
    }
    // A scene file's reference is a path.
    #expect(StoryboardLinker.file(named: "../x.yaml", from: "App/a.yaml") == "x.yaml")
  }

  /// In an app's folder a storyboard's name finds the bundle's storyboard of that name
  /// wherever it sits; the one beside the referrer first, `Base.lproj` before a
  /// localisation, and a path is still refused.
  @Test func aStoryboardNameResolvesAmongTheAppsStoryboards() {
    let bundle = StoryboardLinker.bundleNames([
      "App/Main/Main.storyboard", "App/Settings/en.lproj/Settings.storyboard",
      "App/Settings/Base.lproj/Settings.storyboard", "App/Other/Main.storyboard",
      "App/Code/Main.swift",
    ])
    #expect(
      bundle == [
        "Main": ["App/Main/Main.storyboard", "App/Other/Main.storyboard"],
        "Settings": [
          "App/Settings/Base.lproj/Settings.storyboard",
          "App/Settings/en.lproj/Settings.storyboard",
        ],
      ])
    #expect(
      StoryboardLinker.file(named: "Settings", from: "App/Main/Main.storyboard", bundle: bundle)
        == "App/Settings/Base.lproj/Settings.storyboard")
    // Beside the referrer first: App/Other/Main.storyboard is the app's too.
    #expect(
      StoryboardLinker.file(
        named: "Main.storyboard", from: "App/Other/Detail.storyboard",
        bundle: bundle)
        == "App/Other/Main.storyboard")
    // A name the bundle lacks stays beside the referrer, to be reported unreadable there.
    #expect(
      StoryboardLinker.file(
        named: "Help.storyboard", from: "App/Main/Main.storyboard", bundle: bundle)
        == "App/Main/Help.storyboard")
    #expect(
      StoryboardLinker.file(named: "../Settings", from: "App/Main/Main.storyboard", bundle: bundle)
        == nil)
  }
}
