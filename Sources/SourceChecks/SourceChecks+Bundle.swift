import Diagnostics
import SceneModel

/// An app checked as one app (`scenectl validate APPDIR --sources APPDIR`): Xcode's build
/// copies every storyboard of the app into its one bundle, whatever folder each sits in, so
/// the identifiers code passes to UIKit resolve among all of them.
extension SourceChecks {
  /// The scenes of `storyboards`, each file's own (not the scenes its references took from
  /// other files, which are those files' own), in one storyboard, with what code connects in
  /// any of them: what `checkCode(_:index:storyboardNames:)` reads for the whole app.
  public static func joined(_ storyboards: [Storyboard]) -> Storyboard {
    let first = storyboards.first
    var out = Storyboard(
      file: first?.file ?? "", location: first?.location ?? .init(file: "", line: 1, column: 1))
    var scenes: [Scene] = []
    for storyboard in storyboards {
      let own = storyboard.scenes.filter { $0.id.location.file == storyboard.file }
      scenes += own
      out.connectedSelectors.formUnion(storyboard.connectedSelectors)
      out.connectedOutlets.formUnion(storyboard.connectedOutlets)
      out.nibs += storyboard.nibs
      if let cells = storyboard.collectionCellIdentifiers {
        var merged = out.collectionCellIdentifiers ?? [:]
        for scene in own {
          if let found = cells[scene.id.value] { merged[scene.id.value, default: []] += found }
        }
        out.collectionCellIdentifiers = merged
      }
    }
    out.scenes = scenes
    return out
  }

}
