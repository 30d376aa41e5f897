/// Number to text without Foundation: the shortest form for display, and exact fixed-point
/// for `%f`.
enum NumberText {
  /// The shortest text that reads back as `x`, laid out as ECMAScript's `Number::toString`:
  /// `4`, `2.5`, `0.000001`, `100000000000000000000`, `1e+21`, `1e-7`; `-0` is `0`.
  ///
  /// The digits come from Swift's `description`, which is the shortest round-trip form.
  static func shortest(_ x: Double) -> String {
    guard x.isFinite else { return x.isNaN ? "NaN" : (x < 0 ? "-Infinity" : "Infinity") }
    if x == 0 { return "0" }
    let text = x.magnitude.description
    var mantissa = Substring(text)
    var exponent = 0
    if let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
      mantissa = text[..<e]
      exponent = Int(text[text.index(after: e)...]) ?? 0
    }
    let point = mantissa.firstIndex(of: ".") ?? mantissa.endIndex
    var digits = Array(mantissa[..<point].utf8)
    let integerCount = digits.count
    if point < mantissa.endIndex { digits += mantissa[mantissa.index(after: point)...].utf8 }
    var n = integerCount + exponent
    while let first = digits.first, first == UInt8(ascii: "0") {
      digits.removeFirst()
      n -= 1
    }
    while let last = digits.last, last == UInt8(ascii: "0") { digits.removeLast() }
    let k = digits.count
    let sign = x < 0 ? "-" : ""
    let zero = UInt8(ascii: "0")
    func ascii(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }
    if k <= n, n <= 21 { return sign + ascii(digits + Array(repeating: zero, count: n - k)) }
    if 0 < n, n <= 21 {
      return sign + ascii(Array(digits[..<n])) + "." + ascii(Array(digits[n...]))
    }
    if -6 < n, n <= 0 { return sign + "0." + ascii(Array(repeating: zero, count: -n) + digits) }
    let e = n - 1
    let power = (e < 0 ? "-" : "+") + String(e.magnitude)
    let head = ascii([digits[0]])
    return sign + head + (k > 1 ? "." + ascii(Array(digits[1...])) : "") + "e" + power
  }

  /// `magnitude` (finite, not negative) with `precision` digits after the point, rounded
  /// from its exact binary value, ties to even (as glibc's printf does).
  static func fixed(_ magnitude: Double, precision: Int) -> String {
    var (digits, scale) = exactDecimal(magnitude)
    if digits.count <= scale {
      digits = Array(repeating: 0, count: scale - digits.count + 1) + digits
    }
    var integerCount = digits.count - scale
    if scale <= precision {
      digits += Array(repeating: 0, count: precision - scale)
    } else {
      let keep = integerCount + precision
      let rest = digits[keep...]
      let first = rest.first ?? 0
      let tie = first == 5 && rest.dropFirst().allSatisfy { $0 == 0 }
      let roundUp = first > 5 || (first == 5 && !tie) || (tie && digits[keep - 1] % 2 == 1)
      digits.removeSubrange(keep...)
      if roundUp {
        var index = keep - 1
        while index >= 0, digits[index] == 9 {
          digits[index] = 0
          index -= 1
        }
        if index >= 0 {
          digits[index] += 1
        } else {
          digits.insert(1, at: 0)
          integerCount += 1
        }
      }
    }
    var text = digits.map { $0 + 48 }
    if precision > 0 { text.insert(UInt8(ascii: "."), at: integerCount) }
    return String(decoding: text, as: UTF8.self)
  }

  /// The digits of the integer part of `magnitude` (finite, not negative): `2.9` gives `2`.
  static func integerDigits(_ magnitude: Double) -> String {
    let (digits, scale) = exactDecimal(magnitude)
    guard digits.count > scale else { return "0" }
    return String(decoding: digits[..<(digits.count - scale)].map { $0 + 48 }, as: UTF8.self)
  }

  /// The exact value of `x` (finite, not negative) as decimal digits, most significant first,
  /// and a scale: the value is `digits × 10^-scale`. Zero is `([0], 0)`.
  ///
  /// A double is `m × 2^e`; for `e < 0` that is `m × 5^-e × 10^e`. The big integer is kept in
  /// base-10^9 limbs, least significant first; at most 1,074 halvings make about 770 digits.
  static func exactDecimal(_ x: Double) -> (digits: [UInt8], scale: Int) {
    guard x != 0 else { return ([0], 0) }
    let exponentBits = Int(x.exponentBitPattern)
    var m = x.significandBitPattern
    var e: Int
    if exponentBits == 0 {
      e = -1074
    } else {
      m |= 1 << 52
      e = exponentBits - 1075
    }
    while m & 1 == 0 {
      m >>= 1
      e += 1
    }
    let base: UInt64 = 1_000_000_000
    var limbs: [UInt64] = [m % base, (m / base) % base, m / (base * base)]
    func multiply(by factor: UInt64) {
      var carry: UInt64 = 0
      for i in limbs.indices {
        let product = limbs[i] * factor + carry
        limbs[i] = product % base
        carry = product / base
      }
      while carry > 0 {
        limbs.append(carry % base)
        carry /= base
      }
    }
    var scale = 0
    if e >= 0 {
      var remaining = e
      while remaining > 0 {
        let step = min(remaining, 30)
        multiply(by: 1 << UInt64(step))
        remaining -= step
      }
    } else {
      scale = -e
      var remaining = -e
      while remaining > 0 {
        let step = min(remaining, 13)
        var factor: UInt64 = 1
        for _ in 0..<step { factor *= 5 }
        multiply(by: factor)
        remaining -= step
      }
    }
    while limbs.count > 1, limbs.last == 0 { limbs.removeLast() }
    var digits: [UInt8] = []
    digits.reserveCapacity(limbs.count * 9)
    for (index, limb) in limbs.enumerated() {
      var value = limb
      for _ in 0..<9 where index < limbs.count - 1 || value > 0 {
        digits.append(UInt8(value % 10))
        value /= 10
      }
    }
    digits.reverse()
    return (digits.isEmpty ? [0] : digits, scale)
  }
}
