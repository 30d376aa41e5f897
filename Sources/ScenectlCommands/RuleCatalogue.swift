import Diagnostics

/// Every diagnostic code scenectl reports, with its level and what it means: the rules of
/// `validate --format sarif`. The same codes and levels as the tables of docs/Validation.md and
/// docs/Layout.md §6 (`RuleCatalogueTests` compares them).
enum RuleCatalogue {
  /// One code.
  struct Rule: Sendable {
    var code: String
    var level: Diagnostic.Severity
    /// The page that documents it, relative to the repository.
    var page: String
    /// What the code means, in a sentence.
    var summary: String
  }

  static let rules: [Rule] =
    loadingRules + validationRules + storyboardRules + xibRules + configurationRules
    + layoutRules + auditRules

  /// The codes of docs/Validation.md, in its tables' order.
  private static let validationRules: [Rule] = [
    Rule(
      code: "no-entry-point", level: .error, page: "docs/Validation.md",
      summary: "initial missing, or not a scene"),
    Rule(
      code: "entry-point-invalid", level: .error, page: "docs/Validation.md",
      summary: "initial missing, or not a scene"),
    Rule(
      code: "duplicate-id", level: .error, page: "docs/Validation.md",
      summary:
        "a scene id twice; a view or bar item id twice in one scene (they share one id space)"),
    Rule(
      code: "duplicate-segue-identifier", level: .error, page: "docs/Validation.md",
      summary: "a segue id twice in one scene (UIKit would perform the first)"),
    Rule(
      code: "segue-dangling-destination", level: .error, page: "docs/Validation.md",
      summary: "to: is not a scene; from: is not a control, bar item or prototype cell of the scene"
    ),
    Rule(
      code: "segue-dangling-source", level: .error, page: "docs/Validation.md",
      summary: "to: is not a scene; from: is not a control, bar item or prototype cell of the scene"
    ),
    Rule(
      code: "segue-bad-source", level: .error, page: "docs/Validation.md",
      summary: "from: is a view that cannot trigger a segue (a label); an embed's from: must be a "
        + "plain view"),
    Rule(
      code: "segue-action-not-unwind", level: .error, page: "docs/Validation.md",
      summary: "action: on a segue that is not kind: unwind; a segue other than an unwind names "
        + "its destination with to:"),
    Rule(
      code: "unwind-to-and-action", level: .error, page: "docs/Validation.md",
      summary: "an unwind segue with both to: and action: (it takes one of them)"),
    Rule(
      code: "duplicate-unwind-action", level: .error, page: "docs/Validation.md",
      summary: "an unwind action listed twice in a scene's unwindActions"),
    Rule(
      code: "unwind-unknown-action", level: .error, page: "docs/Validation.md",
      summary: "an unwind segue's action: that no scene lists in unwindActions, with a "
        + "did-you-mean"),
    Rule(
      code: "segue-trigger-not-cell", level: .error, page: "docs/Validation.md",
      summary: "trigger: on a segue whose from: is a control or bar item, or that has no from:: "
        + "\"'trigger' applies only to segues from a prototype cell, but this segue starts from "
        + "'go', a button; remove 'trigger'\""),
    Rule(
      code: "accessory-segue-needs-button", level: .error, page: "docs/Validation.md",
      summary: "trigger: accessory from a prototype whose accessory is not detailButton or "
        + "detailDisclosureButton (UIKit sends accessory taps for those only): \"segue 's' "
        + "fires on the accessory button of prototype 'Cell', but 'accessory: "
        + "disclosureIndicator' shows no button; set 'accessory: detailButton' or 'accessory: "
        + "detailDisclosureButton' on 'Cell'\", with a note at the prototype's accessory (or "
        + "the prototype)"),
    Rule(
      code: "duplicate-cell-segue", level: .error, page: "docs/Validation.md",
      summary: "a second segue with the same trigger from one prototype (Interface Builder gives a "
        + "cell one selection and one accessory segue): \"prototype 'Cell' already has a "
        + "selection segue; a cell triggers at most one segue on selection and one on its "
        + "accessory button\", at the later from:, with a note at the first"),
    Rule(
      code: "outlet-dangling-destination", level: .error, page: "docs/Validation.md",
      summary: "an outlet to nothing; an outlet whose declared type differs from the view's"),
    Rule(
      code: "outlet-type-mismatch", level: .error, page: "docs/Validation.md",
      summary: "an outlet to nothing; an outlet whose declared type differs from the view's"),
    Rule(
      code: "static-table-with-rows", level: .error, page: "docs/Validation.md",
      summary: "a table with static sections that also has prototypes or rows"),
    Rule(
      code: "outlet-to-repeating-content", level: .error, page: "docs/Validation.md",
      summary: "a scene's outlet to a view of a prototype cell, which each row copies"),
    Rule(
      code: "cell-outlets-need-class", level: .error, page: "docs/Validation.md",
      summary: "a cell's outlets with no cell class to declare them"),
    Rule(
      code: "cell-outlet-outside-cell", level: .error, page: "docs/Validation.md",
      summary: "a cell's outlet to a view that is not in the cell"),
    Rule(
      code: "cell-label-not-in-style", level: .error, page: "docs/Validation.md",
      summary: "a cell names a built-in label its style does not have"),
    Rule(
      code: "table-end-no-height", level: .error, page: "docs/Validation.md",
      summary: "a table's header or footer view with neither a frame nor an intrinsic height"),
    Rule(
      code: "collection-end-no-size", level: .warning, page: "docs/Validation.md",
      summary: "a collection view's section header or footer whose reference size is zero "
        + "along the scroll direction, so the flow layout never shows it"),
    Rule(
      code: "action-dangling-target", level: .error, page: "docs/Validation.md",
      summary: "the sender does not exist, is not a control, or never sends that event"),
    Rule(
      code: "action-not-a-control", level: .error, page: "docs/Validation.md",
      summary: "the sender does not exist, is not a control, or never sends that event"),
    Rule(
      code: "action-bad-event-for-control", level: .error, page: "docs/Validation.md",
      summary: "the sender does not exist, is not a control, or never sends that event"),
    Rule(
      code: "action-unknown-target", level: .error, page: "docs/Validation.md",
      summary: "an action's target: or targetScene: names nothing it can be sent to"),
    Rule(
      code: "action-target-with-steps", level: .error, page: "docs/Validation.md",
      summary: "an action sent to another object than the controller has steps"),
    Rule(
      code: "action-cross-scene", level: .warning, page: "docs/Validation.md",
      summary: "an action wired to another scene's controller, which it never reaches"),
    Rule(
      code: "gesture-unknown-action", level: .error, page: "docs/Validation.md",
      summary: "a gesture's action: names no action sent from the gesture's view"),
    Rule(
      code: "gesture-unknown-segue", level: .error, page: "docs/Validation.md",
      summary: "a gesture's segue: names no segue from the gesture's view"),
    Rule(
      code: "refresh-control-misplaced", level: .error, page: "docs/Validation.md",
      summary: "a refresh control on a view that is no scroll view, where UIKit has none"),
    Rule(
      code: "refresh-control-without-action", level: .warning, page: "docs/Validation.md",
      summary: "a refresh control no action is sent from: pulling reloads nothing"),
    Rule(
      code: "step-unknown-segue", level: .error, page: "docs/Validation.md",
      summary: "segue: or present: names nothing in the scene"),
    Rule(
      code: "step-unknown-alert", level: .error, page: "docs/Validation.md",
      summary: "segue: or present: names nothing in the scene"),
    Rule(
      code: "rows-unknown-data-set", level: .error, page: "docs/Validation.md",
      summary: "a table's rows: names no data set"),
    Rule(
      code: "constraint-unknown-item", level: .error, page: "docs/Validation.md",
      summary: "a constraint item that is not a view of the scene nor superview, safeArea, "
        + "topLayoutGuide, bottomLayoutGuide"),
    Rule(
      code: "constraint-across-trees", level: .error, page: "docs/Validation.md",
      summary: "a constraint relating a free view's views to the view tree, another free view "
        + "or a guide: no common ancestor"),
    Rule(
      code: "title-view-unknown", level: .error, page: "docs/Validation.md",
      summary: "titleView names no view of the scene"),
    Rule(
      code: "bar-item-view-unknown", level: .error, page: "docs/Validation.md",
      summary: "a bar item's view names no view of the scene"),
    Rule(
      code: "bar-view-outside-bar", level: .error, page: "docs/Validation.md",
      summary: "a standalone bar's title view or item view is not one of its subviews"),
    Rule(
      code: "unknown-state", level: .error, page: "docs/Validation.md",
      summary:
        "state.x not declared under state; self.x (or a pass: target) not declared under the "
        + "scene's properties"),
    Rule(
      code: "unknown-property", level: .error, page: "docs/Validation.md",
      summary:
        "state.x not declared under state; self.x (or a pass: target) not declared under the "
        + "scene's properties"),
    Rule(
      code: "unknown-reference", level: .error, page: "docs/Validation.md",
      summary: "an expression name that is no view, state, self or (where allowed) row; a property "
        + "the view's type does not have"),
    Rule(
      code: "unknown-view-property", level: .error, page: "docs/Validation.md",
      summary: "an expression name that is no view, state, self or (where allowed) row; a property "
        + "the view's type does not have"),
    Rule(
      code: "unknown-row-field", level: .error, page: "docs/Validation.md",
      summary: "a cell template's field or a row.x in the pass: of a segue from the cell that "
        + "no row of the table's data set has, with a did-you-mean"),
    Rule(
      code: "type-mismatch", level: .error, page: "docs/Validation.md",
      summary: "an operation or assignment whose types are known and cannot work: '-' needs a "
        + "number, found a string; 's.on' holds a boolean, but the value is a number; an if: "
        + "that is not a boolean. Types come from literals, operators, functions and view "
        + "properties; state, self and row are unknown and never reported"),
    Rule(
      code: "format-arguments", level: .error, page: "docs/Validation.md",
      summary:
        "format(\"%d of %d\", x): the count or kinds of values do not match a literal format "
        + "string"),
    Rule(
      code: "alert-fields-in-action-sheet", level: .error, page: "docs/Validation.md",
      summary: "text fields on an action sheet"),
    Rule(
      code: "prototype-cell-needs-reuse-id", level: .warning, page: "docs/Validation.md",
      summary: "Xcode: \"Prototype table cells must have reuse identifiers\""),
    Rule(
      code: "unreadable-input", level: .error, page: "docs/Validation.md",
      summary: "an input that cannot be read (missing, a folder with no scene files, a FIFO, no "
        + "permission); exit status 2"),
    Rule(
      code: "flow-too-long", level: .error, page: "docs/Validation.md",
      summary: "a flow file with more than 10,000 steps"),
    Rule(
      code: "more-diagnostics", level: .note, page: "docs/Validation.md",
      summary: "JSON, SARIF and GitHub output: the entry after a file's first 1,000 diagnostics "
        + "that counts the rest by severity, as the text's '… and N more errors in FILE' line"),
    Rule(
      code: "relationship-wrong-source", level: .error, page: "docs/Validation.md",
      summary: "viewControllers only from a tab bar controller, rootViewController only from a "
        + "navigation controller, pages from a page view controller, master/supplementary/detail "
        + "from a split view controller"),
    Rule(
      code: "relationship-cardinality", level: .error, page: "docs/Validation.md",
      summary: "a navigation controller needs exactly one rootViewController (and a split view at "
        + "most one master, one supplementary, one detail)"),
    Rule(
      code: "split-column-missing", level: .warning, page: "docs/Validation.md",
      summary: "a split view with a supplementary column but no master or no detail: UIKit "
        + "leaves that column of the triple-column split view empty"),
    Rule(
      code: "container-child-not-relationship", level: .error, page: "docs/Validation.md",
      summary: "a container with views of its own, or one that gets children by push, show, "
        + "showDetail or embed"),
    Rule(
      code: "push-navigation-controller", level: .error, page: "docs/Validation.md",
      summary: "pushing a navigation controller (UIKit throws)"),
    Rule(
      code: "partial-curl-requires-fullscreen", level: .error, page: "docs/Validation.md",
      summary: "transition: partialCurl without presentation: fullScreen (UIKit throws)"),
    Rule(
      code: "popover-needs-anchor", level: .error, page: "docs/Validation.md",
      summary: "a popover segue with no from:"),
    Rule(
      code: "show-without-navigation", level: .warning, page: "docs/Validation.md",
      summary: "a push/show from a scene that, on some path from initial, has no navigation "
        + "controller above it: UIKit presents modally there"),
    Rule(
      code: "dead-end-presentation", level: .warning, page: "docs/Validation.md",
      summary: "a modal or popover presentation whose destination (with its children and what it "
        + "pushes) has no dismiss step and no unwind segue; a popover only on the file's "
        + "compact-width devices, where it is full screen"),
    Rule(
      code: "unwind-target-not-ancestor", level: .warning, page: "docs/Validation.md",
      summary: "an unwind (by to:, or by action: with every scene that lists the action) whose "
        + "target UIKit's search can never find from the segue's scene on any path from "
        + "initial: never a parent or presenter of it, below it on a navigation stack, nor a "
        + "child of a container above it"),
    Rule(
      code: "unreachable-scene", level: .warning, page: "docs/Validation.md",
      summary: "no relationship or segue leads to the scene from initial"),
    Rule(
      code: "hides-bottom-bar-never-applies", level: .warning, page: "docs/Validation.md",
      summary: "hidesBottomBarWhenPushed: true where it can never hide a tab bar: on a navigation, "
        + "tab bar or split view controller (never pushed), on a scene never pushed onto a "
        + "navigation controller inside a tab bar controller nor the root of one, or on such a "
        + "root when nothing is ever pushed onto its navigation controller (a root alone keeps "
        + "the bar). The message names which, e.g. \"'hidesBottomBarWhenPushed' on 'about' "
        + "never hides a tab bar: 'about' is never pushed onto a navigation controller inside a "
        + "tab bar controller, nor the root of one with something pushed over it; remove it\". "
        + "See below for how pushes are followed"),
    Rule(
      code: "toolbar-items-never-shown", level: .warning, page: "docs/Validation.md",
      summary: "toolbarItems on a scene that is never the root of a navigation controller nor "
        + "pushed onto one: a navigation controller shows only its top scene's toolbar items"),
    Rule(
      code: "segue-from-vc-needs-identifier", level: .warning, page: "docs/Validation.md",
      summary: "a manual segue (no from:) without an id: nothing can perform it"),
    Rule(
      code: "reference-unresolved", level: .warning, page: "docs/Validation.md",
      summary: "a storyboard reference (reference:) whose file cannot be read, or which names "
        + "no scene there (by id or storyboardIdentifier; without scene:, the file has no "
        + "initial scene), or whose references lead back round to it: it stays an empty "
        + "scene, and the app crashes when a segue leads there"),
    Rule(
      code: "reference-cycle", level: .error, page: "docs/Validation.md",
      summary: "the file's initial scene is a storyboard reference whose references lead back "
        + "round to it without reaching a scene: the app crashes at launch"),
    Rule(
      code: "reference-with-content", level: .error, page: "docs/Validation.md",
      summary: "a storyboard reference with views, outlets, actions, segues or constraints of "
        + "its own: it stands for a scene of another file, which has them"),
    Rule(
      code: "input-outside-root", level: .error, page: "docs/Validation.md",
      summary: "a storyboard reference whose file lies outside the folder the run may read "
        + "(the folder given, else the scene file's folder, or --root), links resolved: it is "
        + "not read"),
    Rule(
      code: "reference-not-scene-file", level: .error, page: "docs/Validation.md",
      summary: "a storyboard reference to a file that is neither a scene file (a 'format:' "
        + "line) nor a .storyboard: one error, nothing of its content"),
    Rule(
      code: "reference-name-invalid", level: .error, page: "docs/Validation.md",
      summary: "a storyboard's storyboardName that is a path (with '/', '..' or a NUL): "
        + "Interface Builder names a storyboard by its name alone"),
    Rule(
      code: "class-not-in-sources", level: .error, page: "docs/Validation.md",
      summary:
        "with --sources: a scene's class: that no source declares (UIKit: \"Unknown class X in Interface Builder file\"); a warning when the folder declares none of the file's classes (it may not hold the app)"
    ),
    Rule(
      code: "outlet-without-property", level: .error, page: "docs/Validation.md",
      summary:
        "with --sources: an outlet (of a scene, or of a view of a custom class) whose property the class and its superclasses do not declare as @IBOutlet (NSUnknownKeyException), with a did-you-mean and a note at the class"
    ),
    Rule(
      code: "delegate-without-protocol", level: .error, page: "docs/Validation.md",
      summary:
        "with --sources: a view's dataSource (delegates:) connected to an object whose class does not declare the protocol UIKit expects (UITableViewDataSource, ...): UIKit calls its required methods and the app crashes; a warning for a delegate, whose methods are optional"
    ),
    Rule(
      code: "outlet-property-type", level: .error, page: "docs/Validation.md",
      summary:
        "with --sources: an outlet whose view's UIKit class does not fit the property's UIKit type (UILabel for an image view); custom types are not judged"
    ),
    Rule(
      code: "action-without-method", level: .error, page: "docs/Validation.md",
      summary:
        "with --sources: an action's selector: that no @IBAction of the class or its superclasses has (unrecognized selector), with a did-you-mean"
    ),
    Rule(
      code: "unknown-identifier", level: .error, page: "docs/Validation.md",
      summary:
        "with --sources, at the code: a segue identifier (performSegue, segue.identifier ==, case) no scene of the using class has, a storyboard identifier no scene has, a table cell reuse identifier no prototype of those scenes has, a collection view cell reuse identifier (dequeueReusableCell(withReuseIdentifier:for:)) no collection view cell of those scenes has (storyboards only); with a did-you-mean"
    ),
    Rule(
      code: "unconnected-outlet", level: .warning, page: "docs/Validation.md",
      summary:
        "with --sources, at the code: an @IBOutlet of a class some scene names that no scene connects"
    ),
    Rule(
      code: "unconnected-action", level: .warning, page: "docs/Validation.md",
      summary:
        "with --sources, at the code: an @IBAction of such a class that no control, gesture or unwind sends (judged only when the file's actions carry selectors, as a storyboard's do)"
    ),
    Rule(
      code: "sources-limit", level: .error, page: "docs/Validation.md",
      summary:
        "with --sources, at the code: more than 10,000 @IBOutlet and @IBAction members, at the first past the limit; no other check against the code runs"
    ),
  ]

  /// The position of a code's rule in `rules`, if the catalogue has it.
  static func position(of code: String) -> Int? {
    index[code]
  }

  private static let index: [String: Int] = Dictionary(
    rules.enumerated().map { ($0.element.code, $0.offset) }, uniquingKeysWith: { first, _ in first }
  )
}
