import SceneModel
import SourceScanner

/// A move between scenes that a scene's code makes: a segue it performs, a scene it
/// instantiates by its storyboard identifier (and shows). `explore --sources` takes each as
/// an event while the scene is on screen (docs/Explore.md).
public struct CodeTransition: Hashable, Sendable {
  /// How the code moves.
  public enum Kind: Hashable, Sendable {
    /// `performSegue(withIdentifier:sender:)`.
    case performSegue
    /// `instantiateViewController(withIdentifier:)`, then `present` or `show`.
    case instantiate
  }

  public var kind: Kind
  /// The segue identifier or the storyboard identifier.
  public var identifier: String

  public init(kind: Kind, identifier: String) {
    self.kind = kind
    self.identifier = identifier
  }
}

extension SourceChecks {
  /// For each scene with a class (by scene id), the transitions its class's code makes, its
  /// superclasses' included, in code order and each once: the segues of the scene it
  /// performs, and the storyboard identifiers of the storyboard it instantiates. An
  /// identifier the storyboard lacks is left out (the identifier checks report it).
  public static func codeTransitions(_ storyboard: Storyboard, index: SourceIndex) -> [String:
    [CodeTransition]]
  {
    let identifiers = Set(storyboard.scenes.compactMap { $0.storyboardIdentifier?.value })
    var out: [String: [CodeTransition]] = [:]
    for scene in storyboard.scenes {
      guard let className = scene.className?.value else { continue }
      let key = index.key(for: className)
      let segues = Set(scene.segues.compactMap { $0.id?.value })
      var found: [CodeTransition] = []
      for owner in [key] + index.superclasses(of: key) {
        for use in index.identifierUses(in: owner) {
          let transition: CodeTransition
          switch use.kind {
          case .performSegue where segues.contains(use.value):
            transition = CodeTransition(kind: .performSegue, identifier: use.value)
          case .instantiateViewController where identifiers.contains(use.value):
            transition = CodeTransition(kind: .instantiate, identifier: use.value)
          default:
            continue
          }
          if !found.contains(transition) { found.append(transition) }
        }
      }
      if !found.isEmpty { out[scene.id.value] = found }
    }
    return out
  }
}
