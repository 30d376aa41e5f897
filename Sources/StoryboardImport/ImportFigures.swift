import StoryboardXML

/// The IB ids the import claimed, per kind, in the order claimed (an id may come twice):
/// kept as lists, as they are read only when the figures are asked for.
struct ClaimedIDs {
  private var lists = [[String]](repeating: [], count: CarriedKind.allCases.count)

  /// Claims `id` as carried `kind`.
  mutating func append(_ id: String, _ kind: CarriedKind) {
    lists[Self.slot(kind)].append(id)
  }

  /// The ids claimed as `kind`.
  subscript(kind: CarriedKind) -> [String] { lists[Self.slot(kind)] }

  private static func slot(_ kind: CarriedKind) -> Int {
    switch kind {
    case .scenes: 0
    case .views: 1
    case .segues: 2
    case .outlets: 3
    case .actions: 4
    case .constraints: 5
    }
  }
}

/// What an import's figures are counted from: the document, what the import claimed and the
/// constraints no size class installs. The census walks the document only when a figure is
/// asked for (`ImportedStoryboard.carried`, `inFile`).
struct ImportFigures: Sendable {
  let document: IBElement
  let claimed: ClaimedIDs
  let neverInstalled: Set<String>

  /// The document's census, without the constraints UIKit never activates.
  var census: Census {
    Census(document: document).dropping(.constraints, neverInstalled)
  }
}
