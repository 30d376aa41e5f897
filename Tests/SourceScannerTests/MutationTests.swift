import SourceScanner
import Testing

/// Random edits of real-looking sources (seeded, so every run is the same): the scanner
/// must never trap, whatever the edit leaves.
@Suite struct MutationTests {
  /// A small linear congruential generator: the same numbers on every run and platform.
  struct Generator {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(max(bound, 1)))
    }
  }

  static let swiftSeed = ##"""
    @objc(MVC) final class MealViewController: UIViewController, UITextFieldDelegate {
      @IBOutlet weak var nameLabel: UILabel!
      @IBOutlet var buttons: [UIButton]!
      let a = "x \(f("y\(z)")) w", b = #"raw \#(q) "# , c = """
        multi \(line)
        """
      /* nested /* comment */ */ // line
      #if DEBUG
      @IBAction func done(_ sender: Any, forEvent e: UIEvent) { performSegue(withIdentifier: "a", sender: nil) }
      #elseif false
      #else
      #endif
      override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        switch segue.identifier { case "b", "c"?: break; default: break }
        if "d" == segue.identifier, let id = segue.identifier, id != "e" {}
      }
    }
    extension MealViewController.Inner where T: P { class func f<T>() {} }
    """##

  static let objcSeed = #"""
    #import "A.h"
    #if 0
    @interface Hidden @end
    #endif
    @interface A : UIViewController <P> { IBOutlet UILabel *l; }
    @property (weak, nonatomic) IBOutlet UILabel *name;
    @property IBOutletCollection(UIButton) NSArray<UIButton *> *buttons;
    - (IBAction)a:(id)s b:(id)t;
    @end
    @implementation A (Cat)
    - (IBAction)a:(id)s b:(id)t { [self performSegueWithIdentifier:@"x\"y" sender:self]; char c = '\''; }
    - (void)prepareForSegue:(UIStoryboardSegue *)segue sender:(id)sender {
      if ([[segue identifier] isEqualToString:@"z"]) {}
    }
    @end
    """#

  static let alphabet = Array("\"#\\(){}[]<>@:;,.!?=/*'`\n -+abcIBOutlet".utf8)

  func mutate(_ seed: String, _ generator: inout Generator) -> [UInt8] {
    var bytes = Array(seed.utf8)
    for _ in 0..<(1 + generator.next(6)) {
      let at = generator.next(bytes.count + 1)
      switch generator.next(4) {
      case 0: bytes.insert(Self.alphabet[generator.next(Self.alphabet.count)], at: at)
      case 1: if at < bytes.count { bytes.remove(at: at) }
      case 2: bytes = Array(bytes[..<at])
      default:
        let from = generator.next(bytes.count + 1)
        let length = generator.next(40)
        let end = min(bytes.count, from + length)
        bytes.insert(contentsOf: bytes[from..<end], at: at)
      }
    }
    return bytes
  }

  @Test func randomEditsNeverTrap() {
    var generator = Generator(state: 14)
    var scanned = 0
    for round in 0..<3_000 {
      let objc = round % 2 == 1
      let bytes = mutate(objc ? Self.objcSeed : Self.swiftSeed, &generator)
      let result = SourceScanner.scan(
        utf8: bytes, file: "m", language: objc ? .objectiveC : .swift)
      if case .success(let facts) = result {
        scanned += 1
        _ = SourceIndex([facts]).classNames.map { name in
          SourceIndex([facts]).outlets(of: name).count
        }
      }
    }
    #expect(scanned == 3_000)
  }
}
