import Diagnostics

/// Which unwind targets UIKit's search can ever find from a scene (docs/Validation.md,
/// `unwind-target-not-ancestor`; the search is docs/Runtime.md §2.3).
///
/// At run time the search goes from the source up through parents and presenters, and at
/// each controller looks through its other children's subtrees: the navigation stack below,
/// the other tabs, pages and columns, embedded children. In the segue graph that is: a
/// target `T` can be found from a source `S` when some scene `C` reachable from `initial`
/// leads to `S` along any segues (`C` stays on screen, below or presenting, while `S` is
/// shown) and leads to `T` along segues that keep `T` in `C`'s subtree: relationships,
/// embeds and pushes (`push`, `show`, `showDetail`), except pushes from `S` itself: what `S`
/// pushes covers `S`, so it is never on screen below it while `S` starts the unwind.
/// Over-approximating both, the check warns only where no path at all lets the search find
/// the target. The source itself is never the destination: its own scene counts only when
/// another instance of it can be on the chain (the scene is on a cycle of segues, or more
/// than one segue leads to it).
struct UnwindReach {
  /// Scene index to the scenes its segues lead to (unwinds excepted), and the reverse.
  private var forward: [[Int]]
  private var backward: [[Int]]
  /// Scene index to the scenes that relationships, embeds and pushes lead to it from, each
  /// with whether it is a push.
  private var downBackward: [[(scene: Int, push: Bool)]]
  private let reachable: [Bool]
  /// Work left: scenes visited across all searches. A file of thousands of unwinds to
  /// thousands of distinct targets stops being checked, rather than taking quadratic time.
  private var budget = 4_000_000

  init(storyboard: Storyboard, initial: String) {
    let count = storyboard.scenes.count
    forward = Array(repeating: [], count: count)
    backward = Array(repeating: [], count: count)
    downBackward = Array(repeating: [], count: count)
    for (i, scene) in storyboard.scenes.enumerated() {
      for segue in scene.segues where segue.kind.value != .unwind {
        let push = [.push, .show, .showDetail].contains(segue.kind.value)
        let keepsInSubtree = push || [.relationship, .embed].contains(segue.kind.value)
        for target in segue.to {
          guard let j = storyboard.sceneIndex(of: target.value) else { continue }
          forward[i].append(j)
          backward[j].append(i)
          if keepsInSubtree { downBackward[j].append((i, push)) }
        }
      }
    }
    var seen = Array(repeating: false, count: count)
    if let start = storyboard.sceneIndex(of: initial) {
      Self.walk(from: [start], along: forward, into: &seen)
    }
    reachable = seen
  }

  /// Marks everything `edges` lead to from `starts`, the starts included; returns the count.
  @discardableResult
  private static func walk(from starts: [Int], along edges: [[Int]], into seen: inout [Bool])
    -> Int
  {
    var queue = starts.filter { !seen[$0] }
    for start in queue { seen[start] = true }
    var head = 0
    while head < queue.count {
      let current = queue[head]
      head += 1
      for next in edges[current] where !seen[next] {
        seen[next] = true
        queue.append(next)
      }
    }
    return queue.count
  }

  func isReachable(_ scene: Int) -> Bool { reachable[scene] }

  /// Whether the search from `source` can find `target`; nil once the budget is spent.
  mutating func finds(_ target: Int, from source: Int) -> Bool? {
    guard budget > 0 else { return nil }
    // The target's own scene finds itself only through another instance of it.
    if target == source { return hasSecondInstance(target) }
    // The scenes whose subtree can hold the target while the source shows...
    var holders = Array(repeating: false, count: reachable.count)
    holders[target] = true
    var queue = [target]
    var head = 0
    while head < queue.count {
      let current = queue[head]
      head += 1
      for edge in downBackward[current] where !holders[edge.scene] {
        if edge.scene == source && edge.push { continue }
        holders[edge.scene] = true
        queue.append(edge.scene)
      }
    }
    budget -= queue.count
    // ...and whether one of them, on screen, leads to the source.
    let starts = queue.filter { reachable[$0] }
    var leads = Array(repeating: false, count: reachable.count)
    budget -= Self.walk(from: starts, along: forward, into: &leads)
    return leads[source]
  }

  /// Whether two instances of the scene can be on screen at once, as far as the graph says.
  private mutating func hasSecondInstance(_ scene: Int) -> Bool {
    if backward[scene].filter({ reachable[$0] }).count > 1 { return true }
    var seen = Array(repeating: false, count: reachable.count)
    budget -= Self.walk(from: forward[scene], along: forward, into: &seen)
    return seen[scene]
  }
}
