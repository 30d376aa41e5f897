import Testing

@testable import SceneModel

/// One input that shows one diagnostic code, with the exact lines expected.
struct DiagnosticCase: Sendable, CustomTestStringConvertible {
  let code: String
  let yaml: String
  let expected: [String]
  var testDescription: String { code }
}

/// Every diagnostic code of loading and validation, pinned to its exact text and place.
let diagnosticCases: [DiagnosticCase] = [
  DiagnosticCase(
    code: "format-version",
    yaml: "format: 2\nstoryboard: T\ninitial: a\nscenes:\n  a: { kind: viewController }\n",
    expected: [
      "1:9: error: unsupported format version 2; this scenectl reads 'format: 1' [format-version]"
    ]),
  DiagnosticCase(
    code: "no-entry-point",
    yaml: "format: 1\nstoryboard: T\nscenes:\n  a: { kind: viewController }\n",
    expected: [
      "1:1: error: the storyboard has no 'initial' scene; add 'initial: SCENE_ID' naming the "
        + "scene the app starts with [no-entry-point]"
    ]),
  DiagnosticCase(
    code: "entry-point-invalid",
    yaml: "format: 1\nstoryboard: T\ninitial: b\nscenes:\n  a: { kind: viewController }\n",
    expected: [
      "3:10: error: 'initial' names 'b', which is not a scene; did you mean 'a'? [entry-point-invalid]"
    ]),
  DiagnosticCase(
    code: "missing-key",
    yaml: "format: 1\ninitial: a\nscenes:\n  a: { kind: viewController }\n",
    expected: ["1:1: error: the file has no 'storyboard'; add it [missing-key]"]),
  DiagnosticCase(
    code: "unknown-key",
    yaml: storyboard("    titel: Book\n"),
    expected: [
      "7:5: error: unknown key 'titel' in scene 'a'; did you mean 'title'? [unknown-key]"
    ]),
  DiagnosticCase(
    code: "wrong-type",
    yaml: storyboard("    views: { id: x }\n"),
    expected: ["7:12: error: expected a list for 'views', found a mapping [wrong-type]"]),
  DiagnosticCase(
    code: "invalid-value",
    yaml: storyboard(
      "    onAppear: [dismiss]\n"
        + "    segues:\n      - { kind: modal, to: a, id: s, presentation: fullscreen }\n"),
    expected: [
      "9:52: error: 'fullscreen' is not a valid presentation; did you mean "
        + "'fullScreen'? [invalid-value]"
    ]),
  DiagnosticCase(
    code: "invalid-id",
    yaml: storyboard("    views:\n      - { id: 2x, type: view }\n"),
    expected: [
      "8:15: error: '2x' is not a valid view id: ids start with a letter or '_' and contain "
        + "only letters, digits and '_' [invalid-id]"
    ]),
  DiagnosticCase(
    code: "empty-file",
    yaml: "",
    expected: [
      "1:1: error: the file is empty; a scene file starts with 'format: 1', 'storyboard', "
        + "'initial' and 'scenes' [empty-file]"
    ]),
  DiagnosticCase(
    code: "duplicate-key",
    yaml: storyboard("    title: A\n    title: B\n"),
    expected: [
      "8:5: error: key 'title' appears twice in one mapping; remove one of them [duplicate-key]"
    ]),
  DiagnosticCase(
    code: "duplicate-id",
    yaml: storyboard(
      "    views:\n      - { id: box, type: view, frame: [0, 0, 10, 10] }\n"
        + "      - { id: box, type: label, text: x, frame: [0, 0, 10, 10] }\n"),
    expected: [
      "9:15: error: id 'box' is used twice in scene 'a'; give each view and bar item "
        + "its own id [duplicate-id]"
    ]),
  DiagnosticCase(
    code: "duplicate-id",
    yaml: storyboard("  a: { kind: tableViewController }\n"),
    expected: [
      "7:3: error: scene id 'a' is used twice; give each scene its own id [duplicate-id]"
    ]),
  DiagnosticCase(
    code: "invalid-value",
    yaml: storyboard("    runtimeAttributes: { layer.: 1, ok.path: 2 }\n"),
    expected: [
      "7:26: error: 'layer.' is not a key path: give names of [A-Za-z_][A-Za-z0-9_]* joined "
        + "by '.', such as layer.cornerRadius [invalid-value]"
    ]),
  DiagnosticCase(
    code: "invalid-value",
    yaml: storyboard("    prefersLargeTitles: true\n"),
    expected: [
      "7:25: error: 'prefersLargeTitles' is a navigation controller's; scene 'a' is a "
        + "viewController: remove it, or put it on the navigation controller [invalid-value]"
    ]),
  DiagnosticCase(
    code: "invalid-value",
    yaml: storyboard("    edgesForExtendedLayout: [top, botom]\n"),
    expected: [
      "7:35: error: 'botom' is not a valid edge; did you mean 'bottom'? [invalid-value]"
    ]),
  DiagnosticCase(
    code: "missing-key",
    yaml: storyboard(
      "    views:\n      - { id: map, type: view, frame: [0, 0, 10, 10], "
        + "outlets: { toolbar: bar } }\n      - { id: bar, type: view, frame: [0, 0, 10, 10] }\n"),
    expected: [
      "8:66: error: view 'map' has outlets but no 'class': outlets are properties its class "
        + "declares; add 'class:' naming it [missing-key]"
    ]),
  DiagnosticCase(
    code: "outlet-dangling-destination",
    yaml: storyboard(
      "    views:\n      - { id: map, type: view, class: MapView, frame: [0, 0, 10, 10], "
        + "outlets: { toolbar: bra } }\n      - { id: bar, type: view, frame: [0, 0, 10, 10] }\n"),
    expected: [
      "8:91: error: outlet 'toolbar' connects to 'bra', which is not a view or bar item of "
        + "scene 'a'; did you mean 'bar'? [outlet-dangling-destination]"
    ]),
  DiagnosticCase(
    code: "wrong-type",
    yaml: storyboard(
      "    views:\n      - { id: grid, type: collectionView, frame: [0, 0, 10, 10], "
        + "sectionInset: [1, 2] }\n"),
    expected: [
      "8:80: error: expected [top, leading, bottom, trailing] for 'sectionInset', found a list "
        + "of 2 [wrong-type]"
    ]),
  DiagnosticCase(
    code: "reference-with-content",
    yaml: storyboard(
      "    reference: { storyboard: Other.yaml }\n"
        + "    views:\n      - { id: box, type: view, frame: [0, 0, 10, 10] }\n"),
    expected: [
      "7:16: error: scene 'a' is a storyboard reference, which stands for a scene of another "
        + "file; it cannot have views of its own: move them to that scene [reference-with-content]"
    ]),
  DiagnosticCase(
    code: "duplicate-segue-identifier",
    yaml: storyboard(
      "    onAppear: [dismiss]\n"
        + "    segues:\n      - { id: go, kind: modal, to: a }\n      - { id: go, kind: modal, to: a }\n"
    ),
    expected: [
      "10:15: error: segue identifier 'go' is used twice in scene 'a'; UIKit would "
        + "always perform the first [duplicate-segue-identifier]"
    ]),
]

@Suite struct DiagnosticCatalogueTests {
  @Test(arguments: diagnosticCases + validationCases + flowCases)
  func diagnosticTextAndPlace(_ testCase: DiagnosticCase) {
    #expect(diagnosticLines(testCase.yaml) == testCase.expected)
  }
}
