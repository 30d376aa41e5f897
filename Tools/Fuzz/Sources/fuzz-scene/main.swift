import FuzzDriving
import SceneLayout
import SceneModel

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
