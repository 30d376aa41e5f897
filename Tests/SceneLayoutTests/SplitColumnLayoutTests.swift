import SceneModel
import Testing

@testable import SceneLayout

/// Split view columns: their frames on each device, the column each scene gets from the
/// segues, and scenes laid out in their column (docs/Layout.md §3).
@Suite struct SplitColumnLayoutTests {
  static let file = "Tests/ScenectlTests/Fixtures/split-columns.yaml"

  func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
    Rect(x: x, y: y, width: width, height: height)
  }

  func device(_ name: String) throws -> Device { try #require(Device.named(name)) }

  /// 320 pt primary, a 1 pt separator, the secondary in the rest, both full height.
  @Test func columnFramesPerDevice() throws {
    for (name, width, height) in [("ipad", 820.0, 1180.0), ("ipad-landscape", 1180, 820)] {
      let ipad = try device(name)
      let screen = rect(0, 0, width, height)
      #expect(SplitColumn.primary.frame(in: screen, on: ipad) == rect(0, 0, 320, height))
      #expect(
        SplitColumn.secondary.frame(in: screen, on: ipad) == rect(321, 0, width - 321, height))
    }
    for name in ["iphone-se", "iphone", "iphone-landscape"] {
      let phone = try device(name)
      let screen = rect(0, 0, phone.width, phone.height)
      #expect(SplitColumn.primary.frame(in: screen, on: phone) == nil)
      #expect(SplitColumn.secondary.frame(in: screen, on: phone) == nil)
    }
    // A region narrower than the primary column leaves the secondary no width.
    let narrow = SplitColumn.secondary.frame(in: rect(10, 20, 300, 400), on: try device("ipad"))
    #expect(narrow == rect(310, 20, 0, 400))
  }

  /// master and detail give the columns; a navigation root and a push keep them; a
  /// showDetail destination gets the secondary column, with the source's bars.
  @Test func inferredColumns() throws {
    let storyboard = try Fixture.storyboard(Self.file)
    let contexts = ContainerContext.inferred(for: storyboard)
    let summary = zip(storyboard.scenes, contexts).map { scene, context in
      "\(scene.id.value):\(context.column?.rawValue ?? "-")\(context.navigationBar ? "+N" : "")"
    }
    #expect(
      summary == [
        "split:-", "masterNav:primary", "master:primary+N", "more:primary+N",
        "placeholder:secondary", "page:secondary+N",
      ])
  }

  /// The root view is the column, full height: the device's insets stay in the safe area.
  @Test func rootAndSafeAreaInAColumn() throws {
    let ipad = try device("ipad")
    let primary = ContainerContext(navigationBar: true, column: .primary)
    #expect(primary.rootFrame(on: ipad) == rect(0, 0, 320, 1180))
    #expect(primary.safeArea(on: ipad) == rect(0, 68, 320, 1092))
    let secondary = ContainerContext(column: .secondary)
    #expect(secondary.rootFrame(on: ipad) == rect(321, 0, 499, 1180))
    #expect(secondary.safeArea(on: ipad) == rect(321, 24, 499, 1136))
    let iphone = try device("iphone")
    #expect(secondary.rootFrame(on: iphone) == rect(0, 0, 393, 852))
    #expect(secondary.safeArea(on: iphone) == rect(0, 59, 393, 759))
  }

  /// Scenes are solved in their column, in window coordinates.
  @Test func scenesLaidOutInTheirColumns() throws {
    let storyboard = try Fixture.storyboard(Self.file)
    let master = try #require(storyboard.scene("master"))
    let placeholder = try #require(storyboard.scene("placeholder"))
    let ipad = try device("ipad")
    let landscape = try device("ipad-landscape")
    let iphone = try device("iphone")
    func frame(_ scene: Scene, _ id: String, _ device: Device) -> Rect? {
      SceneLayoutEngine.layout(scene, in: storyboard, device: device).frame(of: id)
    }
    #expect(frame(master, "openButton", ipad) == rect(20, 88, 41, 34))
    #expect(frame(master, "openButton", iphone) == rect(20, 123, 41, 34))
    // Centred in [321, 0, 499, 1180]: x = 321 + 249.5 - 68, y = 590 - 10.5.
    #expect(frame(placeholder, "emptyLabel", ipad) == rect(502.5, 579.5, 136, 21))
    // Centred in [321, 0, 859, 820].
    #expect(frame(placeholder, "emptyLabel", landscape) == rect(682.5, 399.5, 136, 21))
    #expect(
      frame(placeholder, "emptyLabel", iphone) == rect(128.5, 415.5, 136, 21).pixelAligned(scale: 3))
    // The devices share one solver: the column moves with the device.
    let results = SceneLayoutEngine.layouts(
      placeholder, devices: [iphone, ipad, landscape],
      container: ContainerContext(column: .secondary))
    #expect(
      results.map { $0.frame(of: "emptyLabel") } == [
        rect(128.5, 415.5, 136, 21).pixelAligned(scale: 3), rect(502.5, 579.5, 136, 21), rect(682.5, 399.5, 136, 21),
      ])
  }
}
