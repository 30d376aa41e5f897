import FileSystem
import SceneRuntime

/// Writes one SVG per simulation step for `scenectl simulate --snapshots DIR`.
///
/// Files are named by step number and event, `003-tap-info.svg`; the screen
/// at a failed step gets `-failed` before the extension. The number has at least three
/// digits, and as many as the last step's number needs (`0999-…` beside `1000-…`), so that the
/// names sort in step order.
///
///     let path = try SnapshotWriter.write(
///       simulator, step: 3, event: "tap info", failed: false, to: "shots")
///     print(path)
///     // Prints "shots/003-tap-info.svg"
public enum SnapshotWriter {
  /// The file name for a step: the number in `digits` digits (at least), then the event
  /// reduced to lower-case letters, digits and dashes (at most 48 characters).
  public static func fileName(step: Int, event: String, failed: Bool, digits: Int = 3) -> String
  {
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
    let written = String(step)
    let number = String(repeating: "0", count: max(0, digits - written.count)) + written
    let name = slug.isEmpty ? number : "\(number)-\(slug)"
    return name + (failed ? "-failed" : "") + ".svg"
  }

  /// How many digits the numbers of steps 0 to `lastStep` take: 3, or more from step 1000.
  public static func digits(lastStep: Int) -> Int {
    max(3, String(max(0, lastStep)).count)
  }

  /// Whether a file name is one `fileName` makes: three digits or more, then `-` and more
  /// or nothing, then `.svg`.
  public static func isSnapshotName(_ name: String) -> Bool {
    guard name.hasSuffix(".svg") else { return false }
    let stem = name.utf8.dropLast(4)
    let number = stem.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    guard number.count >= 3 else { return false }
    return number.count == stem.count || stem.dropFirst(number.count).first == UInt8(ascii: "-")
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
    _ simulator: Simulator, step: Int, event: String, failed: Bool = false, digits: Int = 3,
    to folder: String
  ) throws(FileSystem.Failure) -> String {
    try FileSystem.createFolder(folder).get()
    let path = self.path(step: step, event: event, failed: failed, digits: digits, in: folder)
    // Never through a link, and never half a file: a new file beside it, renamed onto it.
    try FileSystem.replace(path, with: svg(simulator, step: step, event: event, failed: failed))
      .get()
    return path
  }

  /// Where `write` puts a step's file in `folder`.
  public static func path(step: Int, event: String, failed: Bool, digits: Int, in folder: String)
    -> String
  {
    let name = fileName(step: step, event: event, failed: failed, digits: digits)
    return folder.hasSuffix("/") ? folder + name : "\(folder)/\(name)"
  }
}
