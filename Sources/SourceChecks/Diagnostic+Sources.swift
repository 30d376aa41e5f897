import Diagnostics
import SceneModel

/// The messages of checking scenes against the app's code (docs/Validation.md, sources).
extension Diagnostic {
  static func classNotInSources(_ name: String, scene: String, error: Bool, at location: Location)
    -> Diagnostic
  {
    classNotInSources(
      name, of: "scene '\(scene)'", fallback: "a plain view controller", error: error, at: location)
  }

  static func classNotInSources(
    _ name: String, view: String, scene: String, error: Bool, at location: Location
  ) -> Diagnostic {
    classNotInSources(
      name, of: "view '\(view)' of scene '\(scene)'", fallback: "a plain view of its type",
      error: error, at: location)
  }

  static func classNotInSources(
    _ name: String, object: String, scene: String, error: Bool, at location: Location
  ) -> Diagnostic {
    classNotInSources(
      name, of: "object '\(object)' of scene '\(scene)'", fallback: "a plain NSObject",
      error: error, at: location)
  }

  private static func classNotInSources(
    _ name: String, of what: String, fallback: String, error: Bool, at location: Location
  ) -> Diagnostic {
    Diagnostic(
      error ? .error : .warning, code: .classNotInSources,
      "class '\(name)' of \(what) is in none of the sources (UIKit logs \"Unknown class "
        + "\(name) in Interface Builder file\" and uses \(fallback)); fix the name or add its "
        + "file to '--sources'",
      at: location)
  }

  /// `owner`: `scene 'list'`, or `view 'map' of scene 'list'`.
  static func outletWithoutProperty(
    _ property: String, owner: String, className: String, suggestion: String?,
    declared: Location?, at location: Location
  ) -> Diagnostic {
    let hint = suggestion.map { "did you mean '\($0)'? " } ?? ""
    return .error(
      .outletWithoutProperty,
      "outlet '\(property)' of \(owner) has no @IBOutlet property in '\(className)' or its "
        + "superclasses (NSUnknownKeyException: not key value coding-compliant for the key "
        + "\(property)); \(hint)add the property or remove the outlet",
      at: location, notes: declared.map { [Note("'\(className)' is declared here", at: $0)] } ?? [])
  }

  /// A view's delegate wiring to an object whose class does not declare the protocol UIKit
  /// expects: an error for a data source (UIKit calls its required methods), a warning for a
  /// delegate (whose methods are optional: UIKit sends it nothing).
  static func delegateWithoutProtocol(
    _ property: String, view: String, type: String, target: String, className: String,
    protocolName: String, declared: Location?, at location: Location
  ) -> Diagnostic {
    let isDataSource = property == "dataSource"
    let consequence =
      isDataSource
      ? "UIKit calls its required methods and the app crashes (unrecognized selector sent to "
        + "instance)"
      : "UIKit sends it nothing"
    let text =
      "\(property) of \(type) '\(view)' connects to '\(target)', whose class '\(className)' "
      + "does not declare \(protocolName): \(consequence); declare the conformance or remove "
      + "the connection"
    let notes = declared.map { [Note("'\(className)' is declared here", at: $0)] } ?? []
    return isDataSource
      ? .error(.delegateWithoutProtocol, text, at: location, notes: notes)
      : .warning(.delegateWithoutProtocol, text, at: location, notes: notes)
  }

  static func outletTypeMismatch(
    _ property: String, viewType: ViewType, uikit: String, property type: String,
    at location: Location, declared: Location
  ) -> Diagnostic {
    .error(
      .outletPropertyType,
      "outlet '\(property)' connects \(article(viewType.rawValue)) \(viewType.rawValue) "
        + "(\(uikit)), but the property is \(article(type)) \(type); change the property's type "
        + "or connect \(article(type)) \(type)",
      at: location, notes: [Note("'\(property)' is declared here", at: declared)])
  }

  static func actionWithoutMethod(
    _ selector: String, scene: String, className: String, suggestion: String?,
    declared: Location?, at location: Location
  ) -> Diagnostic {
    let hint = suggestion.map { "did you mean '\($0)'? " } ?? ""
    return .error(
      .actionWithoutMethod,
      "action '\(selector)' of scene '\(scene)' has no @IBAction method in '\(className)' or its "
        + "superclasses (unrecognized selector sent to instance); \(hint)add the method or "
        + "remove the action",
      at: location, notes: declared.map { [Note("'\(className)' is declared here", at: $0)] } ?? [])
  }

  static func unconnectedOutlet(_ name: String, className: String, at location: Location)
    -> Diagnostic
  {
    .warning(
      .unconnectedOutlet,
      "@IBOutlet '\(name)' of '\(className)' is connected in no scene (it is nil at run time); "
        + "connect it or remove it",
      at: location)
  }

  static func unconnectedAction(_ selector: String, className: String, at location: Location)
    -> Diagnostic
  {
    .warning(
      .unconnectedAction,
      "@IBAction '\(selector)' of '\(className)' is sent by no control or unwind; connect it or "
        + "remove @IBAction",
      at: location)
  }

  static func unknownIdentifier(
    _ value: String, what: String, of owner: String, known: [String], at location: Location
  ) -> Diagnostic {
    let hint =
      Suggestions.closest(to: value, in: known).map { "; did you mean '\($0)'?" }
      ?? (known.isEmpty ? "; there are none" : "")
    return .error(
      .unknownIdentifier,
      "'\(value)' is no \(what) of \(owner)\(hint)", at: location)
  }

  /// `an imageView`, `a UILabel`: `an` before a vowel that is not a `U` (`UI…` is said
  /// "you-eye").
  private static func article(_ word: String) -> String {
    guard let first = word.first?.lowercased() else { return "a" }
    return "aeio".contains(first) ? "an" : "a"
  }
}
