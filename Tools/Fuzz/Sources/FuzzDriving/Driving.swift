import SceneModel
import ScenePictures
import SceneRuntime

// What the fuzz targets that reach a scene model share: drawing the first scenes and a short
// simulation driven by the input's last bytes (docs/Hardening.md, "Fuzzing").

/// How the fuzzer drives a valid storyboard: small limits, so one input stays fast.
public enum Simulation {
  /// Events after launch, one per byte at the end of the input.
  public static let events = 6
  /// How many of the controls on screen an event may pick from.
  public static let controls = 4
  /// How many scenes `render` draws.
  public static let renderedScenes = 3
  public static let limits = SimulationLimits(
    stepsPerEvent: 500, transitionsPerEvent: 20, presentationDepth: 4, navigationDepth: 8,
    controllers: 100)
  /// Text typed into fields: numbers a field's text may be converted from, and long or
  /// combining text.
  public static let texts = [
    "", "0", "-1", "2.5", "1e19", "-1e19", "9223372036854775807", "nan", "inf", "0x10",
    String(repeating: "9", count: 400), String(repeating: "e\u{301}", count: 300), "a\nb\u{1B}",
  ]
  /// Rows and segments selected: in range, just out of it, and far out of it.
  public static let indices = [0, 1, 2, 3, -1, 1000, Int.max, Int.min]
}

/// Draws the first scenes as `render` does, on one of `devices` (by default iPhone or iPad) by
/// one byte.
public func render(
  _ storyboard: Storyboard, device byte: UInt8, devices: [String] = ["iphone", "ipad"]
) {
  guard let device = pickDevice(byte, from: devices) else { return }
  for scene in storyboard.scenes.prefix(Simulation.renderedScenes) {
    if let screen = ScreenBuilder.screen(of: scene.id.value, in: storyboard, device: device) {
      _ = ScreenDrawing.svg(screen)
    }
  }
}

/// Launches the storyboard (on one of `devices`, by default iPhone or iPad, by the first
/// choice) and applies one event per
/// choice: the low 3 bits pick the kind (a tap, typing, selecting a row or segment, an
/// accessory button, back or a swipe), the rest the control and the value. The same bytes
/// give the same events. The last screen is drawn as a snapshot would be.
public func simulate(
  _ storyboard: Storyboard, choices: ArraySlice<UInt8>, devices: [String] = ["iphone", "ipad"]
) {
  guard let device = pickDevice(choices.first ?? 0, from: devices) else { return }
  let simulator = Simulator(storyboard: storyboard, device: device, limits: Simulation.limits)
  do { try simulator.launch() } catch { return }
  for choice in choices {
    // A failed event (nothing to go back to, a step that fails, a row out of range) leaves
    // the simulation as it was; the next event goes on from there.
    try? simulator.apply(event(for: choice, on: simulator.viewsOnScreen()))
  }
  _ = SnapshotWriter.svg(simulator, step: choices.count, event: "fuzz", failed: false)
}

/// The event one byte picks among the views on screen.
public func event(for choice: UInt8, on screen: [ScreenView]) -> Event {
  let value = Int(choice >> 3)
  func pick(_ types: [String]) -> String? {
    let views = screen.filter { types.contains($0.type.description) }.prefix(Simulation.controls)
    return views.isEmpty ? nil : views[views.startIndex + value % views.count].id
  }
  let index = Simulation.indices[value % Simulation.indices.count]
  switch choice & 7 {
  case 0, 1, 2:
    let tappable = ["button", "barItem", "switch", "segmentedControl", "textField", "slider"]
    return pick(tappable).map { .tap(.view(.id($0))) } ?? .back
  case 3:
    let text = Simulation.texts[value % Simulation.texts.count]
    return pick(["textField", "textView"]).map { .type(into: .id($0), text: text) } ?? .back
  case 4:
    return pick(["tableView", "segmentedControl"]).map { .select(.row(.id($0), index)) } ?? .back
  case 5: return pick(["tableView"]).map { .accessory(.row(.id($0), index)) } ?? .back
  case 6:
    // The back button, or a scroll view pulled down and its refresh ended as code does.
    let scrolling = ["tableView", "collectionView", "scrollView", "textView"]
    switch value % 3 {
    case 1: return pick(scrolling).map { .pullToRefresh(.id($0)) } ?? .back
    case 2: return pick(scrolling).map { .endRefreshing($0) } ?? .back
    default: return .back
    }
  default: return .swipe(value % 2 == 0 ? .left : .right)
  }
}

/// One of the named devices (built-in names or `WIDTHxHEIGHT`), by one byte.
func pickDevice(_ byte: UInt8, from names: [String]) -> Device? {
  guard !names.isEmpty else { return nil }
  return Device.named(names[Int(byte) % names.count])
}
