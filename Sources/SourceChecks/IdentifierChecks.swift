import Diagnostics
import SceneModel
import SourceScanner

/// The identifiers code passes as string literals: segue identifiers (`performSegue`,
/// `segue.identifier ==`, `case "…"`), storyboard identifiers
/// (`instantiateViewController(withIdentifier:)`) and table cell reuse identifiers
/// (`dequeueReusableCell(withIdentifier:)`), each checked against the scenes of the class
/// that uses it (all scenes when no scene names that class), with a did-you-mean.
struct IdentifierChecks {
  let storyboard: Storyboard
  let index: SourceIndex

  func check() -> [Diagnostic] {
    let storyboardIDs = storyboard.scenes.map { $0.storyboardIdentifier?.value ?? $0.id.value }
    var out: [Diagnostic] = []
    for use in index.identifierUses {
      let scenes = scenes(of: use.enclosingClass)
      let place = SourceChecks.place(use.file, use.position)
      switch use.namespace {
      case .segue:
        let ids = scenes.flatMap { $0.segues.compactMap(\.id?.value) }
        if !ids.contains(use.value) {
          out.append(
            .unknownIdentifier(use.value, what: "segue", of: owner(use), known: ids, at: place))
        }
      case .storyboardIdentifier:
        if !storyboardIDs.contains(use.value) {
          out.append(
            .unknownIdentifier(
              use.value, what: "storyboard identifier", of: "the storyboard", known: storyboardIDs,
              at: place))
        }
      case .tableCell:
        let ids = scenes.flatMap { $0.allViews.flatMap { $0.prototypes.compactMap(\.id?.value) } }
        if !ids.contains(use.value) {
          out.append(
            .unknownIdentifier(
              use.value, what: "prototype cell", of: owner(use), known: ids, at: place))
        }
      case .collectionCell:
        continue  // collection view cells are not in the scene format yet
      }
    }
    return out
  }

  /// The scenes whose class is the use's class, or every scene when none is.
  private func scenes(of className: String?) -> [Scene] {
    guard let className else { return storyboard.scenes }
    let key = index.key(for: className)
    let owned = storyboard.scenes.filter { $0.className.map { index.key(for: $0.value) } == key }
    return owned.isEmpty ? storyboard.scenes : owned
  }

  private func owner(_ use: IdentifierUse) -> String {
    guard let name = use.enclosingClass else { return "the storyboard" }
    let key = index.key(for: name)
    let owned = storyboard.scenes.contains { $0.className.map { index.key(for: $0.value) } == key }
    return owned ? "the scenes of class '\(key)'" : "the storyboard"
  }
}
