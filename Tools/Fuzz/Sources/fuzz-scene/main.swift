import SceneLayout
import SceneModel
import ScenePictures
import SceneRuntime

/// YAML bytes → scene model → what `validate` does (the checks and the layout checks on
/// every device) → `render` of the first scenes → (no errors) a short simulation driven by
/// taps and by events that set values, with a snapshot of its last screen. Any crash, hang or
/// leak is a bug; diagnostics and simulation errors are the expected outcome for bad input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let result = StoryboardLoader.load(
    bytes, file: "fuzz.yaml", dataFiles: DataFileReader(sceneFile: "/nonexistent/fuzz.yaml"))
  guard let storyboard = result.storyboard else { return 0 }
  let diagnostics = Validator.validate(storyboard) + SceneLayoutEngine.diagnostics(for: storyboard)
  render(storyboard, device: bytes.last ?? 0)
  if !diagnostics.contains(where: { $0.severity == .error }) {
    simulate(storyboard, choices: bytes.suffix(Simulation.events))
  }
  return 0
}

/// How the fuzzer drives a valid storyboard: small limits, so one input stays fast.
enum Simulation {
  /// Events after launch, one per byte at the end of the input.
  static let events = 6
  /// How many of the controls on screen an event may pick from.
  static let controls = 4
  /// How many scenes `render` draws.
  static let renderedScenes = 3
  static let limits = SimulationLimits(
    stepsPerEvent: 500, transitionsPerEvent: 20, presentationDepth: 4, navigationDepth: 8,
    controllers: 100)
  /// Text typed into fields: numbers a field's text may be converted from, and long or
  /// combining text.
  static let texts = [
    "", "0", "-1", "2.5", "1e19", "-1e19", "9223372036854775807", "nan", "inf", "0x10",
    String(repeating: "9", count: 400), String(repeating: "e\u{301}", count: 300), "a\nb\u{1B}",
  ]
  /// Rows and segments selected: in range, just out of it, and far out of it.
  static let indices = [0, 1, 2, 3, -1, 1000, Int.max, Int.min]
}

/// Draws the first scenes as `render` does, on iPhone or iPad by one byte.
func render(_ storyboard: Storyboard, device byte: UInt8) {
  guard let device = Device.named(byte % 2 == 0 ? "iphone" : "ipad") else { return }
  for scene in storyboard.scenes.prefix(Simulation.renderedScenes) {
    if let screen = ScreenBuilder.screen(of: scene.id.value, in: storyboard, device: device) {
      _ = ScreenDrawing.svg(screen)
    }
  }
}

/// Launches the storyboard (on iPhone or iPad, by the first choice) and applies one event per
/// choice: the low 3 bits pick the kind (a tap, typing, selecting a row or segment, an
/// accessory button, back or a swipe), the rest the control and the value. The same bytes
/// give the same events. The last screen is drawn as a snapshot would be.
func simulate(_ storyboard: Storyboard, choices: ArraySlice<UInt8>) {
  let deviceName = (choices.first ?? 0) % 2 == 0 ? "iphone" : "ipad"
  guard let device = Device.named(deviceName) else { return }
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
func event(for choice: UInt8, on screen: [ScreenView]) -> Event {
  let value = Int(choice >> 3)
  func pick(_ types: [String]) -> String? {
    let views = screen.filter { types.contains($0.type) }.prefix(Simulation.controls)
    return views.isEmpty ? nil : views[views.startIndex + value % views.count].id
  }
  let index = Simulation.indices[value % Simulation.indices.count]
  switch choice & 7 {
  case 0, 1, 2:
    let tappable = ["button", "barItem", "switch", "segmentedControl", "textField", "slider"]
    return pick(tappable).map { .tap($0) } ?? .back
  case 3:
    let text = Simulation.texts[value % Simulation.texts.count]
    return pick(["textField", "textView"]).map { .type(into: $0, text: text) } ?? .back
  case 4: return pick(["tableView", "segmentedControl"]).map { .select($0, index) } ?? .back
  case 5: return pick(["tableView"]).map { .accessory($0, index) } ?? .back
  case 6: return .back
  default: return .swipe(value % 2 == 0 ? .left : .right)
  }
}
