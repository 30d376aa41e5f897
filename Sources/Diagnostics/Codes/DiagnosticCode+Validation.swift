extension DiagnosticCode {
  /// The codes of docs/Validation.md, in its tables' order.
  public static let validationCodes: [DiagnosticCode] = [
    .noEntryPoint, .entryPointInvalid, .duplicateId, .duplicateSegueIdentifier,
    .segueDanglingDestination, .segueDanglingSource, .segueBadSource, .segueActionNotUnwind,
    .unwindToAndAction, .duplicateUnwindAction, .unwindUnknownAction, .segueTriggerNotCell,
    .accessorySegueNeedsButton, .duplicateCellSegue, .outletDanglingDestination,
    .outletTypeMismatch, .staticTableWithRows, .outletToRepeatingContent, .cellOutletsNeedClass,
    .cellOutletOutsideCell, .cellLabelNotInStyle, .tableEndNoHeight, .collectionEndNoSize,
    .actionDanglingTarget, .actionNotAControl, .actionBadEventForControl, .actionUnknownTarget,
    .actionTargetWithSteps, .actionCrossScene, .gestureUnknownAction, .gestureUnknownSegue,
    .refreshControlMisplaced, .refreshControlWithoutAction, .stepUnknownSegue, .stepUnknownAlert,
    .rowsUnknownDataSet, .constraintUnknownItem, .constraintAcrossTrees, .titleViewUnknown,
    .barItemViewUnknown, .barViewOutsideBar, .unknownState, .unknownProperty, .unknownReference,
    .unknownViewProperty, .unknownRowField, .typeMismatch, .formatArguments,
    .alertFieldsInActionSheet, .prototypeCellNeedsReuseId, .unreadableInput, .flowTooLong,
    .moreDiagnostics, .relationshipWrongSource, .relationshipCardinality, .splitColumnMissing,
    .containerChildNotRelationship, .pushNavigationController, .partialCurlRequiresFullscreen,
    .popoverNeedsAnchor, .showWithoutNavigation, .deadEndPresentation, .unwindTargetNotAncestor,
    .unreachableScene, .hidesBottomBarNeverApplies, .toolbarItemsNeverShown,
    .segueFromVcNeedsIdentifier, .referenceUnresolved, .referenceCycle, .referenceWithContent,
    .inputOutsideRoot, .referenceNotSceneFile, .referenceNameInvalid,
  ] + sourcesCodes

  public static let noEntryPoint = DiagnosticCode(
    name: "no-entry-point", level: .error, page: "docs/Validation.md",
    summary: "initial missing, or not a scene")

  public static let entryPointInvalid = DiagnosticCode(
    name: "entry-point-invalid", level: .error, page: "docs/Validation.md",
    summary: "initial missing, or not a scene")

  public static let duplicateId = DiagnosticCode(
    name: "duplicate-id", level: .error, page: "docs/Validation.md",
    summary:
      "a scene id twice; a view or bar item id twice in one scene (they share one id space)")

  public static let duplicateSegueIdentifier = DiagnosticCode(
    name: "duplicate-segue-identifier", level: .error, page: "docs/Validation.md",
    summary: "a segue id twice in one scene (UIKit would perform the first)")

  public static let segueDanglingDestination = DiagnosticCode(
    name: "segue-dangling-destination", level: .error, page: "docs/Validation.md",
    summary: "to: is not a scene; from: is not a control, bar item or prototype cell of the scene"
  )

  public static let segueDanglingSource = DiagnosticCode(
    name: "segue-dangling-source", level: .error, page: "docs/Validation.md",
    summary: "to: is not a scene; from: is not a control, bar item or prototype cell of the scene"
  )

  public static let segueBadSource = DiagnosticCode(
    name: "segue-bad-source", level: .error, page: "docs/Validation.md",
    summary: "from: is a view that cannot trigger a segue (a label); an embed's from: must be a "
      + "plain view")

  public static let segueActionNotUnwind = DiagnosticCode(
    name: "segue-action-not-unwind", level: .error, page: "docs/Validation.md",
    summary: "action: on a segue that is not kind: unwind; a segue other than an unwind names "
      + "its destination with to:")

  public static let unwindToAndAction = DiagnosticCode(
    name: "unwind-to-and-action", level: .error, page: "docs/Validation.md",
    summary: "an unwind segue with both to: and action: (it takes one of them)")

  public static let duplicateUnwindAction = DiagnosticCode(
    name: "duplicate-unwind-action", level: .error, page: "docs/Validation.md",
    summary: "an unwind action listed twice in a scene's unwindActions")

  public static let unwindUnknownAction = DiagnosticCode(
    name: "unwind-unknown-action", level: .error, page: "docs/Validation.md",
    summary: "an unwind segue's action: that no scene lists in unwindActions, with a "
      + "did-you-mean")

  public static let segueTriggerNotCell = DiagnosticCode(
    name: "segue-trigger-not-cell", level: .error, page: "docs/Validation.md",
    summary: "trigger: on a segue whose from: is a control or bar item, or that has no from:: "
      + "\"'trigger' applies only to segues from a prototype cell, but this segue starts from "
      + "'go', a button; remove 'trigger'\"")

  public static let accessorySegueNeedsButton = DiagnosticCode(
    name: "accessory-segue-needs-button", level: .error, page: "docs/Validation.md",
    summary: "trigger: accessory from a prototype whose accessory is not detailButton or "
      + "detailDisclosureButton (UIKit sends accessory taps for those only): \"segue 's' "
      + "fires on the accessory button of prototype 'Cell', but 'accessory: "
      + "disclosureIndicator' shows no button; set 'accessory: detailButton' or 'accessory: "
      + "detailDisclosureButton' on 'Cell'\", with a note at the prototype's accessory (or "
      + "the prototype)")

  public static let duplicateCellSegue = DiagnosticCode(
    name: "duplicate-cell-segue", level: .error, page: "docs/Validation.md",
    summary: "a second segue with the same trigger from one prototype (Interface Builder gives a "
      + "cell one selection and one accessory segue): \"prototype 'Cell' already has a "
      + "selection segue; a cell triggers at most one segue on selection and one on its "
      + "accessory button\", at the later from:, with a note at the first")

  public static let outletDanglingDestination = DiagnosticCode(
    name: "outlet-dangling-destination", level: .error, page: "docs/Validation.md",
    summary: "an outlet to nothing; an outlet whose declared type differs from the view's")

  public static let outletTypeMismatch = DiagnosticCode(
    name: "outlet-type-mismatch", level: .error, page: "docs/Validation.md",
    summary: "an outlet to nothing; an outlet whose declared type differs from the view's")

  public static let staticTableWithRows = DiagnosticCode(
    name: "static-table-with-rows", level: .error, page: "docs/Validation.md",
    summary: "a table with static sections that also has prototypes or rows")

  public static let outletToRepeatingContent = DiagnosticCode(
    name: "outlet-to-repeating-content", level: .error, page: "docs/Validation.md",
    summary: "a scene's outlet to a view of a prototype cell, which each row copies")

  public static let cellOutletsNeedClass = DiagnosticCode(
    name: "cell-outlets-need-class", level: .error, page: "docs/Validation.md",
    summary: "a cell's outlets with no cell class to declare them")

  public static let cellOutletOutsideCell = DiagnosticCode(
    name: "cell-outlet-outside-cell", level: .error, page: "docs/Validation.md",
    summary: "a cell's outlet to a view that is not in the cell")

  public static let cellLabelNotInStyle = DiagnosticCode(
    name: "cell-label-not-in-style", level: .error, page: "docs/Validation.md",
    summary: "a cell names a built-in label its style does not have")

  public static let tableEndNoHeight = DiagnosticCode(
    name: "table-end-no-height", level: .error, page: "docs/Validation.md",
    summary: "a table's header or footer view with neither a frame nor an intrinsic height")

  public static let collectionEndNoSize = DiagnosticCode(
    name: "collection-end-no-size", level: .warning, page: "docs/Validation.md",
    summary: "a collection view's section header or footer whose reference size is zero "
      + "along the scroll direction, so the flow layout never shows it")

  public static let actionDanglingTarget = DiagnosticCode(
    name: "action-dangling-target", level: .error, page: "docs/Validation.md",
    summary: "the sender does not exist, is not a control, or never sends that event")

  public static let actionNotAControl = DiagnosticCode(
    name: "action-not-a-control", level: .error, page: "docs/Validation.md",
    summary: "the sender does not exist, is not a control, or never sends that event")

  public static let actionBadEventForControl = DiagnosticCode(
    name: "action-bad-event-for-control", level: .error, page: "docs/Validation.md",
    summary: "the sender does not exist, is not a control, or never sends that event")

  public static let actionUnknownTarget = DiagnosticCode(
    name: "action-unknown-target", level: .error, page: "docs/Validation.md",
    summary: "an action's target: or targetScene: names nothing it can be sent to")

  public static let actionTargetWithSteps = DiagnosticCode(
    name: "action-target-with-steps", level: .error, page: "docs/Validation.md",
    summary: "an action sent to another object than the controller has steps")

  public static let actionCrossScene = DiagnosticCode(
    name: "action-cross-scene", level: .warning, page: "docs/Validation.md",
    summary: "an action wired to another scene's controller, which it never reaches")

  public static let gestureUnknownAction = DiagnosticCode(
    name: "gesture-unknown-action", level: .error, page: "docs/Validation.md",
    summary: "a gesture's action: names no action sent from the gesture's view")

  public static let gestureUnknownSegue = DiagnosticCode(
    name: "gesture-unknown-segue", level: .error, page: "docs/Validation.md",
    summary: "a gesture's segue: names no segue from the gesture's view")

  public static let refreshControlMisplaced = DiagnosticCode(
    name: "refresh-control-misplaced", level: .error, page: "docs/Validation.md",
    summary: "a refresh control on a view that is no scroll view, where UIKit has none")

  public static let refreshControlWithoutAction = DiagnosticCode(
    name: "refresh-control-without-action", level: .warning, page: "docs/Validation.md",
    summary: "a refresh control no action is sent from: pulling reloads nothing")

  public static let stepUnknownSegue = DiagnosticCode(
    name: "step-unknown-segue", level: .error, page: "docs/Validation.md",
    summary: "segue: or present: names nothing in the scene")

  public static let stepUnknownAlert = DiagnosticCode(
    name: "step-unknown-alert", level: .error, page: "docs/Validation.md",
    summary: "segue: or present: names nothing in the scene")

  public static let rowsUnknownDataSet = DiagnosticCode(
    name: "rows-unknown-data-set", level: .error, page: "docs/Validation.md",
    summary: "a table's rows: names no data set")

  public static let constraintUnknownItem = DiagnosticCode(
    name: "constraint-unknown-item", level: .error, page: "docs/Validation.md",
    summary: "a constraint item that is not a view of the scene nor superview, safeArea, "
      + "topLayoutGuide, bottomLayoutGuide")

  public static let constraintAcrossTrees = DiagnosticCode(
    name: "constraint-across-trees", level: .error, page: "docs/Validation.md",
    summary: "a constraint relating a free view's views to the view tree, another free view "
      + "or a guide: no common ancestor")

  public static let titleViewUnknown = DiagnosticCode(
    name: "title-view-unknown", level: .error, page: "docs/Validation.md",
    summary: "titleView names no view of the scene")

  public static let barItemViewUnknown = DiagnosticCode(
    name: "bar-item-view-unknown", level: .error, page: "docs/Validation.md",
    summary: "a bar item's view names no view of the scene")

  public static let barViewOutsideBar = DiagnosticCode(
    name: "bar-view-outside-bar", level: .error, page: "docs/Validation.md",
    summary: "a standalone bar's title view or item view is not one of its subviews")

  public static let unknownState = DiagnosticCode(
    name: "unknown-state", level: .error, page: "docs/Validation.md",
    summary:
      "state.x not declared under state; self.x (or a pass: target) not declared under the "
      + "scene's properties")

  public static let unknownProperty = DiagnosticCode(
    name: "unknown-property", level: .error, page: "docs/Validation.md",
    summary:
      "state.x not declared under state; self.x (or a pass: target) not declared under the "
      + "scene's properties")

  public static let unknownReference = DiagnosticCode(
    name: "unknown-reference", level: .error, page: "docs/Validation.md",
    summary: "an expression name that is no view, state, self or (where allowed) row; a property "
      + "the view's type does not have")

  public static let unknownViewProperty = DiagnosticCode(
    name: "unknown-view-property", level: .error, page: "docs/Validation.md",
    summary: "an expression name that is no view, state, self or (where allowed) row; a property "
      + "the view's type does not have")

  public static let unknownRowField = DiagnosticCode(
    name: "unknown-row-field", level: .error, page: "docs/Validation.md",
    summary: "a cell template's field or a row.x in the pass: of a segue from the cell that "
      + "no row of the table's data set has, with a did-you-mean")

  public static let typeMismatch = DiagnosticCode(
    name: "type-mismatch", level: .error, page: "docs/Validation.md",
    summary: "an operation or assignment whose types are known and cannot work: '-' needs a "
      + "number, found a string; 's.on' holds a boolean, but the value is a number; an if: "
      + "that is not a boolean. Types come from literals, operators, functions and view "
      + "properties; state, self and row are unknown and never reported")

  public static let formatArguments = DiagnosticCode(
    name: "format-arguments", level: .error, page: "docs/Validation.md",
    summary:
      "format(\"%d of %d\", x): the count or kinds of values do not match a literal format "
      + "string")

  public static let alertFieldsInActionSheet = DiagnosticCode(
    name: "alert-fields-in-action-sheet", level: .error, page: "docs/Validation.md",
    summary: "text fields on an action sheet")

  public static let prototypeCellNeedsReuseId = DiagnosticCode(
    name: "prototype-cell-needs-reuse-id", level: .warning, page: "docs/Validation.md",
    summary: "Xcode: \"Prototype table cells must have reuse identifiers\"")

  public static let unreadableInput = DiagnosticCode(
    name: "unreadable-input", level: .error, page: "docs/Validation.md",
    summary: "an input that cannot be read (missing, a folder with no scene files, a FIFO, no "
      + "permission); exit status 2")

  public static let flowTooLong = DiagnosticCode(
    name: "flow-too-long", level: .error, page: "docs/Validation.md",
    summary: "a flow file with more than 10,000 steps")

  public static let moreDiagnostics = DiagnosticCode(
    name: "more-diagnostics", level: .note, page: "docs/Validation.md",
    summary: "JSON, SARIF and GitHub output: the entry after a file's first 1,000 diagnostics "
      + "that counts the rest by severity, as the text's '… and N more errors in FILE' line")

  public static let relationshipWrongSource = DiagnosticCode(
    name: "relationship-wrong-source", level: .error, page: "docs/Validation.md",
    summary: "viewControllers only from a tab bar controller, rootViewController only from a "
      + "navigation controller, pages from a page view controller, master/supplementary/detail "
      + "from a split view controller")

  public static let relationshipCardinality = DiagnosticCode(
    name: "relationship-cardinality", level: .error, page: "docs/Validation.md",
    summary: "a navigation controller needs exactly one rootViewController (and a split view at "
      + "most one master, one supplementary, one detail)")

  public static let splitColumnMissing = DiagnosticCode(
    name: "split-column-missing", level: .warning, page: "docs/Validation.md",
    summary: "a split view with a supplementary column but no master or no detail: UIKit "
      + "leaves that column of the triple-column split view empty")

  public static let containerChildNotRelationship = DiagnosticCode(
    name: "container-child-not-relationship", level: .error, page: "docs/Validation.md",
    summary: "a container with views of its own, or one that gets children by push, show, "
      + "showDetail or embed")

  public static let pushNavigationController = DiagnosticCode(
    name: "push-navigation-controller", level: .error, page: "docs/Validation.md",
    summary: "pushing a navigation controller (UIKit throws)")

  public static let partialCurlRequiresFullscreen = DiagnosticCode(
    name: "partial-curl-requires-fullscreen", level: .error, page: "docs/Validation.md",
    summary: "transition: partialCurl without presentation: fullScreen (UIKit throws)")

  public static let popoverNeedsAnchor = DiagnosticCode(
    name: "popover-needs-anchor", level: .error, page: "docs/Validation.md",
    summary: "a popover segue with no from:")

  public static let showWithoutNavigation = DiagnosticCode(
    name: "show-without-navigation", level: .warning, page: "docs/Validation.md",
    summary: "a push/show from a scene that, on some path from initial, has no navigation "
      + "controller above it: UIKit presents modally there")

  public static let deadEndPresentation = DiagnosticCode(
    name: "dead-end-presentation", level: .warning, page: "docs/Validation.md",
    summary: "a modal or popover presentation whose destination (with its children and what it "
      + "pushes) has no dismiss step and no unwind segue; a popover only on the file's "
      + "compact-width devices, where it is full screen")

  public static let unwindTargetNotAncestor = DiagnosticCode(
    name: "unwind-target-not-ancestor", level: .warning, page: "docs/Validation.md",
    summary: "an unwind (by to:, or by action: with every scene that lists the action) whose "
      + "target UIKit's search can never find from the segue's scene on any path from "
      + "initial: never a parent or presenter of it, below it on a navigation stack, nor a "
      + "child of a container above it")

  public static let unreachableScene = DiagnosticCode(
    name: "unreachable-scene", level: .warning, page: "docs/Validation.md",
    summary: "no relationship or segue leads to the scene from initial")

  public static let hidesBottomBarNeverApplies = DiagnosticCode(
    name: "hides-bottom-bar-never-applies", level: .warning, page: "docs/Validation.md",
    summary: "hidesBottomBarWhenPushed: true where it can never hide a tab bar: on a navigation, "
      + "tab bar or split view controller (never pushed), on a scene never pushed onto a "
      + "navigation controller inside a tab bar controller nor the root of one, or on such a "
      + "root when nothing is ever pushed onto its navigation controller (a root alone keeps "
      + "the bar). The message names which, e.g. \"'hidesBottomBarWhenPushed' on 'about' "
      + "never hides a tab bar: 'about' is never pushed onto a navigation controller inside a "
      + "tab bar controller, nor the root of one with something pushed over it; remove it\". "
      + "See below for how pushes are followed")

  public static let toolbarItemsNeverShown = DiagnosticCode(
    name: "toolbar-items-never-shown", level: .warning, page: "docs/Validation.md",
    summary: "toolbarItems on a scene that is never the root of a navigation controller nor "
      + "pushed onto one: a navigation controller shows only its top scene's toolbar items")

  public static let segueFromVcNeedsIdentifier = DiagnosticCode(
    name: "segue-from-vc-needs-identifier", level: .warning, page: "docs/Validation.md",
    summary: "a manual segue (no from:) without an id: nothing can perform it")

  public static let referenceUnresolved = DiagnosticCode(
    name: "reference-unresolved", level: .warning, page: "docs/Validation.md",
    summary: "a storyboard reference (reference:) whose file cannot be read, or which names "
      + "no scene there (by id or storyboardIdentifier; without scene:, the file has no "
      + "initial scene), or whose references lead back round to it: it stays an empty "
      + "scene, and the app crashes when a segue leads there")

  public static let referenceCycle = DiagnosticCode(
    name: "reference-cycle", level: .error, page: "docs/Validation.md",
    summary: "the file's initial scene is a storyboard reference whose references lead back "
      + "round to it without reaching a scene: the app crashes at launch")

  public static let referenceWithContent = DiagnosticCode(
    name: "reference-with-content", level: .error, page: "docs/Validation.md",
    summary: "a storyboard reference with views, outlets, actions, segues or constraints of "
      + "its own: it stands for a scene of another file, which has them")

  public static let inputOutsideRoot = DiagnosticCode(
    name: "input-outside-root", level: .error, page: "docs/Validation.md",
    summary: "a storyboard reference whose file lies outside the folder the run may read "
      + "(the folder given, else the scene file's folder, or --root), links resolved: it is "
      + "not read")

  public static let referenceNotSceneFile = DiagnosticCode(
    name: "reference-not-scene-file", level: .error, page: "docs/Validation.md",
    summary: "a storyboard reference to a file that is neither a scene file (a 'format:' "
      + "line) nor a .storyboard: one error, nothing of its content")

  public static let referenceNameInvalid = DiagnosticCode(
    name: "reference-name-invalid", level: .error, page: "docs/Validation.md",
    summary: "a storyboard's storyboardName that is a path (with '/', '..' or a NUL): "
      + "Interface Builder names a storyboard by its name alone")
}
