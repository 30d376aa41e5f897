extension DiagnosticCode {
  /// The codes of checking scenes against the app's code (`--sources`), in
  /// docs/Validation.md's order, after `validationCodes`.
  public static let sourcesCodes: [DiagnosticCode] = [
    .classNotInSources, .outletWithoutProperty, .delegateWithoutProtocol, .outletPropertyType,
    .actionWithoutMethod, .unknownIdentifier, .unconnectedOutlet, .unconnectedAction,
    .sourcesLimit,
  ]

  public static let classNotInSources = DiagnosticCode(
    name: "class-not-in-sources", level: .error, page: "docs/Validation.md",
    summary:
      "with --sources: a scene's class: that no source declares (UIKit: \"Unknown class X in Interface Builder file\"); a warning when the folder declares none of the file's classes (it may not hold the app)"
  )

  public static let outletWithoutProperty = DiagnosticCode(
    name: "outlet-without-property", level: .error, page: "docs/Validation.md",
    summary:
      "with --sources: an outlet (of a scene, or of a view of a custom class) whose property the class and its superclasses do not declare as @IBOutlet (NSUnknownKeyException), with a did-you-mean and a note at the class"
  )

  public static let delegateWithoutProtocol = DiagnosticCode(
    name: "delegate-without-protocol", level: .error, page: "docs/Validation.md",
    summary:
      "with --sources: a view's dataSource (delegates:) connected to an object whose class does not declare the protocol UIKit expects (UITableViewDataSource, ...): UIKit calls its required methods and the app crashes; a warning for a delegate, whose methods are optional"
  )

  public static let outletPropertyType = DiagnosticCode(
    name: "outlet-property-type", level: .error, page: "docs/Validation.md",
    summary:
      "with --sources: an outlet whose view's UIKit class does not fit the property's UIKit type (UILabel for an image view); custom types are not judged"
  )

  public static let actionWithoutMethod = DiagnosticCode(
    name: "action-without-method", level: .error, page: "docs/Validation.md",
    summary:
      "with --sources: an action's selector: that no @IBAction of the class or its superclasses has (unrecognized selector), with a did-you-mean"
  )

  public static let unknownIdentifier = DiagnosticCode(
    name: "unknown-identifier", level: .error, page: "docs/Validation.md",
    summary:
      "with --sources, at the code: a segue identifier (performSegue, segue.identifier ==, case) no scene of the using class has, a storyboard identifier no scene has, a table cell reuse identifier no prototype of those scenes has, a collection view cell reuse identifier (dequeueReusableCell(withReuseIdentifier:for:)) no collection view cell of those scenes has (storyboards only); with a did-you-mean"
  )

  public static let unconnectedOutlet = DiagnosticCode(
    name: "unconnected-outlet", level: .warning, page: "docs/Validation.md",
    summary:
      "with --sources, at the code: an @IBOutlet of a class some scene names that no scene connects"
  )

  public static let unconnectedAction = DiagnosticCode(
    name: "unconnected-action", level: .warning, page: "docs/Validation.md",
    summary:
      "with --sources, at the code: an @IBAction of such a class that no control, gesture or unwind sends (judged only when the file's actions carry selectors, as a storyboard's do)"
  )

  public static let sourcesLimit = DiagnosticCode(
    name: "sources-limit", level: .error, page: "docs/Validation.md",
    summary:
      "with --sources, at the code: more than 10,000 @IBOutlet and @IBAction members, at the first past the limit; no other check against the code runs"
  )
}
