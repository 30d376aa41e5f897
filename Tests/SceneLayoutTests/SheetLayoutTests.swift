import SceneModel
import Testing

@testable import SceneLayout

/// A scene that only sheets present is laid out in the sheet's card (`SheetCard`,
/// `ContainerContext.sheetCard(on:)`, docs/Layout.md §3 "Sheets"): on an upright iPhone from
/// iOS 13 a card from the status bar down (10 points lower on a phone with a home indicator),
/// with no status bar in it and a 56-point navigation bar; with iOS 26's design (`sdk: 26`)
/// from the status bar's bottom, its 54-point bar 16 points down. Full screen before iOS 13,
/// on a phone on its side, and where any way in is full screen.
@Suite struct SheetLayoutTests {
  /// Built like Kodeco's Dynamic Type sample (Xcode 11, the iPhone 8's canvas): a list in
  /// the initial navigation controller presents a navigation controller by a modal segue
  /// with no style (automatic); its root's scroll view is pinned to the safe area's top and
  /// the root's bottom (stored in a 375 x 647 card, at y = 56 under a 56-point bar).
  static let presented = """
    format: 1
    storyboard: DynamicType
    initial: nav
    devices: [iphone-se]
    scenes:
      nav:
        kind: navigationController
        segues: [ { kind: relationship, relationship: rootViewController, to: list } ]
      list:
        kind: viewController
        views:
          - { id: infoButton, type: button, title: Info }
        segues:
          - { kind: modal, from: infoButton, to: infoNav }
      infoNav:
        kind: navigationController
        segues: [ { kind: relationship, relationship: rootViewController, to: info } ]
      info:
        kind: viewController
        views:
          - { id: scroll, type: scrollView }
        segues:
          - { kind: show, to: more }
        constraints:
          - scroll.top = safeArea.top
          - scroll.bottom = superview.bottom
          - scroll.leading = superview.leading
          - scroll.trailing = superview.trailing
      more:
        kind: viewController
        views:
          - { id: panel, type: view }
        constraints:
          - panel.top = safeArea.top
          - panel.bottom = safeArea.bottom
          - panel.leading = superview.leading
          - panel.trailing = superview.trailing

    """

  func layout(_ yaml: String, scene id: String, on device: String) throws -> LayoutResult {
    let storyboard = try Fixture.inline(yaml)
    let scene = try #require(storyboard.scene(id))
    let result = SceneLayoutEngine.layout(
      scene, in: storyboard, device: try #require(storyboard.device(named: device)))
    #expect(result.diagnostics.isEmpty)
    return result
  }

  func frames(_ yaml: String, scene id: String, on device: String) throws -> [String] {
    describe(try layout(yaml, scene: id, on: device))
  }

  @Test func anAutomaticModalIsAPageSheetsCardOnAnUprightPhone() throws {
    let result = try layout(Self.presented, scene: "info", on: "iphone-se")
    #expect(describe(result) == ["scroll [0, 76, 375, 591]"])
    #expect(result.container.rootFrame(on: result.device) == Rect(x: 0, y: 20, width: 375, height: 647))
    #expect(result.container.sheetCard(on: result.device)?.style == .pageSheet)
  }

  /// What the sheet's root pushes is in the same card, under the same 56-point bar.
  @Test func aPushInTheSheetStaysInTheCard() throws {
    #expect(try frames(Self.presented, scene: "more", on: "iphone-se") == ["panel [0, 76, 375, 591]"])
  }

  /// The near misses: before iOS 13, with `fullScreen`, and where another way in is full
  /// screen (here the initial scene), the scene fills the screen under a 44-point bar.
  @Test func fullScreenBeforeIOS13OrWhenAnyWayInIsFullScreen() throws {
    let old = Self.presented.replacingOccurrences(of: "format: 1\n", with: "format: 1\nios: 12\n")
    #expect(try frames(old, scene: "info", on: "iphone-se") == ["scroll [0, 64, 375, 603]"])
    let full = Self.presented.replacingOccurrences(
      of: "to: infoNav }", with: "to: infoNav, presentation: fullScreen }")
    #expect(try frames(full, scene: "info", on: "iphone-se") == ["scroll [0, 64, 375, 603]"])
    let initial = Self.presented.replacingOccurrences(of: "initial: nav", with: "initial: infoNav")
    #expect(try frames(initial, scene: "info", on: "iphone-se") == ["scroll [0, 64, 375, 603]"])
  }

  /// On a phone with a home indicator the card starts 10 points below the status bar and
  /// keeps the indicator's inset (Eureka's 758-point card on the 812-point phone).
  @Test func aNotchedPhonesCardIs10PointsLowerAndKeepsTheHomeIndicator() throws {
    let yaml = Self.presented.replacingOccurrences(of: "[iphone-se]", with: "[\"375x812\"]")
    #expect(try frames(yaml, scene: "more", on: "375x812") == ["panel [0, 110, 375, 668]"])
  }

  /// iOS 26's design (`sdk: 26`): the card from the status bar's bottom (GoMap's 393 x 793
  /// card), its 54-point bar 16 points down (content at 70 in the card).
  @Test func withIOS26sDesignTheBarIs16PointsDownTheCard() throws {
    let yaml = Self.presented.replacingOccurrences(of: "[iphone-se]", with: "[iphone]\nsdk: 26")
    #expect(try frames(yaml, scene: "more", on: "iphone") == ["panel [0, 129, 393, 689]"])
  }

  /// On its side a phone shows sheets full screen (compact height).
  @Test func onItsSideASheetIsFullScreen() throws {
    let yaml = Self.presented.replacingOccurrences(of: "[iphone-se]", with: "[\"667x375\"]")
    #expect(try frames(yaml, scene: "info", on: "667x375") == ["scroll [0, 44, 667, 331]"])
  }

  /// On an iPad a form sheet is a 540 x 620 card in the middle of the screen, with no insets.
  @Test func anIPadFormSheetIsCentred() throws {
    let yaml = Self.presented.replacingOccurrences(of: "[iphone-se]", with: "[ipad]")
      .replacingOccurrences(of: "to: infoNav }", with: "to: infoNav, presentation: formSheet }")
    #expect(try frames(yaml, scene: "more", on: "ipad") == ["panel [140, 336, 540, 564]"])
  }
}
