import Diagnostics
import SceneSyntax

/// Checks the constraints of a scene's free views (`freeViews:`, an extension) and the
/// scene's constraints that reach into them: a constraint relates views of one tree, since
/// views of two trees have no common ancestor and UIKit raises when it is activated.
struct FreeViewChecker {
  let scene: Scene

  func check() -> [Diagnostic] {
    guard !scene.freeViews.isEmpty else { return [] }
    var diagnostics: [Diagnostic] = []
    let sceneName = scene.id.value
    for entry in scene.constraints {
      for anchor in anchors(entry) {
        guard let free = scene.freeView(holding: anchor.guideOwner ?? anchor.item) else {
          continue
        }
        let name = free.view.id.value
        diagnostics.append(
          .constraintAcrossTrees(
            anchor.item, constraint: "of scene '\(sceneName)'",
            item: anchor.item == name
              ? "a free view, outside the view tree" : "which is in free view '\(name)'",
            fix: "constrain the views of '\(name)' in its own 'constraints:', and '\(name)' to "
              + "the view tree in the code that adds it",
            at: entry.location(ofOffset: anchor.offset)))
      }
    }
    for free in scene.freeViews {
      diagnostics += check(free)
    }
    return diagnostics
  }

  /// The constraints of one free view: each item a view of that free view, or `superview`
  /// of one of its subviews.
  private func check(_ free: FreeView) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    let name = free.view.id.value
    let own = free.allViews.map(\.id.value)
    let ownSet = Set(own)
    let place = "of free view '\(name)'"
    let onlyOwn = "constrain the views of '\(name)' only"
    for entry in free.constraints {
      let first = entry.syntax.first.item
      let second = entry.syntax.second?.item
      let viewOfConstraint =
        ownSet.contains(first) ? first : second.flatMap { ownSet.contains($0) ? $0 : nil }
      for anchor in anchors(entry) {
        // A view's safe-area guide belongs to the view's tree.
        let item = anchor.guideOwner ?? anchor.item
        let at = entry.location(ofOffset: anchor.offset)
        if ownSet.contains(item) { continue }
        if item == "superview" {
          if viewOfConstraint == nil || viewOfConstraint == name {
            diagnostics.append(.freeViewSuperview(name, at: at))
          }
          continue
        }
        if Validator.layoutGuides.contains(item) {
          diagnostics.append(
            .constraintAcrossTrees(
              item, constraint: place,
              item: (item == "rootView" ? "the root view" : "a guide of the root view")
                + " of scene '\(scene.id.value)'",
              fix: onlyOwn + "; 'superview' of its direct subviews is '\(name)'", at: at))
        } else if let other = scene.freeView(holding: item) {
          let otherName = other.view.id.value
          diagnostics.append(
            .constraintAcrossTrees(
              item, constraint: place, item: "which is in free view '\(otherName)'",
              fix: onlyOwn + ", and those of '\(otherName)' in its own 'constraints:'", at: at))
        } else if scene.view(item) != nil || scene.barItem(item) != nil {
          diagnostics.append(
            .constraintAcrossTrees(
              item, constraint: place,
              item: "which is in the view tree of scene '\(scene.id.value)'",
              fix: onlyOwn + ", and '\(name)' to the view tree in the code that adds it",
              at: at))
        } else if !scene.unreadViewIDs.contains(item) {
          diagnostics.append(
            .constraintUnknownItem(
              item, scene: scene.id.value, candidates: own + ["superview"], at: at))
        }
      }
    }
    return diagnostics
  }

  private func anchors(_ entry: ConstraintEntry) -> [ConstraintSyntax.Anchor] {
    [entry.syntax.first] + (entry.syntax.second.map { [$0] } ?? [])
  }
}
