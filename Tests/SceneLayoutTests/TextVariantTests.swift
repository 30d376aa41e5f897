import SceneModel
import Testing

@testable import SceneLayout

/// Layout variants (`LayoutVariant`): pseudo-locales, right to left and Dynamic Type, with the
/// text fit checked on the frames each one solves (`TextFit`).
@Suite struct TextVariantTests {
  /// The frames and text fit problems of the scene's views on the iPhone (393 points wide, the
  /// safe area from 59 down) under a variant.
  static func laidOut(_ body: String, _ variant: LayoutVariant) throws -> (
    frames: [String], fits: [String]
  ) {
    let storyboard = try Fixture.scene(body)
    let scene = try #require(storyboard.scenes.first)
    let device = try Fixture.device("iphone")
    let context = ContainerContext.inferred(for: scene, in: storyboard)
    let result = try #require(
      SceneLayoutEngine.layouts(scene, devices: [device], container: context, variant: variant)
        .first)
    let values = variant.values(for: scene)
    let fits = TextFit.check(
      scene.treeViews, frames: result.solvedFrames, values: values, ios: device.ios
    ).compactMap { fit in
      fit.map { "\($0.view) \($0.problem.rawValue) needs \($0.needed), has \($0.available)" }
    }
    return (describe(result), fits)
  }

  @Test func aLabelThatFitsExactlyAndOneHalfAPointShort() throws {
    // "Hello" at 16 pt: 5 characters of 8 points, 40 wide and 20 high.
    let body = """
          views:
            - { id: exact, type: label, text: Hello, font: { size: 16 } }
            - { id: short, type: label, text: Hello, font: { size: 16 } }
          constraints:
            - exact.leading = superview.leading + 20
            - exact.top = superview.top + 100
            - exact.width = 40
            - short.leading = superview.leading + 20
            - short.top = exact.bottom + 8
            - short.width = 39.5
      """
    let (frames, fits) = try Self.laidOut(body, .asWritten)
    // 39.5 points from x = 20 is 39.667 on the iPhone's 1/3-point grid; the text is held to
    // the exact width.
    #expect(frames == ["exact [20, 100, 40, 20]", "short [20, 128, 39.667, 20]"])
    #expect(fits == ["short clippedWidth needs 40.0, has 39.5"])
  }

  static let wrapping = """
          views:
            - { id: note, type: label, lines: 0, text: Notifications are sent every morning }
            - { id: below, type: button, title: Continue }
          constraints:
            - note.leading = superview.leading + 20
            - note.trailing = superview.trailing - 20
            - note.top = safeArea.top + 20
            - below.leading = superview.leading + 20
            - below.top = note.bottom + 8
      """

  @Test func aPinnedLabelWrapsUnderDoubleLengthAndDoesNotClip() throws {
    // 36 characters of 8.5 points (306) fit the 353 points between the margins; doubled,
    // the text wraps to two lines of 21 points, and the button below moves down with it.
    let base = try Self.laidOut(Self.wrapping, .asWritten)
    #expect(base.frames == ["note [20, 79, 353, 21]", "below [20, 108, 82, 34]"])
    #expect(base.fits.isEmpty)
    let double = try Self.laidOut(Self.wrapping, LayoutVariant(locale: .double))
    #expect(double.frames == ["note [20, 79, 353, 42]", "below [20, 129, 174, 34]"])
    #expect(double.fits.isEmpty)
  }

  @Test func theSameLabelWithAFixedHeightClipsUnderDoubleLength() throws {
    let fixed = Self.wrapping + "\n      - note.height = 21"
    #expect(try Self.laidOut(fixed, .asWritten).fits.isEmpty)
    let double = try Self.laidOut(fixed, LayoutVariant(locale: .double))
    #expect(double.frames == ["note [20, 79, 353, 21]", "below [20, 108, 174, 34]"])
    #expect(double.fits == ["note clippedHeight needs 42.0, has 21.0"])
  }

  @Test func aLineLimitTruncatesWhatWrapsPastIt() throws {
    let oneLine = Self.wrapping.replacingOccurrences(of: "lines: 0, ", with: "")
    let double = try Self.laidOut(oneLine, LayoutVariant(locale: .double))
    #expect(double.fits == ["note clippedWidth needs 621.0, has 353.0"])
    // 173 points wide: 20 characters a line, two lines as written, four doubled.
    let narrow = Self.wrapping.replacingOccurrences(of: "lines: 0", with: "lines: 2")
      .replacingOccurrences(of: "superview.trailing - 20", with: "superview.trailing - 200")
    let base = try Self.laidOut(narrow, .asWritten)
    #expect(base.frames == ["note [20, 79, 173, 42]", "below [20, 129, 82, 34]"])
    #expect(base.fits.isEmpty)
    let doubled = try Self.laidOut(narrow, LayoutVariant(locale: .double))
    #expect(doubled.frames == ["note [20, 79, 173, 42]", "below [20, 129, 174, 34]"])
    #expect(doubled.fits == ["note truncatedLines needs 84.0, has 42.0"])
  }

  @Test func aLeftPinnedViewDoesNotFlipRightToLeft() throws {
    let body = """
          views:
            - { id: fixed, type: view }
            - { id: flipping, type: view }
          constraints:
            - fixed.left = superview.left + 20
            - fixed.width = 100
            - fixed.top = superview.top + 100
            - fixed.height = 40
            - flipping.leading = superview.leading + 20
            - flipping.width = 100
            - flipping.top = fixed.bottom + 8
            - flipping.height = 40
      """
    let base = try Self.laidOut(body, .asWritten)
    #expect(base.frames == ["fixed [20, 100, 100, 40]", "flipping [20, 148, 100, 40]"])
    let rtl = try Self.laidOut(body, LayoutVariant(locale: .rtl))
    #expect(rtl.frames == ["fixed [20, 100, 100, 40]", "flipping [273, 148, 100, 40]"])
    let scene = try #require(try Fixture.scene(body).scenes.first)
    let fixedSides = FixedSideConstraint.all(in: scene).map {
      "\($0.view) \($0.attribute.rawValue) \($0.location.line):\($0.location.column)"
    }
    #expect(fixedSides == ["fixed left 12:15"])
  }

  @Test func trailingSpacingAndRightEdgesMirror() throws {
    let body = """
          views:
            - { id: a, type: view }
            - { id: b, type: view }
          constraints:
            - superview.trailing = a.trailing + 10
            - a.width = 50
            - a.top = superview.top + 100
            - a.height = 10
            - b.left >= superview.left + 50
            - b.left = superview.left + 10 @250
            - b.width = 20
            - b.top = a.bottom
            - b.height = 10
      """
    let rtl = try Self.laidOut(body, LayoutVariant(locale: .rtl))
    // a's trailing edge is its left one, 10 from the screen's left; b keeps its left edge
    // at least 50 from the screen's left, as written.
    #expect(rtl.frames == ["a [10, 100, 50, 10]", "b [50, 110, 20, 10]"])
  }

  @Test(arguments: [
    (DynamicType.Category.large, 17.0, "label [20, 100, 34, 21]"),
    (DynamicType.Category.accessibility3, 40.0, "label [20, 100, 80, 48]"),
  ])
  func aBodyStyleLabelAtEachContentSize(
    _ category: DynamicType.Category, _ size: Double, _ frame: String
  ) throws {
    let body = """
          views:
            - { id: label, type: label, text: Body, font: { style: body }, adjustsFontForContentSizeCategory: true }
          constraints:
            - label.leading = superview.leading + 20
            - label.top = superview.top + 100
      """
    #expect(DynamicType.pointSize(.body, at: category) == size)
    let laid = try Self.laidOut(body, LayoutVariant(contentSize: category))
    #expect(laid.frames == [frame])
    #expect(laid.fits.isEmpty)
  }

  @Test func aButtonTitleAndAPlaceholderThatOutgrowTheirFrames() throws {
    // "Save" is 41 points at 10.2 a character; the placeholder "Name" 34 and 14 of insets.
    let body = """
          views:
            - { id: save, type: button, title: Save }
            - { id: name, type: textField, placeholder: Name }
            - { id: filled, type: textField, placeholder: Name, text: A much longer text }
          constraints:
            - save.leading = superview.leading + 20
            - save.top = superview.top + 100
            - save.width = 60
            - name.leading = superview.leading + 20
            - name.top = save.bottom
            - name.width = 60
            - filled.leading = superview.leading + 20
            - filled.top = name.bottom
            - filled.width = 60
      """
    #expect(try Self.laidOut(body, .asWritten).fits.isEmpty)
    // Accented, both are 8 characters: "[Šàṽé··]" and "[Ñàɱé··]".
    let accented = try Self.laidOut(body, LayoutVariant(locale: .accented))
    #expect(
      accented.fits == [
        "save buttonTitle needs 82.0, has 60.0", "name placeholder needs 82.0, has 60.0",
      ])
  }

  /// With autoshrink, a one-line label's font may shrink to `minimumScaleFactor` of its size:
  /// "Hello" at 16 points (40 wide) fits 20 points at half size, not 19.5.
  @Test func autoshrinkLetsTextShrinkToItsMinimumScale() throws {
    let body = """
          views:
            - { id: fits, type: label, text: Hello, font: { size: 16 }, minimumScaleFactor: 0.5 }
            - { id: short, type: label, text: Hello, font: { size: 16 }, minimumScaleFactor: 0.5 }
          constraints:
            - fits.leading = superview.leading + 20
            - fits.top = superview.top + 100
            - fits.width = 20
            - short.leading = superview.leading + 20
            - short.top = fits.bottom
            - short.width = 19.5
      """
    #expect(try Self.laidOut(body, .asWritten).fits == ["short clippedWidth needs 20.0, has 19.5"])
  }

  /// A size the canvas measured is the frame Xcode stored, which constraints may have
  /// stretched: a field's placeholder and a label's lines are measured in the system font.
  @Test func aCanvasSizeIsNotTakenForTheText() throws {
    let body = """
          views:
            - { id: key, type: textField, placeholder: Key, intrinsicSize: { canvas: [148.667, 30] } }
            - { id: title, type: label, lines: 2, text: Title, intrinsicSize: { canvas: [75, 30] } }
          constraints:
            - key.leading = superview.leading + 20
            - key.top = superview.top + 100
            - key.width = 148.5
            - title.leading = superview.leading + 20
            - title.top = key.bottom
            - title.height = 24
      """
    #expect(try Self.laidOut(body, .asWritten).fits.isEmpty)
  }

  @Test func pseudoLocalesChangeTheText() {
    #expect(PseudoLocale.double.text("Save") == "Save Save")
    #expect(PseudoLocale.accented.text("Save") == "[Šàṽé··]")
    #expect(PseudoLocale.accented.text("Open the door") == "[Óƥéñ ţĥé đóóŕ······]")
    #expect(PseudoLocale.rtl.text("Save") == "Save")
    #expect(PseudoLocale.double.text("") == "")
  }

  @Test func wrappingBreaksBetweenWordsThenCharacters() {
    let metric = TextWrapping.Metric.fixed(fontSize: 10)
    #expect(TextWrapping.lines("aaaa bbbb", width: 30, metric: metric) == (2, 20))
    #expect(TextWrapping.lines("aaaa bbbb", width: 45, metric: metric) == (1, 45))
    #expect(TextWrapping.lines("aaaaaaaaaa", width: 20, metric: metric) == (3, 20))
    #expect(TextWrapping.lines("a\n\nb", width: 20, metric: metric) == (3, 5))
    #expect(TextWrapping.lines("", width: 20, metric: metric) == (0, 0))
  }
}
