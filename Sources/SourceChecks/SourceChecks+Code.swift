import SceneModel
import SourceScanner

/// What other commands learn from the code besides the checks: the action methods each class
/// implements (for the storyboard import's unwind declarations) and the segues an action's
/// code performs (a static fact `simulate` reports; the code is never run).
extension SourceChecks {
  /// For each class in the sources, by the name Interface Builder writes as `customClass`,
  /// the selector of each target–action method it implements (its superclasses' included)
  /// and where the method is declared (`List.swift:9:16`).
  public static func actionMethods(_ index: SourceIndex) -> [String: [String: String]] {
    var byClass: [String: [String: String]] = [:]
    for name in index.classNames {
      var methods: [String: String] = [:]
      for action in index.actions(of: name) where action.kind == .action {
        methods[action.selector] = "\(action.file):\(action.position)"
      }
      if !methods.isEmpty { byClass[name] = methods }
    }
    return byClass
  }

  /// For each class a scene names (as it names it), and each of its action selectors, the
  /// segue identifiers the method's code passes to `performSegue` in code order, each once.
  /// The method is the nearest declaration of the selector in the class and its superclasses.
  public static func seguesPerformed(_ storyboard: Storyboard, index: SourceIndex) -> [String:
    [String: [String]]]
  {
    var byMethod: [String: [String: [String]]] = [:]
    for use in index.identifierUses where use.kind == .performSegue {
      guard let action = use.enclosingAction, let enclosing = use.enclosingClass else { continue }
      let key = index.key(for: enclosing)
      if !(byMethod[key]?[action]?.contains(use.value) ?? false) {
        byMethod[key, default: [:]][action, default: []].append(use.value)
      }
    }
    guard !byMethod.isEmpty else { return [:] }
    var out: [String: [String: [String]]] = [:]
    for name in Set(storyboard.scenes.compactMap { $0.className?.value }) {
      let key = index.key(for: name)
      var found: [String: [String]] = [:]
      for action in index.actions(of: key) {
        // The declaring class: the one in the chain whose own declarations have it.
        let owner = ([key] + index.superclasses(of: key)).first { owner in
          index.declarations(of: owner).contains { $0.actions.contains { $0 == action } }
        }
        if let owner, let segues = byMethod[owner]?[action.selector] {
          found[action.selector] = segues
        }
      }
      if !found.isEmpty { out[name] = found }
    }
    return out
  }
}
