import Diagnostics
import SceneModel

/// The `--device` argument of `simulate`, `layout`, `render` and `test`: a built-in device's
/// name or `WIDTHxHEIGHT` (docs/Layout.md).
enum DeviceArgument {
  /// `unknown device 'ipod'; give one of 'iphone-se', …, or WIDTHxHEIGHT (such as 414x896)`.
  static func unknown(_ name: String) -> String {
    let builtIn = Device.builtIn.map { "'\($0.name)'" }.joined(separator: ", ")
    return "unknown device '\(MessageText.escaped(name))'; give one of \(builtIn), "
      + "or WIDTHxHEIGHT (such as 414x896)"
  }
}
