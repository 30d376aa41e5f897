import Parallel
import TextPosition

/// What the mapping of one scene reports for the whole import: the IB ids it carried, what
/// it left out and the constraints installed in no size class, in the order met.
///
/// Each mapper keeps its own log, so that scenes can be mapped at the same time; the session
/// adds the logs in scene order once all are mapped, which gives it what mapping the scenes
/// one after another would have.
struct SceneLog: Sendable {
  var claimed: [(kind: CarriedKind, id: String)] = []
  var notCarried: [NotCarried] = []
  var neverInstalled: [String] = []
}

extension SceneMapper {
  /// Counts the element with IB id `id` as carried.
  func carry(_ kind: CarriedKind, _ id: String) {
    log.claimed.append((kind, id))
  }

  /// Leaves an element out, saying so.
  func skip(_ position: TextPosition, _ what: String, _ reason: String) {
    log.notCarried.append(NotCarried(at: position, what: what, reason: reason))
  }
}

extension ImportSession {
  /// From this many scenes on, the scenes are mapped on the machine's cores; fewer are
  /// mapped on the calling thread, which is quicker than starting threads for them.
  static let scenesMappedAtOnce = 4

  /// The scenes as YAML, in the mappers' order, with each mapper's log added to the session
  /// in that order.
  func map(_ mappers: [SceneMapper]) -> [YAMLTree] {
    let trees: [YAMLTree]
    if mappers.count < Self.scenesMappedAtOnce {
      trees = mappers.map { $0.map() }
    } else {
      let shared = MappersInParallel(mappers: mappers)
      trees = Parallel.map(mappers.count) { shared.mappers[$0].map() }
    }
    for mapper in mappers { add(mapper.log) }
    return trees
  }

  private func add(_ log: SceneLog) {
    for (kind, id) in log.claimed { claimed.append(id, kind) }
    notCarried.append(contentsOf: log.notCarried)
    for id in log.neverInstalled { neverInstalled.insert(id) }
  }
}

/// The mappers of one import, handed to the threads that map them. Sharing them is safe as
/// each mapper is mapped by one thread only and writes only itself (its tables and its
/// `log`), and the session and the document they read are written by none of them: the
/// session is written before the mapping starts and after it ends.
private struct MappersInParallel: @unchecked Sendable {
  let mappers: [SceneMapper]
}
