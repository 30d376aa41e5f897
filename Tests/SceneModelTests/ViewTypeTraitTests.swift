import Testing

@testable import SceneModel

/// The traits layout and the checks read of every view (`intrinsicSizing`, `isControl`,
/// `holdsScrollingContent`) come from tables of their own, so that a lookup does not copy a
/// whole `ViewTraits`: each must say what the type's traits say.
@Suite struct ViewTypeTraitTests {
  @Test(arguments: ViewType.allCases)
  func theQuickTraitsAreTheTypesTraits(_ type: ViewType) {
    let traits = type.traits
    #expect(type.intrinsicSizing == traits.intrinsicSize)
    #expect(type.hasIntrinsicSize == (traits.intrinsicSize != .none))
    #expect(type.isControl == !traits.events.isEmpty)
    #expect(type.holdsScrollingContent == traits.holdsScrollingContent)
  }

  @Test func someTypesOfEachKind() {
    #expect(ViewType.label.intrinsicSizing == .labelText)
    #expect(ViewType.view.intrinsicSizing == .none)
    #expect(ViewType.button.isControl)
    #expect(!ViewType.label.isControl)
    #expect(ViewType.scrollView.holdsScrollingContent)
    #expect(!ViewType.stackView.holdsScrollingContent)
  }
}
