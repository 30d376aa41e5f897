extension RuleCatalogue {
  /// The codes of docs/Validation.md's XIB table (reading `.xib` XML), in its order, after
  /// `storyboardRules`.
  static let xibRules: [Rule] = [
    Rule(
      code: "xib-no-views", level: .error, page: "docs/Validation.md",
      summary: "a XIB without a top-level view, cell or view controller"),
    Rule(
      code: "xib-view-outlet-missing", level: .error, page: "docs/Validation.md",
      summary:
        "a XIB whose File's Owner is a view controller class (its name ends in 'Controller') without a 'view' outlet"
    ),
    Rule(
      code: "xib-view-outlet-dangling", level: .error, page: "docs/Validation.md",
      summary: "the File's Owner's 'view' outlet names no top-level view of the XIB"),
    Rule(
      code: "xib-connection-dangling", level: .error, page: "docs/Validation.md",
      summary:
        "an action, or an outlet of a view or cell, to an id nothing in the XIB has (the File's Owner's outlets: outlet-dangling-destination)"
    ),
    Rule(
      code: "nib-reuse-identifier-mismatch", level: .error, page: "docs/Validation.md",
      summary:
        "with `--sources`: code registers a cell XIB for a reuse identifier (`register(UINib(nibName:…), forCellReuseIdentifier:)`) that is not the one its cell has"
    ),
    Rule(
      code: "xib-owner-mismatch", level: .warning, page: "docs/Validation.md",
      summary:
        "with `--sources`: a XIB named like a view controller class of the code (which UIKit loads for it when no nib name is given) whose File's Owner is another view controller class"
    ),
  ]
}
