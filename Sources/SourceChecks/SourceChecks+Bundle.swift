import Diagnostics
import SceneModel

/// An app checked as one app (`scenectl validate APPDIR --sources APPDIR`): Xcode's build
/// copies every storyboard of the app into its one bundle, whatever folder each sits in, so
/// the identifiers code passes to UIKit resolve among all of them.
extension SourceChecks {
  /// The scenes of `storyboards`, each file's own (not the scenes its references took from
  /// other files, which are those files' own), in one storyboard, with what code connects in
  /// any of them: what `checkCode(_:connections:index:storyboardNames:)` reads for the whole
  /// app.
  public static func joined(_ storyboards: [(Storyboard, CodeConnections)])
    -> (Storyboard, CodeConnections)
  {
    let first = storyboards.first?.0
    var out = Storyboard(
      file: first?.file ?? "", location: first?.location ?? .init(file: "", line: 1, column: 1))
    var connections = CodeConnections()
    var scenes: [Scene] = []
    for (storyboard, theirs) in storyboards {
      let own = storyboard.scenes.filter { $0.id.location.file == storyboard.file }
      scenes += own
      connections.join(theirs, nibs: true)
      guard theirs.collectionCellIdentifiers != nil else { continue }
      connections.collectionCellIdentifiers = connections.collectionCellIdentifiers ?? [:]
      for scene in own {
        connections.takeCells(of: scene.id.value, from: theirs, as: scene.id.value)
      }
    }
    out.scenes = scenes
    return (out, connections)
  }

}
