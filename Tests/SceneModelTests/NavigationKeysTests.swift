import Testing

/// `toolbarHidden` and `navigationBarHidden` belong to navigation controllers;
/// `definesPresentationContext` to any scene.
@Suite struct NavigationKeysTests {
  @Test func toolbarHiddenOnAPlainSceneIsLocated() {
    let yaml = storyboard(
      "    toolbarHidden: false\n    definesPresentationContext: true\n    onAppear: [dismiss]\n")
    #expect(
      diagnosticLines(yaml) == [
        "7:20: error: 'toolbarHidden' is a navigation controller's; scene 'a' is a "
          + "viewController: remove it, or put it on the navigation controller [invalid-value]"
      ])
  }
}
