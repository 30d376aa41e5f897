/// Validation codes about containers, presentation and reachability.
let flowCases: [DiagnosticCase] = [
  DiagnosticCase(
    code: "relationship-wrong-source",
    yaml: storyboard(
      "    segues:\n      - { kind: relationship, relationship: viewControllers, to: [b] }\n"
        + "  b:\n    kind: viewController\n"),
    expected: [
      "8:45: error: 'viewControllers' relationships come only from a tabBarController, "
        + "but 'a' is a viewController [relationship-wrong-source]"
    ]),
  DiagnosticCase(
    code: "relationship-cardinality",
    yaml: """
      format: 1
      storyboard: T
      initial: nav
      scenes:
        nav:
          kind: navigationController
          segues:
            - { kind: relationship, relationship: rootViewController, to: [a, b] }
        a: { kind: viewController }
        b: { kind: viewController }
      """,
    expected: [
      "8:73: error: 'nav' needs exactly one 'rootViewController' relationship, found 2 "
        + "[relationship-cardinality]"
    ]),
  DiagnosticCase(
    code: "split-column-missing",
    yaml: """
      format: 1
      storyboard: T
      initial: split
      scenes:
        split:
          kind: splitViewController
          segues:
            - { kind: relationship, relationship: master, to: a }
            - { kind: relationship, relationship: supplementary, to: b }
        a: { kind: viewController }
        b: { kind: viewController }
      """,
    expected: [
      "9:45: warning: split view 'split' has a 'supplementary' column but no 'detail': a "
        + "triple-column split view shows the supplementary column between the primary "
        + "('master') and the secondary ('detail'), and UIKit leaves the secondary column "
        + "empty; add a 'detail' relationship, or make 'b' its 'detail' for two columns "
        + "[split-column-missing]"
    ]),
  DiagnosticCase(
    code: "container-child-not-relationship",
    yaml: """
      format: 1
      storyboard: T
      initial: tabs
      scenes:
        tabs:
          kind: tabBarController
          views: [ { id: v, type: view } ]
          segues:
            - { kind: relationship, relationship: viewControllers, to: [a] }
        a: { kind: viewController }
      """,
    expected: [
      "7:14: error: scene 'tabs' is a tabBarController, which has no views of its own; "
        + "its children come through relationship segues [container-child-not-relationship]"
    ]),
  DiagnosticCase(
    code: "show-without-navigation",
    yaml: storyboard(
      "    views:\n      - { id: b, type: button, title: B, frame: [0, 0, 10, 10] }\n"
        + "    segues:\n      - { kind: show, from: b, to: c }\n  c: { kind: viewController }\n"),
    expected: [
      "10:17: warning: the show segue from 'b' pushes, but scene 'a' is never inside a "
        + "navigation controller; there UIKit presents the destination modally instead [show-without-navigation]"
    ]),
  DiagnosticCase(
    code: "push-navigation-controller",
    yaml: """
      format: 1
      storyboard: T
      initial: nav
      scenes:
        nav:
          kind: navigationController
          segues:
            - { kind: relationship, relationship: rootViewController, to: a }
        a:
          kind: viewController
          navigationItem: { right: [ { id: more, title: More } ] }
          segues:
            - { kind: push, from: more, to: nav }
      """,
    expected: [
      "13:39: error: pushing a navigation controller is not supported: 'nav' is a "
        + "navigationController; present it modally instead [push-navigation-controller]"
    ]),
  DiagnosticCase(
    code: "partial-curl-requires-fullscreen",
    yaml: storyboard(
      "    views:\n      - { id: b, type: button, title: B, frame: [0, 0, 10, 10] }\n"
        + "    segues:\n      - { kind: modal, from: b, to: c, transition: partialCurl }\n"
        + "  c:\n    kind: viewController\n    onAppear: [dismiss]\n"),
    expected: [
      "10:52: error: the partialCurl transition works only with 'presentation: "
        + "fullScreen', not the default 'automatic'; UIKit raises an exception [partial-curl-requires-fullscreen]"
    ]),
  DiagnosticCase(
    code: "popover-needs-anchor",
    yaml: storyboard(
      "    segues:\n      - { id: pop, kind: popover, to: c }\n"
        + "  c:\n    kind: viewController\n    onAppear: [dismiss]\n"),
    expected: [
      "8:9: error: segue 'pop' is a popover with no anchor; add 'from:' with the bar "
        + "item or view it points at [popover-needs-anchor]"
    ]),
  DiagnosticCase(
    code: "dead-end-presentation",
    yaml: storyboard(
      "    views:\n      - { id: b, type: button, title: B, frame: [0, 0, 10, 10] }\n"
        + "    segues:\n      - { kind: modal, presentation: fullScreen, from: b, to: c }\n"
        + "  c: { kind: viewController }\n"),
    expected: [
      "10:63: warning: the modal segue from 'b' presents 'c', which offers no way "
        + "back: add a 'dismiss' step or an unwind segue to it [dead-end-presentation]"
    ]),
  DiagnosticCase(
    code: "toolbar-items-never-shown",
    yaml: storyboard("    toolbarItems: [ { id: add, system: add } ]\n"),
    expected: [
      "7:21: warning: the 'toolbarItems' of 'a' are never shown: 'a' is never the root of a "
        + "navigation controller nor pushed onto one, and a navigation controller shows only "
        + "the toolbar items of the scene on top of its stack; put 'a' in a navigation "
        + "controller, or remove them [toolbar-items-never-shown]"
    ]),
  DiagnosticCase(
    code: "unreachable-scene",
    yaml: storyboard("  lost: { kind: viewController }\n"),
    expected: [
      "7:3: warning: scene 'lost' is unreachable: no relationship or segue leads to it "
        + "from the initial scene 'a' [unreachable-scene]"
    ]),
  DiagnosticCase(
    code: "segue-from-vc-needs-identifier",
    yaml: storyboard("    onAppear: [dismiss]\n    segues:\n      - { kind: modal, to: a }\n"),
    expected: [
      "9:9: warning: segues initiated directly from view controllers must have an "
        + "identifier; add 'id' so a 'segue:' step in 'a' can perform it [segue-from-vc-needs-identifier]"
    ]),
  DiagnosticCase(
    code: "hides-bottom-bar-never-applies",
    yaml: """
      format: 1
      storyboard: T
      initial: tabs
      scenes:
        tabs:
          kind: tabBarController
          hidesBottomBarWhenPushed: true
          segues:
            - { kind: relationship, relationship: viewControllers, to: [nav, lonelyNav, plain] }
        nav:
          kind: navigationController
          segues:
            - { kind: relationship, relationship: rootViewController, to: list }
        list:
          kind: viewController
          hidesBottomBarWhenPushed: true
          views: [ { id: go, type: button, title: Go, frame: [0, 0, 10, 10] } ]
          segues:
            - { kind: push, from: go, to: detail }
        detail: { kind: viewController, hidesBottomBarWhenPushed: true }
        lonelyNav:
          kind: navigationController
          segues:
            - { kind: relationship, relationship: rootViewController, to: lonely }
        lonely: { kind: viewController, hidesBottomBarWhenPushed: true }
        plain: { kind: viewController, hidesBottomBarWhenPushed: true }
      """,
    expected: [
      "7:31: warning: 'hidesBottomBarWhenPushed' on 'tabs' never hides a tab bar: a "
        + "tabBarController is never pushed, and the flag applies only to scenes pushed onto "
        + "a navigation controller inside a tab bar controller; remove it "
        + "[hides-bottom-bar-never-applies]",
      "25:61: warning: 'hidesBottomBarWhenPushed' on 'lonely' never hides a tab bar: 'lonely' "
        + "is the root of 'lonelyNav' inside a tab bar controller, and a root hides the tab "
        + "bar only once something is pushed over it, but nothing is ever pushed onto "
        + "'lonelyNav'; remove it [hides-bottom-bar-never-applies]",
      "26:60: warning: 'hidesBottomBarWhenPushed' on 'plain' never hides a tab bar: 'plain' "
        + "is never pushed onto a navigation controller inside a tab bar controller, nor the "
        + "root of one with something pushed over it; remove it "
        + "[hides-bottom-bar-never-applies]",
    ]),
  DiagnosticCase(
    code: "collection-end-no-size",
    yaml: """
      format: 1
      storyboard: T
      initial: a
      scenes:
        a:
          kind: collectionViewController
          views:
            - id: grid
              type: collectionView
              footerReferenceSize: [0, 30]
              sectionHeader: { id: Header }
              sectionFooter: { id: Footer }
      """,
    expected: [
      "11:30: warning: section header 'Header' of collection view 'grid' is never shown: a "
        + "flow layout shows a section header only when its 'headerReferenceSize' has a height, "
        + "and it has none; give 'headerReferenceSize: [0, 50]' on 'grid' "
        + "[collection-end-no-size]"
    ]),
]
