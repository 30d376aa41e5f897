import Diagnostics
import SceneModel
import SourceScanner

/// The identifiers code passes as string literals: segue identifiers (`performSegue`,
/// `segue.identifier ==`, `case "…"`), storyboard identifiers
/// (`instantiateViewController(withIdentifier:)`), table cell reuse identifiers
/// (`dequeueReusableCell(withIdentifier:)`) and collection view cell reuse identifiers
/// (`dequeueReusableCell(withReuseIdentifier:for:)`, which a storyboard's scenes keep though
/// the format has no collection views), each checked against the scenes of the class that
/// uses it (all scenes when no scene names that class), with a did-you-mean.
struct IdentifierChecks {
  let storyboard: Storyboard
  let index: SourceIndex
  /// `SourceChecks.scenesByClass`.
  let scenesByClass: [String: [Int]]

  /// The identifiers a group of scenes has, as sets; the lists (for suggestions) are made
  /// only for a diagnostic.
  private struct Known {
    /// The scenes' places in `storyboard.scenes`.
    var scenes: [Int]
    var segueSet: Set<String> = []
    var cellSet: Set<String> = []
    var collectionCellSet: Set<String> = []

    init(_ scenes: [Int], in storyboard: Storyboard) {
      self.scenes = scenes
      for place in scenes {
        let scene = storyboard.scenes[place]
        segueSet.formUnion(scene.segues.lazy.compactMap(\.id?.value))
        for view in scene.allViews {
          cellSet.formUnion(view.prototypes.lazy.compactMap(\.id?.value))
        }
        collectionCellSet.formUnion(storyboard.collectionCellIdentifiers?[scene.id.value] ?? [])
      }
    }

    func segues(_ storyboard: Storyboard) -> [String] {
      scenes.flatMap { storyboard.scenes[$0].segues.compactMap(\.id?.value) }
    }

    func cells(_ storyboard: Storyboard) -> [String] {
      scenes.flatMap {
        storyboard.scenes[$0].allViews.flatMap { $0.prototypes.compactMap(\.id?.value) }
      }
    }

    func collectionCells(_ storyboard: Storyboard) -> [String] {
      scenes.flatMap {
        storyboard.collectionCellIdentifiers?[storyboard.scenes[$0].id.value] ?? []
      }
    }
  }

  func check() -> [Diagnostic] {
    let storyboardIDs = storyboard.scenes.map { $0.storyboardIdentifier?.value ?? $0.id.value }
    let storyboardIDSet = Set(storyboardIDs)
    // Every scene's identifiers, gathered only when some use's class names no scene.
    var everything: Known?
    var groups: [String: Known] = [:]
    var out: [Diagnostic] = []
    for (use, key) in zip(index.identifierUses, index.identifierUseKeys) {
      // The scenes of the use's class, or every scene when no scene names that class.
      let known: Known
      if let key, let scenes = scenesByClass[key] {
        let group = groups[key] ?? Known(scenes, in: storyboard)
        groups[key] = group
        known = group
      } else {
        let all = everything ?? Known(Array(storyboard.scenes.indices), in: storyboard)
        everything = all
        known = all
      }
      var owner: String {
        guard let key, scenesByClass[key] != nil else { return "the storyboard" }
        return "the scenes of class '\(key)'"
      }
      var place: Diagnostic.Location { SourceChecks.place(use.file, use.position) }
      switch use.namespace {
      case .segue where !known.segueSet.contains(use.value):
        out.append(
          .unknownIdentifier(
            use.value, what: "segue", of: owner, known: known.segues(storyboard), at: place))
      case .storyboardIdentifier where !storyboardIDSet.contains(use.value):
        out.append(
          .unknownIdentifier(
            use.value, what: "storyboard identifier", of: "the storyboard", known: storyboardIDs,
            at: place))
      case .tableCell where !known.cellSet.contains(use.value):
        out.append(
          .unknownIdentifier(
            use.value, what: "prototype cell", of: owner, known: known.cells(storyboard),
            at: place))
      // Only a storyboard says which collection view cells there are.
      case .collectionCell
      where storyboard.collectionCellIdentifiers != nil
        && !known.collectionCellSet.contains(use.value):
        out.append(
          .unknownIdentifier(
            use.value, what: "collection view cell", of: owner,
            known: known.collectionCells(storyboard), at: place))
      default:
        continue
      }
    }
    return out
  }
}
