import Diagnostics

/// Warns about `hidesBottomBarWhenPushed: true` where it can never hide a tab
/// bar (SceneFormat.md, extensions; Layout.md §3; Runtime.md §2.4).
///
/// The flag hides the tab bar of a tab bar controller only while its scene is
/// on the stack of a navigation controller inside that tab bar controller, and
/// pushed there or the stack's root with something pushed over it. The checker
/// follows the segue graph, over-approximating where pushes can land, so that
/// it warns only where the flag can never apply:
///
/// - a push (`push`, `show`, `showDetail`) from a scene lands on the navigation
///   controllers its scene's pushes land on; a navigation controller's root
///   pushes onto it; container children (tabs, pages, split columns) and
///   embedded children push where their container or parent does;
/// - a navigation controller is inside a tab bar controller when relationships
///   and embeds lead to it from one.
///
/// Navigation, tab bar and split view controllers are never pushed (UIKit
/// raises or refuses), so the flag on them never applies.
struct BottomBarChecker {
  let storyboard: Storyboard

  /// Where pushes land and what lands on each navigation controller.
  private struct Stacks {
    /// Scene id to the navigation controllers a push from it lands on.
    var pushTargets: [String: Set<String>] = [:]
    /// Navigation controller id to its root.
    var roots: [String: String] = [:]
    /// Navigation controller id to the scenes pushed onto it.
    var pushed: [String: Set<String>] = [:]
    /// Scenes inside a tab bar controller through relationships and embeds.
    var inTabBar: Set<String> = []
  }

  func check() -> [Diagnostic] {
    let flagged = storyboard.scenes.compactMap { scene in
      scene.hidesBottomBarWhenPushed.flatMap { $0.value ? (scene, $0.location) : nil }
    }
    guard !flagged.isEmpty else { return [] }
    let stacks = self.stacks()
    let navigations = stacks.inTabBar.filter { stacks.roots[$0] != nil }.sorted()
    var diagnostics: [Diagnostic] = []
    for (scene, place) in flagged {
      let id = scene.id.value
      let kind = scene.kind.value
      if [.navigationController, .tabBarController, .splitViewController].contains(kind) {
        let reason =
          "a \(kind.rawValue) is never pushed, and the flag applies only to scenes pushed "
          + "onto a navigation controller inside a tab bar controller"
        diagnostics.append(.hidesBottomBarNeverApplies(id, reason: reason, at: place))
        continue
      }
      let appliesPushed = navigations.contains { stacks.pushed[$0]?.contains(id) == true }
      let rootOf = navigations.filter { stacks.roots[$0] == id }
      let appliesAsRoot = rootOf.contains { stacks.pushed[$0]?.isEmpty == false }
      guard !appliesPushed, !appliesAsRoot else { continue }
      let reason =
        rootOf.first.map { navigation in
          "'\(id)' is the root of '\(navigation)' inside a tab bar controller, and a root "
            + "hides the tab bar only once something is pushed over it, but nothing is ever "
            + "pushed onto '\(navigation)'"
        }
        ?? "'\(id)' is never pushed onto a navigation controller inside a tab bar controller, "
        + "nor the root of one with something pushed over it"
      diagnostics.append(.hidesBottomBarNeverApplies(id, reason: reason, at: place))
    }
    return diagnostics
  }

  /// The push graph, grown until nothing changes (the sets only grow).
  private func stacks() -> Stacks {
    var stacks = Stacks()
    var changed = true
    func add(_ targets: Set<String>, to scene: String) {
      let merged = stacks.pushTargets[scene, default: []].union(targets)
      if merged != stacks.pushTargets[scene, default: []] {
        stacks.pushTargets[scene] = merged
        changed = true
      }
    }
    func enter(_ scene: String) {
      if stacks.inTabBar.insert(scene).inserted { changed = true }
    }
    while changed {
      changed = false
      for scene in storyboard.scenes {
        let id = scene.id.value
        let targets = stacks.pushTargets[id, default: []]
        let inside = scene.kind.value == .tabBarController || stacks.inTabBar.contains(id)
        for segue in scene.segues {
          for target in segue.to.map(\.value) where storyboard.scene(target) != nil {
            switch segue.kind.value {
            case .relationship where segue.relationship?.value == .rootViewController:
              if stacks.roots[id] == nil { stacks.roots[id] = target }
              if stacks.roots[id] == target { add([id], to: target) }
              if inside { enter(target) }
            case .relationship, .embed:
              add(targets, to: target)
              if inside { enter(target) }
            case .push, .show, .showDetail:
              guard storyboard.scene(target)?.kind.value != .navigationController else { continue }
              for navigation in targets {
                if stacks.pushed[navigation, default: []].insert(target).inserted { changed = true }
              }
              add(targets, to: target)
            case .modal, .popover, .unwind:
              continue
            }
          }
        }
      }
    }
    return stacks
  }
}

extension Diagnostic {
  static func hidesBottomBarNeverApplies(_ scene: String, reason: String, at location: Location)
    -> Diagnostic
  {
    .warning(
      "hides-bottom-bar-never-applies",
      "'hidesBottomBarWhenPushed' on '\(scene)' never hides a tab bar: \(reason); remove it",
      at: location)
  }
}
