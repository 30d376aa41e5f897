import Diagnostics
import FileSystem
import SceneExplore
import SceneRuntime
import YAML

/// `explore --flows DIR`: a flow file (SCENE-FORMAT.md §9) per reached scene and per finding
/// with a path, holding the shortest path and the `expect` that holds at its end, so that
/// `scenectl test DIR` passes the scene flows and reproduces each finding.
enum ExploreFlows {
  /// Writes the flows; the message of the first file that cannot be written, if any.
  static func write(
    _ result: Exploration, file: String, into folder: String, devicePrefix: Bool
  ) -> String? {
    if case .failure(let failure) = FileSystem.createFolder(folder) {
      return "cannot create '\(MessageText.escaped(folder))': \(failure.reason)"
    }
    let storyboard = relativePath(to: file, from: folder)
    let prefix = devicePrefix ? "\(result.device)-" : ""
    var written: [(name: String, text: String)] = []
    for reached in result.scenes {
      written.append(
        (
          "\(prefix)scene-\(reached.scene).yaml",
          flow(
            "the shortest path to '\(reached.scene)' on \(result.device)", storyboard: storyboard,
            device: result.device, path: reached.path, top: reached.scene)
        ))
    }
    for (number, finding) in result.findings.enumerated() where !finding.path.isEmpty {
      let top = finding.scene
      written.append(
        (
          "\(prefix)finding-\(number + 1)-\(finding.kind).yaml",
          flow(
            "\(finding.kind): \(finding.message)", storyboard: storyboard, device: result.device,
            path: finding.path, top: top)
        ))
    }
    for (name, text) in written {
      let path = (folder.hasSuffix("/") ? folder : folder + "/") + name
      if case .failure(let failure) = FileSystem.write(text, to: path) {
        return "cannot write '\(MessageText.escaped(path))': \(failure.reason)"
      }
    }
    return nil
  }

  static func flow(
    _ title: String, storyboard: String, device: String, path: [Event], top: String?
  ) -> String {
    var text = "# Written by 'scenectl explore --flows': \(YAMLQuoting.commentText(title)).\n"
    text += "storyboard: \(quoted(storyboard))\ndevice: \(quoted(device))\nsteps:\n"
    for event in path { text += "  - \(step(event))\n" }
    if let top { text += "  - expect: { top: \(quoted(top)) }\n" }
    if path.isEmpty && top == nil { text += "  []\n" }
    return text
  }

  static func step(_ event: Event) -> String {
    switch event {
    case .launch: "back"  // never on a path: exploring starts after launch
    case .tap(let id): "tap: \(quoted(id))"
    case .type(let id, let text): "type: { into: \(quoted(id)), text: \(quoted(text)) }"
    case .select(let id, let index): "select: \(quoted("\(id):\(index)"))"
    case .accessory(let id, let index): "accessory: \(quoted("\(id):\(index)"))"
    case .back: "back"
    case .swipe(let direction): "swipe: \(direction.rawValue)"
    case .swipeOn(let id, let direction): "swipe: \(quoted("\(id):\(direction.rawValue)"))"
    case .longPress(let id): "longPress: \(quoted(id))"
    case .pullToRefresh(let id): "pullToRefresh: \(quoted(id))"
    case .endRefreshing(let id): "endRefreshing: \(quoted(id))"
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
