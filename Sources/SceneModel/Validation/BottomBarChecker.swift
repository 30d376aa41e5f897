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
  ///
  /// Rounds go over the scenes in file order and follow the segues of only the scenes whose
  /// push targets or place in a tab bar changed since their segues were last followed, so a
  /// long chain of pushes written backwards costs rounds of flags, not of segues.
  private func stacks() -> Stacks {
    var stacks = Stacks()
    let scenes = storyboard.scenes
    var dirty = Array(repeating: true, count: scenes.count)
    var again = !scenes.isEmpty
    /// Marks a scene to be followed again: later in this round, or in the next one.
    func touch(_ j: Int, after i: Int) {
      dirty[j] = true
      if j <= i { again = true }
    }
    while again {
      again = false
      for i in scenes.indices where dirty[i] {
        dirty[i] = false
        let id = scenes[i].id.value
        let targets = stacks.pushTargets[id, default: []]
        let inside = scenes[i].kind.value == .tabBarController || stacks.inTabBar.contains(id)
        for segue in scenes[i].segues {
          for target in segue.to.map(\.value) {
            guard let j = storyboard.sceneIndex(of: target) else { continue }
            var grows: Set<String> = []
            switch segue.kind.value {
            case .relationship where segue.relationship?.value == .rootViewController:
              if stacks.roots[id] == nil { stacks.roots[id] = target }
              if stacks.roots[id] == target { grows = [id] }
            case .relationship, .embed:
              grows = targets
            case .push, .show, .showDetail:
              guard scenes[j].kind.value != .navigationController else { continue }
              for navigation in targets { stacks.pushed[navigation, default: []].insert(target) }
              grows = targets
            case .modal, .popover, .unwind:
              continue
            }
            if !grows.isSubset(of: stacks.pushTargets[target, default: []]) {
              stacks.pushTargets[target, default: []].formUnion(grows)
              touch(j, after: i)
            }
            let entersTabBar = segue.kind.value == .relationship || segue.kind.value == .embed
            if inside, entersTabBar, stacks.inTabBar.insert(target).inserted {
              touch(j, after: i)
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
      .hidesBottomBarNeverApplies,
      "'hidesBottomBarWhenPushed' on '\(scene)' never hides a tab bar: \(reason); remove it",
      at: location)
  }
}
