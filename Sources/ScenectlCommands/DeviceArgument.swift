import Diagnostics
import SceneModel
import StoryboardImport

/// The `--device` argument of `simulate`, `layout`, `render` and `test`: a built-in device's
/// name or `WIDTHxHEIGHT` (docs/Layout.md).
enum DeviceArgument {
  /// `unknown device 'ipod'; give one of 'iphone-se', …, or WIDTHxHEIGHT (such as 414x896)`.
  static func unknown(_ name: String) -> String {
    let builtIn = Device.builtIn.map { "'\($0.name)'" }.joined(separator: ", ")
    return "unknown device '\(MessageText.escaped(name))'; give one of \(builtIn), "
      + "or WIDTHxHEIGHT (such as 414x896)"
  }

  /// The device when `--device` is not given: for a storyboard, its canvas (the first of
  /// its devices); else `iphone`.
  static func defaultName(for storyboard: Storyboard) -> String {
    guard StoryboardImport.isStoryboard(storyboard.file) else { return "iphone" }
    return storyboard.devices?.first?.value ?? "iphone"
  }
}
