import Diagnostics

/// Checks unwind segues by action: each `action:` is an unwind action some scene of the file
/// lists in `unwindActions` (docs/SceneFormat.md, extensions).
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
  static func unwindUnknownAction(_ action: String, candidates: [String], at location: Location)
    -> Diagnostic
  {
    .error(
      "unwind-unknown-action",
      "no scene implements the unwind action '\(action)'; list it in the 'unwindActions' of "
        + "the scene the segue returns to"
        + (UnwindChecker.suggestion(for: action, in: candidates).map { "; did you mean '\($0)'?" }
          ?? ""),
      at: location)
  }
}
