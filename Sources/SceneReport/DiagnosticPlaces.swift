import Diagnostics
import SceneModel

/// Which scene, and which view of it, each diagnostic of a storyboard concerns, so the report
/// can pin it on the view it is about.
///
/// A diagnostic belongs to the last scene of its file that starts at or before its place.
/// Its view is the one the message names in quotes (by id or Interface Builder id), else the
/// last view of that scene declared at or before its place; none when it comes before every
/// view (a problem of the scene itself).
struct DiagnosticPlaces {
  /// Where one diagnostic is: its scene and view, when known.
  struct Place {
    var scene: String?
    var view: String?
  }

  private struct SceneMarks {
    var id: String
    var start: Diagnostic.Location
    /// The scene's views in file order: where each is declared, its id and IB id.
    var views: [(location: Diagnostic.Location, id: String, ib: String?)]
  }

  private let scenes: [SceneMarks]
  private let file: String

  init(_ storyboard: Storyboard) {
    file = storyboard.file
    scenes = storyboard.scenes.filter { $0.id.location.file == storyboard.file }
      .map { scene in
        SceneMarks(
          id: scene.id.value, start: scene.id.location,
          views: scene.treeViews.map { ($0.id.location, $0.id.value, $0.ib?.value) }
            .sorted { $0.location < $1.location })
      }
      .sorted { $0.start < $1.start }
  }

  /// The place of `diagnostic`: nothing for one in another file or before every scene.
  func place(of diagnostic: Diagnostic) -> Place {
    guard let location = diagnostic.location, location.file == file,
      let scene = scenes.last(where: { $0.start <= location })
    else { return Place() }
    let quoted = Self.quotedNames(diagnostic.message)
    if let named = scene.views.first(where: { view in
      quoted.contains(view.id) || view.ib.map(quoted.contains) == true
    }) {
      return Place(scene: scene.id, view: named.id)
    }
    return Place(scene: scene.id, view: scene.views.last { $0.location <= location }?.id)
  }

  /// The names a message puts in single quotes.
  static func quotedNames(_ message: String) -> Set<String> {
    let parts = message.split(separator: "'", omittingEmptySubsequences: false)
    return Set(stride(from: 1, to: parts.count - 1, by: 2).map { String(parts[$0]) })
  }
}
