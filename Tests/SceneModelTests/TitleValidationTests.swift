import Testing

/// `self.title` is the view controller's own title (issue "The user contract", item 3): steps
/// and `pass:` set and read it without declaring it, and declaring it under `properties`,
/// which the old advice asked for and which never reached the bar, is refused.
@Suite struct TitleValidationTests {
  static let views = "    views: [ { id: go, type: button, title: Go, frame: [0, 0, 10, 10] } ]\n"

  @Test func stepsAndPassesUseTheTitleWithoutDeclaringIt() {
    let body =
      Self.views
      + "    actions: [ { name: n, from: go, do: [ { set: self.title, to: \"self.title + '!'\" } ] } ]\n"
      + "    onAppear: [dismiss]\n"
      + "    segues: [ { kind: modal, from: go, to: a, pass: { title: \"'Next'\" } } ]\n"
    #expect(diagnosticLines(storyboard(body)) == [])
  }

  @Test func declaringTheTitleAsAPropertyIsRefused() {
    #expect(
      diagnosticLines(storyboard("    properties: { title: Hello }\n")) == [
        "7:19: error: 'title' cannot be declared under 'properties' of 'a': 'self.title' is the "
          + "view controller's own title, which the navigation bar shows; write 'title:' on the "
          + "scene for its first value, and set 'self.title' in steps without declaring it "
          + "[invalid-id]"
      ])
  }
}
