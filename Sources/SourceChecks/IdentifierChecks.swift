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

  /// The identifiers a group of scenes has, as lists (for suggestions) and sets.
  private struct Known {
    var segues: [String]
    var cells: [String]
    var collectionCells: [String]
    var segueSet: Set<String>
    var cellSet: Set<String>
    var collectionCellSet: Set<String>

    init(_ scenes: [Scene], in storyboard: Storyboard) {
      segues = scenes.flatMap { $0.segues.compactMap(\.id?.value) }
      cells = scenes.flatMap { $0.allViews.flatMap { $0.prototypes.compactMap(\.id?.value) } }
      collectionCells = scenes.flatMap {
        storyboard.collectionCellIdentifiers?[$0.id.value] ?? []
      }
      segueSet = Set(segues)
      cellSet = Set(cells)
      collectionCellSet = Set(collectionCells)
    }
  }

  func check() -> [Diagnostic] {
    let storyboardIDs = storyboard.scenes.map { $0.storyboardIdentifier?.value ?? $0.id.value }
    let storyboardIDSet = Set(storyboardIDs)
    let byClass = SourceChecks.scenesByClass(storyboard, index: index)
    // Every scene's identifiers, gathered only when some use's class names no scene.
    var everything: Known?
    var groups: [String: Known] = [:]
    var out: [Diagnostic] = []
    for use in index.identifierUses {
      // The scenes of the use's class, or every scene when no scene names that class.
      let key = use.enclosingClass.map(index.key(for:))
      let known: Known
      var owner = "the storyboard"
      if let key, let scenes = byClass[key] {
        let group = groups[key] ?? Known(scenes, in: storyboard)
        groups[key] = group
        known = group
        owner = "the scenes of class '\(key)'"
      } else {
        let all = everything ?? Known(storyboard.scenes, in: storyboard)
        everything = all
        known = all
      }
      let place = SourceChecks.place(use.file, use.position)
      switch use.namespace {
      case .segue where !known.segueSet.contains(use.value):
        out.append(
          .unknownIdentifier(use.value, what: "segue", of: owner, known: known.segues, at: place))
      case .storyboardIdentifier where !storyboardIDSet.contains(use.value):
        out.append(
          .unknownIdentifier(
            use.value, what: "storyboard identifier", of: "the storyboard", known: storyboardIDs,
            at: place))
      case .tableCell where !known.cellSet.contains(use.value):
        out.append(
          .unknownIdentifier(
            use.value, what: "prototype cell", of: owner, known: known.cells, at: place))
      // Only a storyboard says which collection view cells there are.
      case .collectionCell
      where storyboard.collectionCellIdentifiers != nil
        && !known.collectionCellSet.contains(use.value):
        out.append(
          .unknownIdentifier(
            use.value, what: "collection view cell", of: owner, known: known.collectionCells,
            at: place))
      default:
        continue
      }
    }
    return out
  }
}
