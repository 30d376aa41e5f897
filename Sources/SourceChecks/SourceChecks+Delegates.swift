import Diagnostics
import SceneModel
import SourceScanner

/// A view's delegate wiring (`delegates:`) against the code: the class it connects to must
/// declare the protocol UIKit expects (`UITableViewDataSource` for a table's `dataSource`).
/// A data source that does not is an error (UIKit calls its required methods: "unrecognized
/// selector sent to instance"); a delegate that does not, a warning (its methods are
/// optional, so UIKit sends it nothing). Only what the code settles is reported: a class not
/// in the sources, a view of a custom class (whose `delegate` may be its own), or a class
/// whose declarations name a protocol that may refine the expected one, is not.
extension SourceChecks {
  /// The protocol UIKit expects of each delegate property of a view type.
  static let delegateProtocols: [ViewType: [String: String]] = [
    .tableView: [
      "dataSource": "UITableViewDataSource", "delegate": "UITableViewDelegate",
      "dragDelegate": "UITableViewDragDelegate", "dropDelegate": "UITableViewDropDelegate",
    ],
    .collectionView: [
      "dataSource": "UICollectionViewDataSource", "delegate": "UICollectionViewDelegate",
      "dragDelegate": "UICollectionViewDragDelegate",
      "dropDelegate": "UICollectionViewDropDelegate",
    ],
    .pickerView: ["dataSource": "UIPickerViewDataSource", "delegate": "UIPickerViewDelegate"],
    .textField: ["delegate": "UITextFieldDelegate"],
    .textView: ["delegate": "UITextViewDelegate"],
    .scrollView: ["delegate": "UIScrollViewDelegate"],
    .searchBar: ["delegate": "UISearchBarDelegate"],
    .mapView: ["delegate": "MKMapViewDelegate"],
  ]

  /// UIKit's protocols that refine others: declaring one declares these too.
  static let refinedProtocols: [String: [String]] = [
    "UICollectionViewDelegateFlowLayout": ["UICollectionViewDelegate", "UIScrollViewDelegate"],
    "UICollectionViewDelegate": ["UIScrollViewDelegate"],
    "UITableViewDelegate": ["UIScrollViewDelegate"],
    "UITextViewDelegate": ["UIScrollViewDelegate"],
  ]

  /// Framework classes that declare protocols, which their subclasses inherit.
  static let frameworkConformances: [String: [String]] = [
    "UITableViewController": ["UITableViewDataSource", "UITableViewDelegate"],
    "UICollectionViewController": ["UICollectionViewDataSource", "UICollectionViewDelegate"],
  ]

  /// Prefixes of Apple's frameworks' protocols, and Swift's own protocols, none of which
  /// refines a delegate protocol of `delegateProtocols` beyond `refinedProtocols`.
  static let knownProtocolPrefixes = [
    "UI", "NS", "MK", "WK", "CL", "AV", "SF", "PH", "GK", "SK", "SCN", "AR", "CN", "EK", "MF",
    "QL", "PK", "GLK", "MTK", "CA", "CB", "UN", "ASA", "Swift.",
  ]
  static let swiftProtocols: Set<String> = [
    "Equatable", "Hashable", "Comparable", "Codable", "Encodable", "Decodable", "Identifiable",
    "CustomStringConvertible", "CustomDebugStringConvertible", "Sendable", "ObservableObject",
    "CaseIterable", "RawRepresentable", "AnyObject",
  ]

  /// The delegate wiring of every view of the scene whose destination's class the code
  /// shows not to declare the expected protocol.
  static func checkDelegates(_ scene: Scene, index: SourceIndex) -> [Diagnostic] {
    var out: [Diagnostic] = []
    for view in scene.allViews where view.className == nil {
      guard let expected = delegateProtocols[view.type.value] else { continue }
      for outlet in view.delegates {
        guard let target = outlet.targets.first,
          let wanted = expected[outlet.property.value],
          let className = destinationClass(target.value, in: scene)
        else { continue }
        let key = index.key(for: className)
        guard declares(key, wanted, index: index) == false else { continue }
        out.append(
          .delegateWithoutProtocol(
            outlet.property.value, view: view.id.value, type: view.type.value.rawValue,
            target: target.value, className: key, protocolName: wanted,
            declared: declaration(key, index), at: target.location))
      }
    }
    return out
  }

  /// The class of a delegate's destination: the scene's controller's for `self`, else the
  /// object's, cell's or view's `class:`; nil when the file names none.
  private static func destinationClass(_ target: String, in scene: Scene) -> String? {
    if target == "self" { return scene.className?.value }
    if let object = scene.objects.first(where: { $0.id.value == target }) {
      return object.className?.value
    }
    if let cell = scene.allViews.lazy.flatMap(\.cells).first(where: { $0.id?.value == target }) {
      return cell.className?.value
    }
    return scene.view(target)?.className?.value
  }

  /// Whether the class (by its key in the index) or a superclass declares `wanted`: true,
  /// false, or nil when the code does not settle it (the class is not in the sources, its
  /// superclasses end at a class that is not either, or it names a protocol that may refine
  /// `wanted`).
  static func declares(_ key: String, _ wanted: String, index: SourceIndex) -> Bool? {
    guard index.contains(key) else { return nil }
    var settled = true
    for name in [key] + index.superclasses(of: key) {
      if frameworkConformances[name]?.contains(wanted) == true { return true }
      for declaration in index.declarations(of: name) {
        for entry in declaration.inheritance {
          let written = String(entry.prefix { $0 != "<" }).trimmingSpaces
          let bare = String(written.split(separator: ".").last ?? Substring(written))
          if bare == wanted || refinedProtocols[bare]?.contains(wanted) == true { return true }
          if frameworkConformances[bare]?.contains(wanted) == true { return true }
          let known =
            index.contains(index.key(for: bare)) || isFrameworkClass(bare)
            || swiftProtocols.contains(bare)
            || knownProtocolPrefixes.contains { bare.hasPrefix($0) }
          if !known { settled = false }
        }
      }
    }
    // The chain ends at the first superclass not in the sources: a class of the app's
    // dependencies there may declare the protocol.
    if let last = index.superclasses(of: key).last, !index.contains(last),
      !isFrameworkClass(last), !knownProtocolPrefixes.contains(where: { last.hasPrefix($0) })
    {
      settled = false
    }
    return settled ? false : nil
  }
}

extension String {
  /// The text without leading and trailing spaces.
  fileprivate var trimmingSpaces: String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
