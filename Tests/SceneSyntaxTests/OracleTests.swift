import Foundation
import SceneSyntax
import Testing

/// Cross-checks against the C library (through Foundation, in the tests only): `%` against
/// `fmod`, and `format` against `vsnprintf`, over deterministic pseudo-random doubles.
@Suite struct OracleTests {
  /// SplitMix64, so every run checks the same numbers.
  struct Generator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }

    /// A finite double of any magnitude, or a short decimal, or a tie such as 2.5.
    mutating func double() -> Double {
      switch next() % 4 {
      case 0:
        let bits = next() & ~(0x7FF << 52) | ((next() % 0x7FF) << 52)
        return Double(bitPattern: bits)
      case 1: return Double(Int64(bitPattern: next()) % 1_000_000) / 1000
      case 2: return (Double(next() % 2_000) + 0.5) / Double(1 << (next() % 6))
      default: return Double(Int64(bitPattern: next()) % 100_000)
      }
    }
  }

  private let env = RecordEnvironment(["x": 0])

  @Test func remainderMatchesFmod() throws {
    var generator = Generator(state: 1)
    for _ in 0..<2_000 {
      let a = generator.double()
      let b = generator.double()
      guard b != 0 else { continue }
      let env = RecordEnvironment(["a": .number(a), "b": .number(b)])
      let value = try Expression.parse("a % b").evaluate(in: env)
      #expect(value == .number(a.truncatingRemainder(dividingBy: b)), "\(a) % \(b)")
    }
  }

  @Test func formatMatchesPrintf() throws {
    var generator = Generator(state: 2)
    let expression = try Expression.parse("format(f, a)")
    for _ in 0..<3_000 {
      let a = generator.double()
      let precision = Int(generator.next() % 25)
      let flags = ["", "-", "+", " ", "0"][Int(generator.next() % 5)]
      let width = generator.next() % 3 == 0 ? "12" : ""
      let conversion = generator.next() % 4 == 0 ? "d" : "f"
      let format = "%\(flags)\(width)" + (conversion == "f" ? ".\(precision)f" : "d")
      guard conversion == "f" || a.magnitude < 9e18 else { continue }
      let env = RecordEnvironment(["f": .string(format), "a": .number(a)])
      let expected =
        conversion == "f"
        ? String(format: format, a)
        : String(format: format.replacingOccurrences(of: "d", with: "ld"), Int(a))
      let got = try expression.evaluate(in: env)
      #expect(got == .string(expected), "\(format) \(a): \(got) vs \(expected)")
    }
  }

  @Test func shortestTextRoundTrips() throws {
    var generator = Generator(state: 3)
    for _ in 0..<3_000 {
      let a = generator.double()
      let text = Value.number(a).displayText
      #expect(Double(text) == (a == 0 ? 0 : a), "\(a) shows as \(text)")
      #expect(text.count <= a.description.count + 22)
    }
  }
}
