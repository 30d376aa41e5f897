import Diagnostics
import SceneModel
import SourceScanner

/// The identifiers code passes as string literals: segue identifiers (`performSegue`,
/// `segue.identifier ==`, `case "…"`), storyboard identifiers
/// (`instantiateViewController(withIdentifier:)`), table cell reuse identifiers
/// (`dequeueReusableCell(withIdentifier:)`) and collection view cell reuse identifiers
/// (`dequeueReusableCell(withReuseIdentifier:for:)`: a collection view's items, or the cells a
/// storyboard's scenes keep), each checked against the scenes of the class that
/// uses it (all scenes when no scene names that class), with a did-you-mean. Cells the code
/// registers (`register(_:forCellReuseIdentifier:)`) are known cells of every class; storyboard
/// names (`UIStoryboard(name:bundle:)`) are checked when the app's storyboards are known.
struct IdentifierChecks {
  let storyboard: Storyboard
  /// What the storyboard's Interface Builder files connect: their collection cells.
  let connections: CodeConnections
  let index: SourceIndex
  /// `SourceChecks.scenesByClass`.
  let scenesByClass: [String: [Int]]
  /// The names of the app's storyboards, when a folder is checked as one app; nil when
  /// only some of them are read (then no storyboard name is checked).
  var storyboardNames: [String]? = nil

  /// The identifiers of one namespace that the scenes of a class have (every scene's when
  /// the key is nil), in scene order: as a list for suggestions, made only for a
  /// diagnostic, and as a set, made once for the first use that needs it.
  private struct Group: Hashable {
    var key: String?
    var namespace: IdentifierUse.Namespace
  }

  /// What the scenes of no one class are called in messages.
  private var whole: String { storyboardNames == nil ? "the storyboard" : "the app's storyboards" }

  func check() -> [Diagnostic] {
    let storyboardIDs = storyboard.scenes.map { $0.storyboardIdentifier?.value ?? $0.id.value }
    let storyboardIDSet = Set(storyboardIDs)
    var known: [Group: Set<String>] = [:]
    var out: [Diagnostic] = []
    // A storyboard says which collection view cells there are; a scene file only when it has
    // collection views.
    let collectionCellsKnown =
      connections.collectionCellIdentifiers != nil
      || storyboard.scenes.contains { $0.allViews.contains { $0.type.value == .collectionView } }
    // The cells the code registers, by namespace: any class may dequeue them.
    var registered: [IdentifierUse.Namespace: Set<String>] = [:]
    for use in index.identifierUses where use.defines {
      registered[use.namespace, default: []].insert(use.value)
    }
    let storyboardNameSet = Set(storyboardNames ?? [])
    for (use, useKey) in zip(index.identifierUses, index.identifierUseKeys)
    where !use.defines && !(registered[use.namespace]?.contains(use.value) ?? false) {
      // The scenes of the use's class, or every scene when no scene names that class.
      let key = useKey.flatMap { scenesByClass[$0] == nil ? nil : $0 }
      var owner: String { key.map { "the scenes of class '\($0)'" } ?? whole }
      var place: Diagnostic.Location { SourceChecks.place(use.file, use.position) }
      let what: String
      switch use.namespace {
      case .storyboardIdentifier:
        guard !storyboardIDSet.contains(use.value) else { continue }
        out.append(
          .unknownIdentifier(
            use.value, what: "storyboard identifier", of: whole, known: storyboardIDs,
            at: place))
        continue
      case .storyboardName:
        guard let storyboardNames, !storyboardNameSet.contains(use.value) else { continue }
        out.append(
          .unknownIdentifier(
            use.value, what: "storyboard", of: "the app's folder", known: storyboardNames,
            at: place))
        continue
      case .collectionCell where !collectionCellsKnown:
        continue
      case .nibName:
        // Checked against the app's XIBs (`NibChecks`).
        continue
      case .segue: what = "segue"
      case .tableCell: what = "prototype cell"
      case .collectionCell: what = "collection view cell"
      }
      let group = Group(key: key, namespace: use.namespace)
      let set = known[group] ?? Set(identifiers(group))
      known[group] = set
      guard !set.contains(use.value) else { continue }
      let known = identifiers(group) + (registered[use.namespace]?.sorted() ?? [])
      out.append(.unknownIdentifier(use.value, what: what, of: owner, known: known, at: place))
    }
    return out
  }

  /// The reuse identifiers of the prototypes of the scene's views of `type`, in view order.
  private func prototypes(of type: ViewType, in scene: Scene) -> [String] {
    scene.allViews.filter { $0.type.value == type }.flatMap {
      $0.prototypes.compactMap(\.id?.value)
    }
  }

  /// The identifiers of a group, in scene order.
  private func identifiers(_ group: Group) -> [String] {
    let places = group.key.flatMap { scenesByClass[$0] } ?? Array(storyboard.scenes.indices)
    return places.flatMap { place -> [String] in
      let scene = storyboard.scenes[place]
      switch group.namespace {
      case .segue: return scene.segues.compactMap(\.id?.value)
      case .tableCell: return prototypes(of: .tableView, in: scene)
      case .collectionCell:
        return connections.collectionCellIdentifiers?[scene.id.value]
          ?? prototypes(of: .collectionView, in: scene)
      case .storyboardIdentifier, .storyboardName, .nibName: return []
      }
    }
  }
}
