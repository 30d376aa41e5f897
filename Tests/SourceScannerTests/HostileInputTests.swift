import SourceScanner
import Testing
import TextPosition

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Bad and huge inputs: no trap, no deep recursion, time linear in the size.
@Suite struct HostileInputTests {
  /// The processor time `body` takes on this thread, in seconds: unlike the wall clock, it
  /// does not count the time other tests and builds on a shared machine take the core.
  static func seconds(_ body: () -> Void) -> Double {
    var start = timespec()
    var end = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &start)
    body()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &end)
    return Double(end.tv_sec - start.tv_sec) + Double(end.tv_nsec - start.tv_nsec) / 1e9
  }

  @Test(arguments: [
    "class A { let s = \"unterminated",
    "class A { let s = \"\"\"\nunterminated multi-line",
    "class A { let s = #\"raw unterminated",
    "class A { /* unterminated /* nested */ comment",
    "class A { let s = \"\\(unterminated(\"\\(\" ",
    "class A { let s = \"\\",
    "@IBOutlet var", "@IBAction func", "@IBAction func f(", "@objc(", "class", "extension A.",
    "switch segue.identifier", "case", "performSegue(withIdentifier:", "#if",
    "#else\n#endif\n#endif",
    "`", "#", "##", "#/regex", "\"", "\u{FEFF}class A {}", "}}}}class A {", "func f(_ a: (((",
  ])
  func swiftAtTheEndOfTheFile(_ text: String) {
    let facts = Render.swift(text)
    #expect(facts.file == "Test.swift")
  }

  @Test(arguments: [
    "@interface", "@interface A :", "@interface A (", "@implementation A\n- (IBAction)",
    "- (IBAction)a:", "@property (", "IBOutlet", "@interface A\nIBOutletCollection(",
    "NSString *s = @\"unterminated", "char c = '", "#if 0\n", "#define X \\", "/* open",
    "[self performSegueWithIdentifier:", "@interface A\n- (IBAction)a:(id",
  ])
  func objectiveCAtTheEndOfTheFile(_ text: String) {
    let facts = Render.objc(text)
    #expect(facts.file == "Test.m")
  }

  @Test func unterminatedInterpolationStillFindsNothingInside() {
    let facts = Render.swift("class A {\n  let s = \"\\(f(\"@IBOutlet var x: UILabel!\n}\n")
    #expect(Render.outlets(facts).isEmpty)
    #expect(Render.classes(facts) == ["A [class] 1:7"])
  }

  @Test func deepNesting() {
    let count = 100_000
    let parens =
      "class A {\n  func f() { g" + String(repeating: "(", count: count)
      + String(repeating: ")", count: count) + " }\n  @IBOutlet var x: UILabel!\n}\n"
    #expect(Render.outlets(Render.swift(parens)) == ["A.x: UILabel 3:17"])
    let braces = String(repeating: "{", count: count) + String(repeating: "}", count: count)
    #expect(
      Render.swift("class A {\n" + braces + "\n@IBOutlet var y: UILabel!\n}").classes.count == 1)
    let unclosed = String(repeating: "class A { ", count: count)
    let facts = Render.swift(unclosed)
    #expect(facts.classes.count == 32)
    #expect(facts.classes.last?.name.split(separator: ".").count == 32)
    let interpolations = String(repeating: "\"\\(", count: count)
    #expect(Render.swift(interpolations).classes.isEmpty)
    let conditionals = String(repeating: "#if X\n", count: count) + "class A {}\n"
    #expect(Render.swift(conditionals).classes.count == 1)
    let objc = "@implementation A\n- (void)f { " + String(repeating: "[", count: count) + " }\n@end"
    #expect(Render.objc(objc).classes.count == 1)
    let generics = "class A<" + String(repeating: "B<", count: count) + " {}"
    _ = Render.swift(generics)
  }

  @Test func notUTF8IsAResult() {
    let bytes: [UInt8] = Array("class A {\n  let s = \"".utf8) + [0xC3, 0x28] + Array("\"\n}".utf8)
    let result = SourceScanner.scan(utf8: bytes, file: "Bad.swift", language: .swift)
    guard case .failure(let problem) = result else {
      Issue.record("expected a failure")
      return
    }
    #expect(problem.offset == 21)
    #expect(problem.position == TextPosition(line: 2, column: 12))
    #expect(problem.description == "Bad.swift:2:12: the file is not UTF-8 (byte 21)")
    for bad: [UInt8] in [
      [0xFF], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82],
    ] {
      guard case .failure = SourceScanner.scan(utf8: bad, file: "x", language: .objectiveC) else {
        Issue.record("accepted \(bad)")
        continue
      }
    }
    let good = SourceScanner.scan(
      utf8: Array("class Café: UIView { @IBOutlet var ü: UILabel! }".utf8), file: "Good.swift",
      language: .swift)
    guard case .success(let facts) = good else {
      Issue.record("expected success")
      return
    }
    #expect(Render.outlets(facts) == ["Café.ü: UILabel 1:36"])
  }

  static let block = """
    final class Screen: UIViewController {
      @IBOutlet weak var titleLabel: UILabel! // a comment with "quotes"
      @IBOutlet var buttons: [UIButton]!
      /* a block comment */ let text = "string \\(interpolated("x")) tail"
      @IBAction func done(_ sender: Any) {
        performSegue(withIdentifier: "showDetail", sender: self)
        switch segue.identifier { case "a": break; default: break }
      }
    }

    """

  /// Text of about `bytes` bytes made of `unit` repeated.
  static func repeated(_ unit: String, bytes: Int) -> String {
    String(repeating: unit, count: bytes / unit.utf8.count + 1)
  }

  /// The seconds a scan of `text` takes, the best of `runs`.
  static func scanTime(_ text: String, runs: Int = 1) -> Double {
    (0..<runs).map { _ in seconds { _ = Render.swift(text) } }.min() ?? 0
  }

  /// About 5 MB of ordinary Swift, dense with facts: every fact found, and time linear in
  /// the size. The machine is shared, so the bound on time is generous (measured in a
  /// debug build: about 2.5 s on a loaded machine, 0.2 s in release) and linearity is checked
  /// as a ratio (`timeGrowsLinearly`).
  @Test func fiveMegabytesInLinearTime() {
    let text = Self.repeated(Self.block, bytes: 5_000_000)
    var facts = SourceFacts(file: "", language: .swift)
    let elapsed = Self.seconds { facts = Render.swift(text) }
    #expect(facts.classes.count == 12_988)
    // A file keeps one outlet or action past `SourceIndex.memberLimit`, all of the first
    // 3,333 classes' (enough for the index to report the limit).
    let kept = facts.classes.reduce(0) { $0 + $1.outlets.count + $1.actions.count }
    #expect(kept == SourceIndex.memberLimit + 1)
    #expect(
      facts.classes.prefix(3_333).allSatisfy { $0.outlets.count == 2 && $0.actions.count == 1 })
    #expect(facts.identifierUses.count == facts.classes.count * 2)
    #expect(elapsed < 30, "5 MB took \(elapsed) s")
  }

  @Test(arguments: [
    ("ordinary", block), ("parentheses", "("), ("braces", "{"), ("nested interpolations", "\"\\("),
    ("unclosed generics", "class A<"), ("attributes", "@IBOutlet "),
    ("Objective-C", "- (IBAction)a:"),
    // Each body is tried for skipping; a use at the end makes every try fail.
    ("nested functions", "func f() { "),
    ("nested functions, a use at the end", "func f() { identifier "),
  ])
  func timeGrowsLinearly(_ name: String, _ unit: String) {
    let language: SourceLanguage = name == "Objective-C" ? .objectiveC : .swift
    func time(_ bytes: Int) -> Double {
      let text = Self.repeated(unit, bytes: bytes)
      return (0..<3).map { _ in
        Self.seconds { _ = SourceScanner.scan(text, file: "x", language: language) }
      }.min() ?? 0
    }
    // Ten times the text: linear is 10 times as long, quadratic 100; 30 leaves room for a
    // busy machine.
    let small = time(100_000)
    let large = time(1_000_000)
    #expect(large < 30 * max(small, 0.003), "\(name): 0.1 MB \(small) s, 1 MB \(large) s")
    #expect(large < 10, "\(name): 1 MB took \(large) s")
  }
}
