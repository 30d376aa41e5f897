import Diagnostics

/// Follows storyboard references (`reference:`, docs/SceneFormat.md): the scenes another file
/// contributes are added to the storyboard, so that validate, simulate and explore go on
/// across files as the app does.
///
/// From each reference, the scene it names (by id or `storyboardIdentifier`, else the other
/// file's initial scene) is added with every scene its segues and relationships reach in its
/// file, and every segue to the reference leads to it instead; references in the added scenes
/// are followed the same way, each file read once, at most `maxFiles` in all. An added scene
/// whose id is taken is renamed `STORYBOARD_ID` (`POI_tagTable`). A reference that cannot be
/// followed stays an empty scene, with a warning (`reference-unresolved`): the app crashes
/// when a segue leads there.
///
///     let linked = StoryboardLinker.link(main) { path in load(path) }
///     // linked.storyboard.scene("poiTabBar")?.reference == nil: the tab bar controller of
///     //   POI.storyboard, in place of the reference
public enum StoryboardLinker {
  /// What reading another file gives.
  public enum Loaded {
    /// Its model (nil when it could not be read as one), what it connects to code beside the
    /// model, and its own diagnostics.
    case loaded(Storyboard?, CodeConnections, [Diagnostic])
    /// Why it cannot be read (`No such file or directory`).
    case unreadable(String)
    /// It lies outside the folder the run may read (`ReadRoot`), named as given.
    case outsideRoot(String)
    /// It was read but is no scene file nor storyboard: nothing of it is shown.
    case notSceneFile
  }

  /// The most files one storyboard and its references may take, itself included.
  public static let maxFiles = 32

  /// The storyboard with its references followed, what its files connect to code (`main`'s
  /// `connections` joined with each other file's, its cell identifiers under the ids the
  /// scenes taken have), and the diagnostics: those of the files read, and the references that
  /// could not be followed. `load` reads a path, relative to the current folder
  /// (`StoryboardLinker.path(of:from:)` joins them).
  ///
  /// - Parameter bundle: the app's storyboards by name (`Settings` to
  ///   `[App/Settings/Settings.storyboard]`), when a folder is checked as one app: a storyboard's
  ///   reference names one of them wherever it sits, as the app's bundle holds them all.
  public static func link(
    _ main: Storyboard, connections: CodeConnections = CodeConnections(),
    bundle: [String: [String]] = [:], load: (String) -> Loaded
  ) -> (storyboard: Storyboard, connections: CodeConnections, diagnostics: [Diagnostic]) {
    guard main.scenes.contains(where: { $0.reference != nil }) else {
      return (main, connections, [])
    }
    var linking = Linking(main: main, connections: connections, bundle: bundle)
    linking.follow(load: load)
    linking.resolveChains()
    let (storyboard, joined) = linking.result()
    return (storyboard, joined, linking.diagnostics)
  }

  /// The file a reference names, from the file at `referrer`: every reference resolves here.
  /// In a storyboard it is a storyboard's name (Interface Builder's `storyboardName`, written
  /// `NAME.storyboard` by the import), never a path: the storyboard of that name beside the
  /// referrer; nil for a name with `/`, `..` or a NUL. In a scene file it is a path relative
  /// to the file's folder (`path(of:from:)`).
  public static func file(named written: String, from referrer: String) -> String? {
    if referrer.hasSuffix(".storyboard") {
      let name = written.hasSuffix(".storyboard") ? String(written.dropLast(11)) : written
      guard !name.isEmpty, !name.contains("/"), !name.contains(".."), !name.contains("\0")
      else { return nil }
    }
    return path(of: written, from: referrer)
  }

  /// `file(named:from:)` within an app's `bundle` of storyboards by name
  /// (`bundleNames(_:)`): a storyboard's reference names the bundle's storyboard of that
  /// name, the one beside the referrer when there is one there, wherever the build's copy
  /// phase took it from (Xcode flattens every storyboard into the app's one bundle).
  public static func file(
    named written: String, from referrer: String, bundle: [String: [String]]
  ) -> String? {
    guard let beside = file(named: written, from: referrer) else { return nil }
    let name = written.hasSuffix(".storyboard") ? String(written.dropLast(11)) : written
    guard referrer.hasSuffix(".storyboard"), let found = bundle[name], !found.contains(beside)
    else { return beside }
    return found.first ?? beside
  }

  /// The storyboards of `paths` by name (the file's name without `.storyboard`), for
  /// `link(_:bundle:load:)`: each name's paths, normalized, those in a `Base.lproj` folder
  /// first, then in path order (`Base.lproj/Main.storyboard` before `en.lproj/Main.storyboard`).
  public static func bundleNames(_ paths: [String]) -> [String: [String]] {
    var names: [String: [String]] = [:]
    for path in paths.sorted() where path.hasSuffix(".storyboard") {
      let file = path.split(separator: "/").last.map(String.init) ?? path
      let name = String(file.dropLast(11))
      guard !name.isEmpty else { continue }
      names[name, default: []].append(normalized(path))
    }
    let isBase = { (path: String) in path.split(separator: "/").dropLast().last == "Base.lproj" }
    return names.mapValues { found in found.filter(isBase) + found.filter { !isBase($0) } }
  }

  /// The path of `file`, written in a reference of the file at `referrer`: relative to the
  /// referrer's folder, unless absolute (or the referrer is standard input).
  /// `.` and `name/..` parts are removed, so that one file has one path.
  public static func path(of file: String, from referrer: String) -> String {
    guard !file.hasPrefix("/"), let slash = referrer.lastIndex(of: "/") else {
      return normalized(file)
    }
    return normalized(String(referrer[...slash]) + file)
  }

  /// The path without `.` parts and `name/..` pairs (`a/./b/../c` is `a/c`).
  static func normalized(_ path: String) -> String {
    let absolute = path.hasPrefix("/")
    var parts: [Substring] = []
    for part in path.split(separator: "/") where part != "." {
      if part == "..", let last = parts.last, last != ".." {
        parts.removeLast()
      } else if part != ".." || !absolute || !parts.isEmpty {
        parts.append(part)
      }
    }
    return (absolute ? "/" : "") + parts.joined(separator: "/")
  }
}
