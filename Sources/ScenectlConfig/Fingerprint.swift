/// The identity of a finding that stays the same when lines move: its rule, its file
/// (relative to the working folder) and its message, which names the element, hashed. It is
/// the SARIF output's `partialFingerprints` value and what a baseline matches by.
///
///     Fingerprint.of(code: .duplicateId, file: "Main.yaml", message: "…", base: "/repo/")
///     // "3f1c…" (16 hexadecimal digits)
public enum Fingerprint {
  /// The fingerprint of one finding; `base` is the working folder, ending in `/`.
  public static func of(code: String, file: String, message: String, base: String?) -> String {
    hash([code, relative(file, base), message])
  }

  /// The path relative to the working folder when the file lies in it, else absolute: what
  /// locates a SARIF result, and what its fingerprint holds (the same on every machine).
  public static func relative(_ file: String, _ base: String?) -> String {
    let absolute = file.hasPrefix("/") ? file : (base ?? "/") + file
    guard let base, absolute.hasPrefix(base) else { return absolute }
    return String(absolute.dropFirst(base.count))
  }

  /// FNV-1a (64 bits) of the parts, each followed by a NUL, in 16 hexadecimal digits: the
  /// same on every run and machine, unlike Swift's `Hasher`.
  public static func hash(_ parts: [String]) -> String {
    var value: UInt64 = 0xcbf2_9ce4_8422_2325
    for part in parts {
      for byte in part.utf8 + [0] {
        value ^= UInt64(byte)
        value &*= 0x0000_0100_0000_01b3
      }
    }
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: max(0, 16 - digits.count)) + digits
  }
}
