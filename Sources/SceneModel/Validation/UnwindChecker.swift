import Diagnostics

/// Checks unwind segues: each `action:` is an unwind action some scene of the file lists in
/// `unwindActions` (docs/SceneFormat.md, extensions), and each unwind, by `to:` or `action:`,
/// can land somewhere on some path of the segue graph (`checkReach`, `UnwindReach`).
struct UnwindChecker {
  let storyboard: Storyboard

  func check() -> [Diagnostic] {
    let unwinds = storyboard.scenes.flatMap { scene in
      scene.segues.compactMap { segue in segue.action }
    }
    guard !unwinds.isEmpty else { return [] }
    // Every declared action, in file order, each once (for the did-you-mean).
    var declared: [String] = []
    var known: Set<String> = []
    for scene in storyboard.scenes {
      for action in scene.unwindActions where known.insert(action.value).inserted {
        declared.append(action.value)
      }
    }
    return unwinds.compactMap { action in
      known.contains(action.value)
        ? nil : .unwindUnknownAction(action.value, candidates: declared, at: action.location)
    }
  }

  /// Unwinds whose target UIKit's search can never find from their scene (`UnwindReach`).
  func checkReach() -> [Diagnostic] {
    guard let initial = storyboard.initial?.value, storyboard.scene(initial) != nil else {
      return []
    }
    let scenes = storyboard.scenes
    guard scenes.contains(where: { $0.segues.contains { $0.kind.value == .unwind } }) else {
      return []
    }
    var reach = UnwindReach(storyboard: storyboard, initial: initial)
    var implementers: [String: [Int]] = [:]  // looked up only, never listed
    for (i, scene) in scenes.enumerated() {
      for action in scene.unwindActions { implementers[action.value, default: []].append(i) }
    }
    var diagnostics: [Diagnostic] = []
    for (i, scene) in scenes.enumerated() where reach.isReachable(i) {
      for segue in scene.segues where segue.kind.value == .unwind {
        let targets: [Int]
        if let action = segue.action {
          targets = implementers[action.value] ?? []
        } else {
          targets = segue.to.prefix(1).compactMap { storyboard.sceneIndex(of: $0.value) }
        }
        guard !targets.isEmpty else { continue }  // unknown: reported as such
        var finds = false
        for target in targets where !finds {
          guard let found = reach.finds(target, from: i) else { return diagnostics }  // budget
          finds = found
        }
        guard !finds else { continue }
        let place = segue.action?.location ?? segue.to.first?.location ?? segue.location
        diagnostics.append(
          .unwindTargetNotAncestor(
            segue.displayName, source: scene.id.value, initial: initial,
            action: segue.action?.value, targets: targets.map { scenes[$0].id.value },
            at: place))
      }
    }
    return diagnostics
  }
}

extension UnwindChecker {
  /// The method name of a selector, without the first argument's label that Swift adds:
  /// `unwindToList(sender:)` is `unwindToListWithSender:`, `unwindToList(_:)` is
  /// `unwindToList:`; both give `unwindToList`.
  static func methodName(_ selector: String) -> Substring {
    let first = selector.prefix { $0 != ":" }
    var index = first.endIndex
    while index > first.startIndex {
      index = first.index(before: index)
      let rest = first[index...]
      if index > first.startIndex, rest.hasPrefix("With"),
        rest.dropFirst(4).first?.isUppercase == true
      {
        return first[..<index]
      }
    }
    return first
  }

  /// A declared action that is the same method as `action` under another selector, else the
  /// closest one by spelling.
  static func suggestion(for action: String, in candidates: [String]) -> String? {
    let method = methodName(action)
    return candidates.first { $0 != action && methodName($0) == method }
      ?? Suggestions.closest(to: action, in: candidates)
  }
}

extension Diagnostic {
  static func unwindTargetNotAncestor(
    _ segue: String, source: String, initial: String, action: String?, targets: [String],
    at location: Location
  ) -> Diagnostic {
    let names = targets.map { "'\($0)'" }.joined(separator: ", ")
    if targets == [source] {
      return .warning(
        .unwindTargetNotAncestor,
        "\(segue) can never reach "
          + (action.map { "a scene that implements '\($0)' ('\(source)')" } ?? "'\(source)'")
          + ": UIKit's search skips the source itself, and no path from '\(initial)' shows "
          + "another '\(source)' above or beside it; unwind to a scene that leads to "
          + "'\(source)', or remove the segue",
        at: location)
    }
    let target = action.map { "a scene that implements '\($0)' (\(names))" } ?? names
    let subject = targets.count > 1 ? "any of them" : action == nil ? names : "it"
    return .warning(
      .unwindTargetNotAncestor,
      "\(segue) can never reach \(target): on no path from '\(initial)' is \(subject) a parent "
        + "or presenter of '\(source)', below it on a navigation stack, or a child of a "
        + "container above it, where UIKit looks; unwind to a scene that leads to "
        + "'\(source)', or remove the segue",
      at: location)
  }

  static func unwindUnknownAction(_ action: String, candidates: [String], at location: Location)
    -> Diagnostic
  {
    .error(
      .unwindUnknownAction,
      "no scene implements the unwind action '\(action)'; list it in the 'unwindActions' of "
        + "the scene the segue returns to"
        + (UnwindChecker.suggestion(for: action, in: candidates).map { "; did you mean '\($0)'?" }
          ?? ""),
      at: location)
  }
}
