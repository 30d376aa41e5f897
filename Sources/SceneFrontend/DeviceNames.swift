import Diagnostics
import SceneModel

/// What the front end says of a device name that names none (`--device`, a flow's `device:`).
public enum DeviceNames {
  /// `unknown device 'ipod'; give one of 'iphone-se', …, or WIDTHxHEIGHT in whole points
  /// from 1 to 10000 (such as 414x896, or 815x660+20+0 with its safe-area insets, which
  /// leave some height, or 320x1024@pad with its idiom, phone or pad)`.
  public static func unknown(_ name: String) -> String {
    let builtIn = Device.builtIn.map { "'\($0.name)'" }.joined(separator: ", ")
    return "unknown device '\(MessageText.escaped(name))'; give one of \(builtIn), "
      + "or WIDTHxHEIGHT in whole points from 1 to \(Device.largestSide) (such as 414x896, or "
      + "815x660+20+0 with its safe-area insets, which leave some height, or 320x1024@pad with "
      + "its idiom, phone or pad)"
  }
}
