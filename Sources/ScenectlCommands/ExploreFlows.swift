import Diagnostics
import FileSystem
import SceneExplore
import SceneModel
import SceneRuntime
import YAML

/// `explore --flows DIR`: a flow file (SCENE-FORMAT.md §9) per reached scene and per finding
/// with a path, holding the shortest path and the `expect` that holds at its end, so that
/// `scenectl test DIR` passes the scene flows and reproduces each finding.
enum ExploreFlows {
  /// One flow to write: its file name and what `flow` makes its text of.
  struct Entry {
    var name: String
    var title: String
    var device: String
    var path: [Event]
    var top: String?
  }

  /// Writes the flows of every result under the output rule: each path is checked before
  /// the folder is made or any flow written, so a refusal writes nothing. The message of
  /// the first refusal or failure, if any.
  static func write(
    _ results: [Exploration], file: String, into folder: String, rule: OutputRule
  ) -> String? {
    if let refusal = rule.refusal(forFolder: folder) { return refusal }
    let planned = results.flatMap { entries($0, devicePrefix: results.count > 1) }
    var targets: [OutputRule.Target] = []
    let prefix = folder.hasSuffix("/") ? folder : folder + "/"
    for entry in planned {
      switch rule.check(prefix + entry.name, folderIsMade: true) {
      case .failure(let refusal): return refusal.message
      case .success(let target): targets.append(target)
      }
    }
    if case .failure(let failure) = FileSystem.createFolder(folder) {
      return "cannot create '\(MessageText.escaped(folder))': \(failure.reason)"
    }
    // The path from the folder, which exists now, to the file explored.
    let storyboard = relativePath(to: file, from: folder)
    for (entry, target) in zip(planned, targets) {
      let text = flow(
        entry.title, storyboard: storyboard, device: entry.device, path: entry.path, top: entry.top)
      if let problem = rule.write(text, to: target) { return problem }
    }
    return nil
  }

  /// The flows of one result: one per reached scene, then one per finding with a path. A
  /// path that takes a code event has none: a flow holds only what a user does.
  static func entries(_ result: Exploration, devicePrefix: Bool) -> [Entry] {
    entriesWithCode(result, devicePrefix: devicePrefix).filter { entry in
      !entry.path.contains { if case .code = $0 { true } else { false } }
    }
  }

  static func entriesWithCode(_ result: Exploration, devicePrefix: Bool) -> [Entry] {
    let prefix = devicePrefix ? "\(result.device)-" : ""
    var entries: [Entry] = []
    for reached in result.scenes {
      entries.append(
        Entry(
          name: "\(prefix)scene-\(reached.scene).yaml",
          title: "the shortest path to '\(reached.scene)' on \(result.device)",
          device: result.device, path: reached.path, top: reached.scene))
    }
    for (number, finding) in result.findings.enumerated() where !finding.path.isEmpty {
      entries.append(
        Entry(
          name: "\(prefix)finding-\(number + 1)-\(finding.kind).yaml",
          title: "\(finding.kind): \(finding.message)", device: result.device,
          path: finding.path, top: finding.scene))
    }
    return entries
  }

  static func flow(
    _ title: String, storyboard: String, device: String, path: [Event], top: String?
  ) -> String {
    var text = GeneratedHeader.line(
      .yaml, by: "explore --flows: \(YAMLQuoting.commentText(title)).")
    text += "storyboard: \(quoted(storyboard))\ndevice: \(quoted(device))\nsteps:\n"
    for event in path { text += "  - \(step(event))\n" }
    if let top { text += "  - expect: { top: \(quoted(top)) }\n" }
    if path.isEmpty && top == nil { text += "  []\n" }
    return text
  }

  static func step(_ event: Event) -> String {
    switch event {
    case .launch: "back"  // never on a path: exploring starts after launch
    case .tap(let target): "tap: \(quoted(target.description))"
    case .type(let name, let text):
      "type: { into: \(quoted(name.description)), text: \(quoted(text)) }"
    case .select(let target): "select: \(quoted(target.description))"
    case .accessory(let target): "accessory: \(quoted(target.description))"
    case .back: "back"
    case .swipe(let direction): "swipe: \(direction.rawValue)"
    case .swipeOn(let id, let direction): "swipe: \(quoted("\(id):\(direction.rawValue)"))"
    case .longPress(let name): "longPress: \(quoted(name.description))"
    case .pullToRefresh(let name): "pullToRefresh: \(quoted(name.description))"
    case .endRefreshing(let id): "endRefreshing: \(quoted(id))"
    // Never written: `entries` leaves out the paths that take one.
    case .code(let code): "# \(YAMLQuoting.commentText(code.description))"
    }
  }

  static func quoted(_ text: String) -> String { YAMLQuoting.doubleQuoted(text) }

  /// `file` as a path from `folder` (both as given, relative to the working folder or
  /// absolute), for a flow's `storyboard:`.
  static func relativePath(to file: String, from folder: String) -> String {
    guard let target = FileSystem.resolved(file), let base = FileSystem.resolved(folder) else {
      return file
    }
    let t = target.split(separator: "/").map(String.init)
    let b = base.split(separator: "/").map(String.init)
    var common = 0
    while common < min(t.count, b.count), t[common] == b[common] { common += 1 }
    return (Array(repeating: "..", count: b.count - common) + t[common...]).joined(separator: "/")
  }
}
