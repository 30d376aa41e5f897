import Testing

/// Actions sent elsewhere than the controller (`target:`, `targetScene:`) and custom controls
/// (`type: control`): what loads clean, and each mistake at its place.
@Suite struct ActionTargetTests {
  @Test func aTargetAnotherSceneAndACustomControlLoad() {
    let yaml = storyboard(
      "    views:\n"
        + "      - { id: b, type: button, title: B, frame: [0, 0, 10, 10] }\n"
        + "      - { id: header, type: view, class: Header, frame: [0, 20, 10, 10] }\n"
        + "      - { id: rating, type: control, class: Rating, frame: [0, 40, 10, 10] }\n"
        + "    actions:\n"
        + "      - { name: toggle, from: b, target: header }\n"
        + "      - { name: rate, from: rating, event: editingChanged }\n"
        + "      - { name: back, from: b, targetScene: c }\n"
        + "    segues:\n      - { kind: modal, from: b, to: c }\n",
      extra: "")
      + "  c:\n    kind: viewController\n    onAppear: [dismiss]\n"
    #expect(
      diagnosticLines(yaml) == [
        "14:45: warning: action 'back' from 'b' is wired to the controller of scene 'c', "
          + "another scene; each scene is loaded on its own, so the action reaches no object "
          + "and 'b' does nothing with it; connect it to this scene's controller in Interface "
          + "Builder, or delete the stale connection [action-cross-scene]"
      ])
  }

  @Test func eachMistakeIsLocatedAndSaysWhatToDo() {
    let yaml = storyboard(
      "    views:\n"
        + "      - { id: b, type: button, title: B, frame: [0, 0, 10, 10] }\n"
        + "      - { id: header, type: view, frame: [0, 20, 10, 10] }\n"
        + "    actions:\n"
        + "      - { name: one, from: b, target: headr }\n"
        + "      - { name: two, from: b, targetScene: c }\n"
        + "      - { name: three, from: b, target: header, targetScene: a }\n"
        + "      - { name: four, from: b, targetScene: a }\n"
        + "      - { name: five, from: b, target: header, do: [dismiss] }\n")
    #expect(
      diagnosticLines(yaml) == [
        "11:39: error: action 'one' is sent to 'headr', which is not a view, cell or object of scene "
          + "'a'; name one, or remove 'target' to send it to the controller; did you mean "
          + "'header'? [action-unknown-target]",
        "12:44: error: action 'two' is sent to the controller of scene 'c', which is not a "
          + "scene of this file; did you mean 'a'? [action-unknown-target]",
        "13:62: error: action 'three' has both 'target' and 'targetScene'; an action goes to "
          + "one object, so keep one [action-unknown-target]",
        "14:45: error: action 'four' names its own scene 'a' as 'targetScene'; actions go to "
          + "their scene's controller already, so remove 'targetScene' [action-unknown-target]",
        "15:53: error: action 'five' is sent to 'header', not to the controller, so it cannot "
          + "run steps (they are the controller's); remove 'do:', or remove the target "
          + "[action-target-with-steps]",
      ])
  }
}
