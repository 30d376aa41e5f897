import SourceScanner
import Testing

/// Text that looks like outlets or identifier uses inside comments, strings and inactive
/// `#if` branches must not count.
@Suite struct LexingTests {
  @Test func commentsHideDeclarations() {
    let facts = Render.swift(
      """
      class A: UIViewController {
        // @IBOutlet var lineComment: UILabel!
        /* @IBOutlet var blockComment: UILabel! */
        /* outer /* nested */ @IBOutlet var stillComment: UILabel!
           performSegue(withIdentifier: "inComment", sender: nil) */
        /// @IBAction func docComment() {}
        @IBOutlet var real: UILabel! // @IBOutlet var trailing: UILabel!
      }
      """)
    #expect(Render.outlets(facts) == ["A.real: UILabel 7:17"])
    #expect(facts.identifierUses.isEmpty)
  }

  @Test func stringsHideDeclarationsAndUses() {
    let facts = Render.swift(
      ##"""
      class A: UIViewController {
        let a = "@IBOutlet var inString: UILabel!"
        let b = "performSegue(withIdentifier: \"inString\", sender: nil)"
        let c = #"raw "quote" @IBOutlet var raw: UILabel! \(notInterpolated)"#
        let d = ##"double "# still raw performSegue(withIdentifier: "x", sender: nil)"##
        let e = """
          @IBOutlet var multiLine: UILabel!
          performSegue(withIdentifier: "multi", sender: nil) "quoted" ""
          """
        let f = "interp \(value("nested \("deeper)") )")) @IBOutlet var x: UILabel!"
        let g = "escaped quote \" and \\" ; @IBOutlet var afterString: UILabel!
        let h = #"""
          raw multi-line """ still inside
          """#
        @IBAction func real(_ sender: Any) { performSegue(withIdentifier: "real", sender: nil) }
      }
      """##)
    #expect(Render.outlets(facts) == ["A.afterString: UILabel 11:53"])
    #expect(Render.selectors(facts) == ["real:"])
    #expect(Render.values(facts) == ["real"])
  }

  @Test func rawAndEscapedIdentifierValues() {
    let facts = Render.swift(
      ##"""
      class A {
        func f() {
          performSegue(withIdentifier: #"raw\id"#, sender: nil)
          performSegue(withIdentifier: "tab\tbed", sender: nil)
          performSegue(withIdentifier: ##"two"##, sender: nil)
          performSegue(withIdentifier: "caf\u{E9}", sender: nil)
          performSegue(withIdentifier: "with \(interpolation)", sender: nil)
          performSegue(withIdentifier: """
            multi
            """, sender: nil)
        }
      }
      """##)
    #expect(Render.values(facts) == [#"raw\id"#, "tab\tbed", "two", "café"])
  }

  @Test func unterminatedSingleLineStringSpoilsOneLine() {
    let facts = Render.swift(
      """
      class A {
        let broken = "never closed
        @IBOutlet var next: UILabel!
      }
      """)
    #expect(Render.outlets(facts) == ["A.next: UILabel 3:17"])
  }

  @Test func conditionalCompilation() {
    let facts = Render.swift(
      """
      class A: UIViewController {
      #if false
        @IBOutlet var disabled: UILabel!
        #if os(iOS)
        @IBOutlet var nestedDisabled: UILabel!
        #endif
      #elseif DEBUG
        @IBOutlet var debug: UILabel!
      #else
        @IBOutlet var release: UILabel!
      #endif
      #if true // always
        @IBOutlet var always: UILabel!
      #else
        @IBOutlet var never: UILabel!
      #endif
      #if os(iOS)
        @IBAction func ios() {}
      #elseif os(macOS)
        @IBAction func mac() {}
      #endif
      #if canImport(UIKit) /* comment
       spanning lines */
        @IBOutlet var afterComment: UILabel!
      #endif
      }
      """)
    #expect(
      Render.outlets(facts).map { $0.split(separator: " ")[0] } == [
        "A.debug:", "A.release:", "A.always:", "A.afterComment:",
      ])
    #expect(Render.selectors(facts) == ["ios", "mac"])
  }

  @Test func objectiveCBranchesThatEachOpenABrace() {
    let facts = Render.objc(
      """
      #if TARGET_OS_IPHONE
      @interface A : UIViewController {
      #else
      @interface A : NSViewController {
      #endif
        IBOutlet UILabel *label;
      }
      @property (weak) IBOutlet UIButton *button;
      @end
      #if 0
      @interface Hidden : UIViewController
      @property IBOutlet UILabel *hidden; // don't count an apostrophe's string
      @end
      #endif
      """, file: "A.h")
    #expect(
      Render.classes(facts) == [
        "A: UIViewController [interface] 2:12", "A: NSViewController [interface] 4:12",
      ])
    #expect(Render.outlets(facts) == ["A.label: UILabel 6:21", "A.button: UIButton 8:37"])
  }

  @Test func objectiveCCommentsStringsAndCharacters() {
    let facts = Render.objc(
      """
      #import "A.h" // IBOutlet
      #define SEGUE @"defined"
      @implementation A
      // [self performSegueWithIdentifier:@"lineComment" sender:self];
      /* [self performSegueWithIdentifier:@"blockComment" sender:self]; */
      - (void)go {
        NSString *s = @"[self performSegueWithIdentifier:@\\"inString\\" sender:self]";
        char c = '"'; char d = '\\'';
        [self performSegueWithIdentifier:@"real" sender:self];
      }
      @end
      """)
    #expect(Render.uses(facts) == [#"performSegue "real" in A 9:36"#])
  }
}

@Suite struct MoreLexingTests {
  @Test func regexLiteralsAndBackquotes() {
    let facts = Render.swift(
      ##"""
      class A {
        let r = #/"@IBOutlet var inRegex: UILabel!/#
        let s = ##/multi "quote" /#  still /##
        @IBOutlet var `class`: UILabel!
        @IBOutlet var after: UILabel!
      }
      """##)
    #expect(Render.outlets(facts) == ["A.class: UILabel 4:18", "A.after: UILabel 5:17"])
  }

  @Test func objectiveCConditionalsAndImplementationIvars() {
    let facts = Render.objc(
      """
      @implementation A {
      #ifdef DEBUG
        IBOutlet UILabel *debugLabel;
      #elif 0
        IBOutlet UILabel *never;
      #else
        IBOutlet UILabel *releaseLabel;
      #endif
      }
      #ifndef X
      - (IBAction)tap:(id)sender {}
      #endif
      @end
      """)
    #expect(
      Render.outlets(facts) == ["A.debugLabel: UILabel 3:21", "A.releaseLabel: UILabel 7:21"])
    #expect(Render.selectors(facts) == ["tap:"])
  }
}
