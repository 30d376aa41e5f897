import SceneModel

/// YAML bytes → scene model → validation. Any crash, hang or leak is a bug;
/// diagnostics are the expected outcome for bad input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let result = StoryboardLoader.load(
    bytes, file: "fuzz.yaml", dataFiles: DataFileReader(sceneFile: "/nonexistent/fuzz.yaml"))
  if let storyboard = result.storyboard {
    _ = Validator.validate(storyboard)
  }
  return 0
}
