import SourceScanner
import Testing

/// Function bodies with nothing to read are skipped without tokens (`Lexer.skipPlainBody`):
/// what is found must be exactly what reading them token by token finds, and each use knows
/// the action it is in.
@Suite struct BodySkippingTests {
  @Test func bracesInStringsAndCommentsDoNotEndASkippedBody() {
    let facts = Render.swift(
      """
      class A: UIViewController {
        func plain() {
          let s = "}}} \\("}") {"   // }
          /* } */ let r = #"}"#
          let t = \"""
            }
            \"""
          if s.isEmpty { print(r, t) }
        }
        @IBOutlet weak var after: UILabel!
        func read() {
          performSegue(withIdentifier: "go", sender: nil)
        }
      }
      """)
    #expect(Render.outlets(facts) == ["A.after: UILabel 10:22"])
    #expect(Render.uses(facts) == ["performSegue \"go\" in A 12:34"])
  }

  @Test func bodiesWithUsesOrTypesOrDirectivesAreRead() {
    let facts = Render.swift(
      """
      class A: UIViewController {
        func nested() {
          class Local: UIView {}
          func inner() { let id = "x"; _ = id }
        }
        func conditional() {
        #if DEBUG
          performSegue(withIdentifier: "debug", sender: nil)
        #endif
        }
        override func prepare(for s: UIStoryboardSegue, sender: Any?) {
          guard let name = s.identifier else { return }
          if name == "named" {}
        }
        func unclosed() {
      """)
    #expect(
      Render.classes(facts) == ["A: UIViewController [class] 1:7", "A.Local: UIView [class] 3:11"])
    #expect(Render.values(facts) == ["debug", "named"])
  }

  @Test func usesKnowTheActionTheyAreIn() {
    let swift = Render.swift(
      """
      class A: UIViewController {
        @IBAction func done(_ sender: Any) {
          let go = { self.performSegue(withIdentifier: "inClosure", sender: nil) }
          func helper() { performSegue(withIdentifier: "inNestedFunction", sender: nil) }
          go()
        }
        func notAnAction() { performSegue(withIdentifier: "plain", sender: nil) }
        @IBAction func unwind(sender: UIStoryboardSegue) {
          performSegue(withIdentifier: "afterUnwind", sender: nil)
        }
      }
      """)
    #expect(
      swift.identifierUses.map { "\($0.value) \($0.enclosingAction ?? "-")" } == [
        "inClosure done:", "inNestedFunction -", "plain -", "afterUnwind unwindWithSender:",
      ])
    let objc = Render.objc(
      """
      @implementation A
      - (IBAction)done:(id)sender { [self performSegueWithIdentifier:@"x" sender:self]; }
      - (void)plain { [self performSegueWithIdentifier:@"y" sender:self]; }
      @end
      """)
    #expect(
      objc.identifierUses.map { "\($0.value) \($0.enclosingAction ?? "-")" } == ["x done:", "y -"])
  }
}
