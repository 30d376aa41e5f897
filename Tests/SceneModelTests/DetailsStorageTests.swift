import SceneModel
import SceneSyntax
import Testing

/// What few views and scenes have is held out of line and shared by copies until one
/// changes (`ViewSpec.Details`, `Scene.Details`): a copy is still a value of its own.
@Suite struct DetailsStorageTests {
  static let yaml = """
    format: 1
    storyboard: T
    initial: a
    scenes:
      a:
        kind: viewController
        title: First
        unwindActions: [done]
        views:
          - id: box
            type: view
            class: BoxView
            layoutMargins: [1, 2, 3, 4]
            gestures: [{ id: tapBox, type: tap }]
            subviews: [{ id: plain, type: label, text: Hi }]
    """

  static func scene() throws -> Scene {
    let result = StoryboardLoader.load(Array(yaml.utf8), file: "test.yaml")
    #expect(result.diagnostics.isEmpty)
    return try #require(result.storyboard?.scenes.first)
  }

  @Test func aChangedCopyOfAViewLeavesTheOriginalAsItWas() throws {
    let box = try #require(try Self.scene().view("box"))
    var copy = box
    copy.className = nil
    copy.gestures = []
    copy.unreadProperties.append("text")
    copy.layoutMargins?.value.top = 9
    #expect(box.className?.value == "BoxView")
    #expect(box.gestures.compactMap(\.id?.value) == ["tapBox"])
    #expect(box.unreadProperties.isEmpty)
    #expect(box.layoutMargins?.value == LayoutMargins(top: 1, leading: 2, bottom: 3, trailing: 4))
    #expect(copy.className == nil)
    #expect(copy.gestures.isEmpty)
    #expect(copy.unreadProperties == ["text"])
    #expect(copy.layoutMargins?.value.top == 9)
  }

  @Test func aViewWithoutDetailsHasTheDefaultsAndTakesOneWithoutTheOthers() throws {
    var plain = try #require(try Self.scene().view("plain"))
    #expect(plain.className == nil && plain.gestures.isEmpty && plain.prototypes.isEmpty)
    #expect(plain.insetsLayoutMarginsFromSafeArea)
    #expect(!plain.preservesSuperviewLayoutMargins)
    #expect(plain.cellViews.isEmpty && plain.tableEndViews.isEmpty && plain.ownBarItems.isEmpty)
    plain.preservesSuperviewLayoutMargins = true
    #expect(plain.preservesSuperviewLayoutMargins)
    #expect(plain.insetsLayoutMarginsFromSafeArea)
    #expect(plain.className == nil && plain.navigationItem == nil)
  }

  @Test func aChangedCopyOfASceneLeavesTheOriginalAsItWas() throws {
    let scene = try Self.scene()
    var copy = scene
    copy.title = nil
    copy.unwindActions.append(Located("back", at: scene.id.location))
    copy.hasUnreadProperties = true
    #expect(scene.title?.value == "First")
    #expect(scene.unwindActions.map(\.value) == ["done"])
    #expect(!scene.hasUnreadProperties)
    #expect(copy.title == nil)
    #expect(copy.unwindActions.map(\.value) == ["done", "back"])
    #expect(copy.hasUnreadProperties)
  }

  @Test func aCopyOfASceneWithChangedViewsLeavesTheOriginalAndItsTablesAsTheyWere() throws {
    let scene = try Self.scene()
    var copy = scene
    copy.views[0].subviews.append(try #require(scene.view("plain")).renamed("extra"))
    copy.properties = [NamedValue(name: Located("count", at: scene.id.location), value: .number(0))]
    copy.constraints = []
    #expect(scene.allViews.map(\.id.value) == ["box", "plain"])
    #expect(scene.view("extra") == nil && !scene.hasProperty("count"))
    #expect(copy.allViews.map(\.id.value) == ["box", "plain", "extra"])
    #expect(copy.view("extra")?.id.value == "extra" && copy.hasProperty("count"))
    #expect(copy.id.value == "a" && copy.kind.value == .viewController)
  }
}

extension ViewSpec {
  fileprivate func renamed(_ id: String) -> ViewSpec {
    var view = self
    view.id.value = id
    return view
  }
}
