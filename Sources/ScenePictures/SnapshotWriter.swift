import FileSystem
import SceneRuntime

/// Writes one SVG per simulation step for `scenectl simulate --snapshots DIR`.
///
/// Files are named by step number and event, `003-tap-info.svg`; the screen
/// at a failed step gets `-failed` before the extension.
///
///     let path = try SnapshotWriter.write(
///       simulator, step: 3, event: "tap info", failed: false, to: "shots")
///     print(path)
///     // Prints "shots/003-tap-info.svg"
public enum SnapshotWriter {
  /// The file name for a step: the number in three digits, then the event
  /// reduced to lower-case letters, digits and dashes (at most 48 characters).
  public static func fileName(step: Int, event: String, failed: Bool) -> String {
    var slug = ""
    for character in event.lowercased() {
      if character.isASCII && (character.isLetter || character.isNumber) {
        slug.append(character)
      } else if !slug.isEmpty && !slug.hasSuffix("-") {
        slug.append("-")
      }
    }
    while slug.hasSuffix("-") { slug.removeLast() }
    slug = String(slug.prefix(48))
    while slug.hasSuffix("-") { slug.removeLast() }
    let number = step < 10 ? "00\(step)" : (step < 100 ? "0\(step)" : "\(step)")
    let name = slug.isEmpty ? number : "\(number)-\(slug)"
    return name + (failed ? "-failed" : "") + ".svg"
  }

  /// The SVG of the simulator's current screen, captioned with the step.
  public static func svg(_ simulator: Simulator, step: Int, event: String, failed: Bool)
    -> String
  {
    let name = simulator.storyboard.name?.value ?? "storyboard"
    let caption =
      "\(name) · step \(step): \(event)\(failed ? " (failed)" : "") · \(simulator.device.name)"
    return ScreenDrawing.svg(ScreenBuilder.screen(of: simulator, caption: caption))
  }

  /// Writes the current screen into `folder` (created if missing).
  ///
  /// - Returns: the path of the file written.
  /// - Throws: why the folder or the file cannot be written.
  @discardableResult
  public static func write(
    _ simulator: Simulator, step: Int, event: String, failed: Bool = false, to folder: String
  ) throws(FileSystem.Failure) -> String {
    try FileSystem.createFolder(folder).get()
    let name = fileName(step: step, event: event, failed: failed)
    let path = folder.hasSuffix("/") ? folder + name : "\(folder)/\(name)"
    try FileSystem.write(svg(simulator, step: step, event: event, failed: failed), to: path).get()
    return path
  }
}
