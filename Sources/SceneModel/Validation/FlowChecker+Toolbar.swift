import Diagnostics

extension FlowChecker {
  /// Scenes whose `toolbarItems` no navigation controller ever shows: a navigation controller
  /// shows the toolbar items of the scene on top of its stack only (Runtime.md §2.4), so a
  /// scene that is never a stack's root nor pushed onto one, on any path from `initial`,
  /// never shows them. Pushes are followed as `reachableContexts` does: a push, show or
  /// showDetail from a scene that can be inside a navigation controller lands on its stack.
  /// A scene code can instantiate (`storyboardIdentifier`) is not reported, nor a column of
  /// a triple-column split view (`supplementary`): UIKit's column-style split view puts a
  /// column's view controller that is no navigation controller in one of its own.
  func checkToolbarItems(contexts: [String: Contexts]) -> [Diagnostic] {
    let withItems = storyboard.scenes.filter { !$0.toolbarItems.isEmpty }
    guard !withItems.isEmpty else { return [] }
    var stacked: Set<String> = []
    for scene in storyboard.scenes {
      guard let shown = contexts[scene.id.value] else { continue }
      let tripleColumn =
        scene.kind.value == .splitViewController
        && scene.segues.contains { $0.relationship?.value == .supplementary }
      for segue in scene.segues {
        switch segue.kind.value {
        case .relationship where scene.kind.value == .navigationController:
          if segue.relationship?.value == .rootViewController, let root = segue.to.first {
            stacked.insert(root.value)
          }
        case .relationship where tripleColumn:
          for target in segue.to { stacked.insert(target.value) }
        case .push, .show, .showDetail:
          guard shown.contains(.inNavigation) else { continue }
          for target in segue.to { stacked.insert(target.value) }
        default:
          break
        }
      }
    }
    return withItems.compactMap { scene in
      let id = scene.id.value
      // Code that instantiates a scene by its storyboard identifier may push it anywhere.
      guard contexts[id] != nil, !stacked.contains(id), scene.storyboardIdentifier == nil,
        let first = scene.toolbarItems.first
      else { return nil }
      return .toolbarItemsNeverShown(id, at: first.location)
    }
  }
}

extension Diagnostic {
  static func toolbarItemsNeverShown(_ scene: String, at location: Location) -> Diagnostic {
    .warning(
      .toolbarItemsNeverShown,
      "the 'toolbarItems' of '\(scene)' are never shown: '\(scene)' is never the root of a "
        + "navigation controller nor pushed onto one, and a navigation controller shows only "
        + "the toolbar items of the scene on top of its stack; put '\(scene)' in a navigation "
        + "controller, or remove them",
      at: location)
  }
}
