/// The text report: what `scenectl diff` prints for terminals and review comments.
extension DiffReport {
  /// The report as lines: the file's changes, then each scene's, then a summary line
  /// (`no semantic change`, or `3 changes in 2 scenes`).
  public var textLines: [String] {
    var lines = fileChanges.map(\.line)
    for scene in scenes {
      let name = "scene '\(scene.name)'" + (scene.ib.map { " (\($0))" } ?? "")
      switch scene.status {
      case .added: lines.append("+ \(name): \(scene.summary)")
      case .removed: lines.append("- \(name): \(scene.summary)")
      case .changed:
        lines.append("\(name):")
        lines += scene.changes.map { "  " + $0.line }
        lines += layoutLines(scene)
      }
    }
    lines.append(summaryLine)
    return lines
  }

  /// `no semantic change`, or how many changes in how many scenes.
  public var summaryLine: String {
    guard !isEmpty else { return "no semantic change" }
    let count = changeCount
    let sceneCount = scenes.count
    var line = "\(count) change\(count == 1 ? "" : "s")"
    if sceneCount > 0 { line += " in \(sceneCount) scene\(sceneCount == 1 ? "" : "s")" }
    return line
  }

  private func layoutLines(_ scene: SceneChanges) -> [String] {
    guard scene.layoutCompared else { return [] }
    guard !scene.layoutEffects.isEmpty else { return ["  layout: moves nothing"] }
    var lines = scene.layoutEffects.prefix(LayoutEffects.maxListed).map { effect in
      "  layout on \(effect.device): '\(effect.view)' \(LayoutEffect.text(effect.before)) → "
        + LayoutEffect.text(effect.after)
    }
    let more = scene.layoutEffects.count - LayoutEffects.maxListed
    if more > 0 { lines.append("  layout: \(more) more moved views") }
    return lines
  }
}
