/// Validation codes: references between scenes, views, segues and steps.
let validationCases: [DiagnosticCase] = [
  DiagnosticCase(
    code: "segue-dangling-destination",
    yaml: storyboard(
      "    views:\n      - { id: go, type: button, title: Go, frame: [0, 0, 10, 10] }\n"
        + "    segues:\n      - { id: s, kind: modal, from: go, to: author }\n"),
    expected: [
      "10:45: error: segue 's' goes to 'author', which is not a scene "
        + "[segue-dangling-destination]"
    ]),
  DiagnosticCase(
    code: "segue-dangling-source",
    yaml: storyboard(
      "    onAppear: [dismiss]\n    segues:\n      - { id: s, kind: modal, from: nope, to: a }\n"),
    expected: [
      "9:37: error: segue starts from 'nope', which is not a control, bar item or "
        + "prototype cell of scene 'a' [segue-dangling-source]"
    ]),
  DiagnosticCase(
    code: "segue-bad-source",
    yaml: storyboard(
      "    onAppear: [dismiss]\n"
        + "    views:\n      - { id: l, type: label, text: x, frame: [0, 0, 10, 10] }\n"
        + "    segues:\n      - { kind: modal, from: l, to: a }\n"),
    expected: [
      "11:30: error: segue starts from 'l', a label, which cannot trigger a segue; "
        + "start it from a control, a bar item or a prototype cell [segue-bad-source]"
    ]),
  DiagnosticCase(
    code: "outlet-dangling-destination",
    yaml: storyboard("    outlets:\n      nameLabel: nameLabl\n"),
    expected: [
      "8:18: error: outlet 'nameLabel' connects to 'nameLabl', which is not a view or "
        + "bar item of scene 'a' [outlet-dangling-destination]"
    ]),
  DiagnosticCase(
    code: "outlet-type-mismatch",
    yaml: storyboard(
      "    views:\n      - { id: l, type: label, text: x, frame: [0, 0, 10, 10] }\n"
        + "    outlets:\n      name: { view: l, type: button }\n"),
    expected: [
      "10:30: error: outlet 'name' expects a button, but 'l' is a label "
        + "[outlet-type-mismatch]"
    ]),
  DiagnosticCase(
    code: "action-dangling-target",
    yaml: storyboard("    actions:\n      - { name: go, from: button }\n"),
    expected: [
      "8:27: error: action 'go' is sent from 'button', which is not a control or bar "
        + "item of scene 'a' [action-dangling-target]"
    ]),
  DiagnosticCase(
    code: "action-not-a-control",
    yaml: storyboard(
      "    views:\n      - { id: l, type: label, text: x, frame: [0, 0, 10, 10] }\n"
        + "    actions:\n      - { name: go, from: l }\n"),
    expected: [
      "10:27: error: action 'go' is sent from 'l', a label, which is not a control and "
        + "sends no actions [action-not-a-control]"
    ]),
  DiagnosticCase(
    code: "action-bad-event-for-control",
    yaml: storyboard(
      "    views:\n      - { id: b, type: button, title: B, frame: [0, 0, 10, 10] }\n"
        + "    actions:\n      - { name: go, from: b, event: valueChanged }\n"),
    expected: [
      "10:37: error: 'b' is a button, which never sends 'valueChanged'; it sends "
        + "'touchUpInside', 'primaryAction', 'touchDown' [action-bad-event-for-control]"
    ]),
  DiagnosticCase(
    code: "bar-item-view-unknown",
    yaml: storyboard("    navigationItem:\n      right: [ { id: f, view: filtr } ]\n"),
    expected: [
      "8:31: error: bar item 'f' shows 'filtr', which is not a view of scene 'a'; add the "
        + "view to the scene's 'views:' (to the bar's 'subviews:' in a standalone bar) or "
        + "remove 'view:' [bar-item-view-unknown]"
    ]),
  DiagnosticCase(
    code: "bar-view-outside-bar",
    yaml: storyboard(
      "    views:\n      - { id: bar, type: navigationBar, titleView: s, frame: [0, 0, 10, 44] }\n"
        + "      - { id: s, type: switch, frame: [0, 50, 51, 31] }\n"),
    expected: [
      "8:52: error: 's' is shown by the standalone bar 'bar' but is not one of its subviews; "
        + "UIKit makes it a subview of the bar, so move it into the 'subviews:' of 'bar' "
        + "[bar-view-outside-bar]"
    ]),
  // A bar item is no UIControl: it sends no touchDown.
  DiagnosticCase(
    code: "action-bad-event-for-control",
    yaml: storyboard(
      "    navigationItem:\n      right: [ { id: add, system: add } ]\n"
        + "    actions:\n      - { name: go, from: add, event: touchDown }\n"),
    expected: [
      "10:39: error: 'add' is a bar item, which never sends 'touchDown'; it sends "
        + "'primaryAction', 'touchUpInside' [action-bad-event-for-control]"
    ]),
  DiagnosticCase(
    code: "step-unknown-segue",
    yaml: storyboard(
      "    views:\n      - { id: b, type: button, title: B, frame: [0, 0, 10, 10] }\n"
        + "    actions:\n      - { name: go, from: b, do: [ { segue: showDetail } ] }\n"),
    expected: [
      "10:45: error: scene 'a' has no segue with identifier 'showDetail' "
        + "[step-unknown-segue]"
    ]),
  DiagnosticCase(
    code: "step-unknown-alert",
    yaml: storyboard(
      "    views:\n      - { id: b, type: button, title: B, frame: [0, 0, 10, 10] }\n"
        + "    actions:\n      - { name: go, from: b, do: [ { present: menu } ] }\n"),
    expected: [
      "10:47: error: scene 'a' has no alert 'menu' [step-unknown-alert]"
    ]),
  DiagnosticCase(
    code: "rows-unknown-data-set",
    yaml: storyboard(
      "    views:\n      - { id: t, type: tableView, rows: people, prototypes: [ { id: Cell } ] }\n",
      extra: "data:\n  characters: [ { name: Alice } ]\n"),
    expected: [
      "10:41: error: 'rows' names data set 'people', which is not in 'data' "
        + "[rows-unknown-data-set]"
    ]),
  DiagnosticCase(
    code: "prototype-cell-needs-reuse-id",
    yaml: storyboard(
      "    views:\n      - { id: t, type: tableView, prototypes: [ { text: x } ] }\n"),
    expected: [
      "8:49: warning: prototype table cells must have reuse identifiers; add 'id' to "
        + "this prototype [prototype-cell-needs-reuse-id]"
    ]),
  DiagnosticCase(
    code: "data-file-outside-folder",
    yaml: storyboard("", extra: "data:\n  x: ../../etc/passwd\n"),
    expected: [
      "5:6: error: data file '../../etc/passwd' is outside the scene file's folder; "
        + "keep data files beside the scene file or below it [data-file-outside-folder]"
    ]),
  DiagnosticCase(
    code: "constraint-syntax",
    yaml: storyboard(
      "    views:\n      - { id: box, type: view }\n    constraints:\n      - box.wdth = 10\n"),
    expected: [
      "10:13: error: expected an attribute after 'box.', found 'wdth'; did you mean "
        + "'width'? [constraint-syntax]"
    ]),
  DiagnosticCase(
    code: "constraint-unknown-item",
    yaml: storyboard("    constraints:\n      - 'box.width = 10'\n"),
    expected: [
      "8:10: error: constraint refers to 'box', which is not a view of scene 'a' nor "
        + "'superview', 'rootView', 'safeArea', 'topLayoutGuide', 'bottomLayoutGuide' or a "
        + "view's 'VIEW.safeArea' [constraint-unknown-item]"
    ]),
  DiagnosticCase(
    code: "expression-syntax",
    yaml: storyboard(
      "    views:\n      - { id: b, type: button, title: B, frame: [0, 0, 10, 10] }\n"
        + "    actions:\n      - name: go\n        from: b\n        do:\n"
        + "          - set: b.title\n            to: '1 + * 2'\n"),
    expected: [
      "14:22: error: expected an expression, found '*' in 'to' [expression-syntax]"
    ]),
  DiagnosticCase(
    code: "format-arguments",
    yaml: storyboard(
      "    views:\n      - { id: l, type: label, text: x, frame: [0, 0, 10, 10] }\n"
        + "    onAppear:\n      - set: l.text\n        to: format('%d of %d', 3)\n"),
    expected: ["11:20: error: the format string needs 2 values, found 1 [format-arguments]"]),
  DiagnosticCase(
    code: "type-mismatch",
    yaml: storyboard(
      "    views:\n      - { id: s, type: switch, frame: [0, 0, 10, 10] }\n"
        + "      - { id: l, type: label, text: x, frame: [0, 0, 10, 10] }\n"
        + "    onAppear:\n      - set: s.on\n        to: l.text - 1\n"
        + "      - if: \"count(l.text) && s.on\"\n      - set: l.hidden\n        to: \"'no'\"\n"),
    expected: [
      "12:13: error: 's.on' holds a boolean, but the value is a number [type-mismatch]",
      "12:20: error: '-' needs a number, found a string [type-mismatch]",
      "13:28: error: '&&' needs a boolean, found a number [type-mismatch]",
      "15:14: error: 'l.hidden' holds a boolean, but the value is a string [type-mismatch]",
    ]),
  DiagnosticCase(
    code: "title-view-unknown",
    yaml: storyboard("    navigationItem: { titleView: segments }\n"),
    expected: [
      "7:34: error: 'titleView' names 'segments', which is not a view of scene 'a' "
        + "[title-view-unknown]"
    ]),
  DiagnosticCase(
    code: "unknown-state",
    yaml: storyboard(
      "    onAppear:\n      - set: state.count\n        to: state.count + 1\n",
      extra: "state: { counter: 0 }\n"),
    expected: [
      "9:14: error: 'state.count' is not declared; add 'count' under 'state'; did you "
        + "mean 'counter'? [unknown-state]",
      "10:13: error: 'state.count' is not declared; add 'count' under 'state'; did you "
        + "mean 'counter'? [unknown-state]",
    ]),
  DiagnosticCase(
    code: "unknown-property",
    yaml: storyboard("    onAppear:\n      - set: self.info\n        to: 1\n"),
    expected: [
      "8:14: error: scene 'a' has no property 'info'; declare it under 'properties' "
        + "[unknown-property]"
    ]),
  DiagnosticCase(
    code: "unknown-reference",
    yaml: storyboard("    onAppear:\n      - set: label.text\n        to: row.name\n"),
    expected: [
      "8:14: error: 'label' is not a view of scene 'a', nor 'state' or 'self' "
        + "[unknown-reference]",
      "9:13: error: 'row' exists only in prototype cell templates and in the 'pass' "
        + "values of a segue from a prototype cell [unknown-reference]",
    ]),
  DiagnosticCase(
    code: "unknown-view-property",
    yaml: storyboard(
      "    views:\n      - { id: l, type: label, text: x, frame: [0, 0, 10, 10] }\n"
        + "    onAppear:\n      - set: l.title\n        to: \"'x'\"\n"),
    expected: [
      "10:14: error: 'l' is a label, which has no property 'title' [unknown-view-property]"
    ]),
  DiagnosticCase(
    code: "alert-fields-in-action-sheet",
    yaml: storyboard(
      "    alerts:\n      menu:\n        style: actionSheet\n        fields: [ { id: name } ]\n"),
    expected: [
      "10:19: error: action sheet 'menu' cannot have text fields; only alerts (style: "
        + "alert) take 'fields' [alert-fields-in-action-sheet]"
    ]),
  DiagnosticCase(
    code: "segue-trigger-not-cell",
    yaml: storyboard(
      "    onAppear: [dismiss]\n    navigationItem: { right: [ { id: add, system: add } ] }\n"
        + "    views:\n      - { id: go, type: button, title: Go, frame: [0, 0, 10, 10] }\n"
        + "    segues:\n      - { id: s, kind: modal, from: go, trigger: selection, to: a }\n"
        + "      - { kind: modal, from: add, trigger: accessory, to: a }\n"
        + "      - { id: m, kind: modal, trigger: accessory, to: a }\n"),
    expected: [
      "12:50: error: 'trigger' applies only to segues from a prototype cell, but this segue "
        + "starts from 'go', a button; remove 'trigger' [segue-trigger-not-cell]",
      "13:44: error: 'trigger' applies only to segues from a prototype cell, but this segue "
        + "starts from 'add', a bar item; remove 'trigger' [segue-trigger-not-cell]",
      "14:40: error: 'trigger' applies only to segues from a prototype cell, but this segue "
        + "has no 'from:' (a manual segue); remove 'trigger' [segue-trigger-not-cell]",
    ]),
  DiagnosticCase(
    code: "accessory-segue-needs-button",
    yaml: storyboard(
      "    onAppear: [dismiss]\n    views:\n"
        + "      - { id: t, type: tableView, rows: [ { name: x } ], frame: [0, 0, 10, 10],\n"
        + "          prototypes: [ { id: Cell, text: \"{name}\" },\n"
        + "                        { id: Tick, text: \"{name}\", accessory: checkmark } ] }\n"
        + "    segues:\n      - { id: s, kind: modal, from: Cell, trigger: accessory, to: a }\n"
        + "      - { id: t, kind: modal, from: Tick, trigger: accessory, to: a }\n"),
    expected: [
      "13:52: error: segue 's' fires on the accessory button of prototype 'Cell', but 'Cell' "
        + "has no 'accessory'; set 'accessory: detailButton' or 'accessory: "
        + "detailDisclosureButton' on 'Cell' [accessory-segue-needs-button]",
      "14:52: error: segue 't' fires on the accessory button of prototype 'Tick', but "
        + "'accessory: checkmark' shows no button; set 'accessory: detailButton' or "
        + "'accessory: detailDisclosureButton' on 'Tick' [accessory-segue-needs-button]",
    ]),
  DiagnosticCase(
    code: "refresh-control-misplaced",
    yaml: storyboard(
      "    views:\n      - { id: box, type: view, frame: [0, 0, 10, 10], refreshControl: { id: r } }\n"
        + "    actions: [{ name: refresh, from: r }]\n"),
    expected: [
      "8:71: error: 'r' is the refresh control of 'box', a view, which has none: UIKit's "
        + "refreshControl is a scroll view's (tableView, collectionView, scrollView, textView); "
        + "move 'refreshControl:' to the table or collection view it refreshes "
        + "[refresh-control-misplaced]"
    ]),
  DiagnosticCase(
    code: "refresh-control-without-action",
    yaml: storyboard(
      "    views:\n      - { id: t, type: tableView, frame: [0, 0, 10, 10], refreshControl: { id: r } }\n"
    ),
    expected: [
      "8:80: warning: pulling 't' down starts its refresh control 'r' and sends valueChanged, "
        + "but no action is sent from 'r', so nothing reloads and it spins until code ends it; "
        + "add '{ name: refresh, from: r, selector: \"refresh:\" }' to the scene's actions "
        + "[refresh-control-without-action]"
    ]),
  DiagnosticCase(
    code: "duplicate-cell-segue",
    yaml: storyboard(
      "    onAppear: [dismiss]\n    views:\n"
        + "      - { id: t, type: tableView, rows: [ { name: x } ], frame: [0, 0, 10, 10],\n"
        + "          prototypes: [ { id: Cell, text: \"{name}\", accessory: detailButton } ] }\n"
        + "    segues:\n      - { kind: modal, from: Cell, trigger: accessory, to: a }\n"
        + "      - { kind: modal, from: Cell, to: a }\n"
        + "      - { kind: modal, from: Cell, trigger: selection, to: a }\n"
        + "      - { kind: modal, from: Cell, trigger: accessory, to: a }\n"),
    expected: [
      "14:30: error: prototype 'Cell' already has a selection segue; a cell triggers at most "
        + "one segue on selection and one on its accessory button [duplicate-cell-segue]",
      "15:30: error: prototype 'Cell' already has an accessory segue; a cell triggers at most "
        + "one segue on selection and one on its accessory button [duplicate-cell-segue]",
    ]),
]
