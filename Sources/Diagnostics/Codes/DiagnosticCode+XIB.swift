extension DiagnosticCode {
  /// The codes of docs/Validation.md's XIB table (reading `.xib` XML), in its order, after
  /// `storyboardRules`.
  public static let xibCodes: [DiagnosticCode] = [
    .xibNoViews, .xibViewOutletMissing, .xibViewOutletDangling, .xibConnectionDangling,
    .nibReuseIdentifierMismatch, .xibOwnerMismatch,
  ]

  public static let xibNoViews = DiagnosticCode(
    name: "xib-no-views", level: .error, page: "docs/Validation.md",
    summary: "a XIB without a top-level view, cell or view controller")

  public static let xibViewOutletMissing = DiagnosticCode(
    name: "xib-view-outlet-missing", level: .error, page: "docs/Validation.md",
    summary:
      "a XIB whose File's Owner is a view controller class (its name ends in 'Controller') without a 'view' outlet"
  )

  public static let xibViewOutletDangling = DiagnosticCode(
    name: "xib-view-outlet-dangling", level: .error, page: "docs/Validation.md",
    summary: "the File's Owner's 'view' outlet names no top-level view of the XIB")

  public static let xibConnectionDangling = DiagnosticCode(
    name: "xib-connection-dangling", level: .error, page: "docs/Validation.md",
    summary:
      "an action, or an outlet of a view or cell, to an id nothing in the XIB has (the File's Owner's outlets: outlet-dangling-destination)"
  )

  public static let nibReuseIdentifierMismatch = DiagnosticCode(
    name: "nib-reuse-identifier-mismatch", level: .error, page: "docs/Validation.md",
    summary:
      "with `--sources`: code registers a cell XIB for a reuse identifier (`register(UINib(nibName:…), forCellReuseIdentifier:)`) that is not the one its cell has"
  )

  public static let xibOwnerMismatch = DiagnosticCode(
    name: "xib-owner-mismatch", level: .warning, page: "docs/Validation.md",
    summary:
      "with `--sources`: a XIB named like a view controller class of the code (which UIKit loads for it when no nib name is given) whose File's Owner is another view controller class"
  )
}
