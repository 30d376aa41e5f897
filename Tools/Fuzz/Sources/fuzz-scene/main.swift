import FileSystem
import FuzzDriving
import SceneFrontend

/// YAML bytes → what `validate` does (`FileCheck`: the scene model, its references, the
/// checks and the layout checks on every device) → `render` of the first scenes → (no errors)
/// a short simulation driven by taps and by events that set values, with a snapshot of its
/// last screen. Any crash, hang or leak is a bug; diagnostics and simulation errors are the
/// expected outcome for bad input. The file stands in a folder that does not exist, its root:
/// no data file or reference it names is read.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let checked = FileCheck.run(
    bytes, file: "/nonexistent/fuzz.yaml", root: ReadRoot(folder: "/nonexistent"))
  guard let storyboard = checked.storyboard else { return 0 }
  render(storyboard, device: bytes.last ?? 0)
  if !checked.diagnostics.contains(where: { $0.severity == .error }) {
    simulate(storyboard, choices: bytes.suffix(Simulation.events))
  }
  return 0
}
