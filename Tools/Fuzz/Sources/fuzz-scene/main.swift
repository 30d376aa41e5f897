import SceneModel
import SceneRuntime

/// YAML bytes → scene model → validation → (no errors) a short simulation. Any crash, hang
/// or leak is a bug; diagnostics and simulation errors are the expected outcome for bad input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let result = StoryboardLoader.load(
    bytes, file: "fuzz.yaml", dataFiles: DataFileReader(sceneFile: "/nonexistent/fuzz.yaml"))
  if let storyboard = result.storyboard {
    let diagnostics = Validator.validate(storyboard)
    if !diagnostics.contains(where: { $0.severity == .error }) {
      simulate(storyboard, choices: bytes.suffix(Simulation.events))
    }
  }
  return 0
}

/// How the fuzzer drives a valid storyboard: small limits, so one input stays fast.
enum Simulation {
  /// Events after launch, one per byte at the end of the input.
  static let events = 6
  /// How many of the controls on screen a tap may pick from.
  static let controls = 4
  static let limits = SimulationLimits(
    stepsPerEvent: 500, transitionsPerEvent: 20, presentationDepth: 4, navigationDepth: 8,
    controllers: 100)
}

/// Launches the storyboard (on iPhone or iPad, by the first choice) and applies one event per
/// choice: a tap on one of the first controls on screen, or back (also when nothing can be
/// tapped). The same bytes give the same events.
func simulate(_ storyboard: Storyboard, choices: ArraySlice<UInt8>) {
  let deviceName = (choices.first ?? 0) % 2 == 0 ? "iphone" : "ipad"
  guard let device = Device.named(deviceName) else { return }
  let simulator = Simulator(storyboard: storyboard, device: device, limits: Simulation.limits)
  do { try simulator.launch() } catch { return }
  let tappable = ["button", "barItem", "switch", "segmentedControl", "textField"]
  for choice in choices {
    let controls = simulator.viewsOnScreen().filter { tappable.contains($0.type) }
      .prefix(Simulation.controls)
    let pick = Int(choice) % (Simulation.controls + 1)
    let event: Event =
      pick < controls.count ? .tap(controls[controls.startIndex + pick].id) : .back
    // A failed event (nothing to go back to, a step that fails) leaves the simulation as it
    // was; the next event goes on from there.
    try? simulator.apply(event)
  }
}
