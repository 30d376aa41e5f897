import StoryboardXML

/// The kinds of element the import's figures count.
public enum CarriedKind: String, CaseIterable, Sendable {
  case scenes, views, segues, outlets, actions, constraints
}

/// What a storyboard holds that the app gets at run time, per kind, by IB id: the "in the
/// file" side of the import's figures (docs/Storyboards.md, "What the figures count").
///
/// - scenes: controllers (`sceneMemberID="viewController"`, storyboard references included);
/// - views: every view in a `<subviews>` list, table header and footer views, and views
///   free-standing in a scene's objects (a controller's root view is its scene's);
/// - segues, actions: every `<segue>` and `<action>` (but peek and pop's `commit` and
///   `preview` sub-segues, which iOS 13 retired);
/// - outlets: every `<outlet>` and `<outletCollection>` but a controller's `view` (its root
///   view, which is the scene's views): the delegate wiring (`delegate`, `dataSource`,
///   `dragDelegate`, `dropDelegate`) counts, carried as views' `delegates:`;
/// - constraints: every `<constraint>` but placeholders, which Xcode removes at build time,
///   and those installed in no size class (`dropping(_:_:)`), which UIKit never activates.
///
/// An element counts as carried only when the import claimed that element (`claim`), so the
/// figures cannot count anything twice or count what is not in the file.
struct Census {
  /// A controller's `view` outlet: its root view, which the scene's `views:` are.
  static let impliedOutlets: Set<String> = ["view"]
  /// UIKit's delegate wiring, carried as a view's `delegates:` (`SceneMapper.mapDelegates`).
  static let delegateOutlets: Set<String> = [
    "delegate", "dataSource", "dragDelegate", "dropDelegate",
  ]
  /// The outlets that are not a class's own: the implied ones and the delegate wiring.
  static let notOwnedOutlets = impliedOutlets.union(delegateOutlets)
  static let tableExtras: Set<String> = ["tableHeaderView", "tableFooterView"]

  private(set) var ids: [CarriedKind: Set<String>] = [:]

  init(document: IBElement) {
    count(document, parent: "")
  }

  /// Recursive: the XML reader bounds the depth (`XMLLimits.maxDepth`, 256 levels). By index,
  /// so that no element is copied (and retained and released) on the way.
  private mutating func count(_ element: IBElement, parent: String) {
    if let kind = Self.kind(of: element, parent: parent), let id = element["id"] {
      ids[kind, default: []].insert(id)
    }
    for index in element.children.indices {
      count(element.children[index], parent: element.name)
    }
  }

  /// The census without `dropped` elements of `kind`, which the app never gets.
  func dropping(_ kind: CarriedKind, _ dropped: Set<String>) -> Census {
    var census = self
    census.ids[kind]?.subtract(dropped)
    return census
  }

  private static func kind(of element: IBElement, parent: String) -> CarriedKind? {
    switch element.name {
    case "segue": return element["key"] == nil ? .segues : nil
    case "action": return .actions
    case "constraint": return element.flag("placeholder") ? nil : .constraints
    case "outlet", "outletCollection":
      return impliedOutlets.contains(element["property"] ?? "") ? nil : .outlets
    default: break
    }
    if parent == "subviews" || isTableExtra(element["key"]) { return .views }
    guard parent == "objects" else { return nil }
    if element["sceneMemberID"] == "viewController" { return .scenes }
    if element["sceneMemberID"] == nil, SceneMapper.formatTypes[element.name] != nil {
      return .views
    }
    return nil
  }

  /// Whether `key` is one of ``tableExtras``, compared without hashing (this runs for every
  /// element of the file).
  private static func isTableExtra(_ key: String?) -> Bool {
    guard let key else { return false }
    return tableExtras.contains { $0 == key }
  }

  /// How many elements of each kind the file has.
  var totals: CarriedCounts {
    CarriedCounts { ids[$0]?.count ?? 0 }
  }

  /// How many of them the import claimed.
  func carried(_ claimed: ClaimedIDs) -> CarriedCounts {
    CarriedCounts { kind in
      guard let all = ids[kind] else { return 0 }
      return all.intersection(claimed[kind]).count
    }
  }
}
