import Testing

/// A scene's objects (`objects:`, an extension): each needs a class, its outlets connect to
/// the scene's views, and its id is one of the scene's view ids.
@Suite struct SceneObjectTests {
  @Test func eachMistakeIsLocated() {
    let yaml = storyboard(
      "    views:\n"
        + "      - { id: label, type: label, text: x, frame: [0, 0, 10, 10] }\n"
        + "    objects:\n"
        + "      - { id: manager, outlets: { theLabel: labl } }\n"
        + "      - { id: label, class: Other }\n"
        + "    outlets:\n      manager: managr\n")
    #expect(
      diagnosticLines(yaml) == [
        "10:9: error: an object has no 'class'; add it [missing-key]",
        "10:45: error: outlet 'theLabel' connects to 'labl', which is not a view, bar item, "
          + "named constraint or object of scene 'a'; did you mean 'label'? "
          + "[outlet-dangling-destination]",
        "11:15: error: id 'label' is used twice in scene 'a'; give each view and bar item its "
          + "own id [duplicate-id]",
        "13:16: error: outlet 'manager' connects to 'managr', which is not a view, bar item, "
          + "named constraint or object of scene 'a'; did you mean 'manager'? "
          + "[outlet-dangling-destination]",
      ])
  }
}
