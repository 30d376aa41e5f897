import Diagnostics
import SceneModel

/// The asset catalogue colours a screen names that no catalogue read holds
/// (`asset-color-missing`): a note, since the contrast rule does not guess them.
extension Contrast {
  static let missingAssetCode = DiagnosticCode.assetColorMissing

  /// A note for each asset colour a shown view's text or background names (or the scene's
  /// background) that the catalogues read do not hold, at the first view naming it; none when
  /// no catalogue was read (`AuditScreen.assetColors` nil).
  static func missingAssets(on screen: AuditScreen) -> [AuditFinding] {
    guard let assets = screen.assetColors else { return [] }
    var noted: Set<String> = []
    var out: [AuditFinding] = []
    func check(_ text: String?, of owner: String, what: String, at place: Diagnostic.Location?) {
      guard let text, let named = DeclaredColor.assetReference(text), assets[named.name] == nil,
        noted.insert(named.name).inserted
      else { return }
      let fallback =
        named.kept.map { "only the light value written for it (\($0)) is checked" }
        ?? "it is not checked"
      out.append(
        AuditFinding(
          .note, code: missingAssetCode,
          template: "the \(what) of \(owner) is the asset colour '\(named.name)', which no "
            + "asset catalogue read holds; \(fallback): add a '\(named.name).colorset' to the "
            + "app's asset catalogue, or give the folder that holds it with --sources",
          location: place))
    }
    let root = screen.scene.backgroundColor
    check(root?.value, of: "the scene", what: "background colour", at: root?.location)
    for view in screen.views where view.isShown {
      let place = view.spec.id.location
      check(view.spec.string("textColor"), of: view.name, what: "text colour", at: place)
      check(
        view.spec.string("backgroundColor"), of: view.name, what: "background colour", at: place)
    }
    return out
  }
}
