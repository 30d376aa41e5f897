import SourceScanner
import Testing

/// The selector Interface Builder writes for an action, from the Swift declaration.
struct SelectorCase: Sendable, CustomTestStringConvertible {
  let declaration: String
  let selector: String
  var testDescription: String { declaration }
}

@Suite struct SelectorTests {
  static let cases: [SelectorCase] = [
    .init(declaration: "@IBAction func done(_ sender: Any)", selector: "done:"),
    .init(declaration: "@IBAction func done()", selector: "done"),
    .init(declaration: "@IBAction func done(sender: Any)", selector: "doneWithSender:"),
    .init(
      declaration: "@IBAction func unwindToMealList(sender: UIStoryboardSegue)",
      selector: "unwindToMealListWithSender:"),
    .init(
      declaration: "@IBAction func unwindToMealList(_ sender: UIStoryboardSegue)",
      selector: "unwindToMealList:"),
    .init(
      declaration: "@IBAction func go(_ a: Any, forEvent e: UIEvent)", selector: "go:forEvent:"),
    .init(declaration: "@IBAction func f(x: Int)", selector: "fWithX:"),
    .init(declaration: "@IBAction func f(x y: Int, z: Int)", selector: "fWithX:z:"),
    .init(declaration: "@IBAction func f(_ a: Int, _ b: Int)", selector: "f::"),
    // `With` is left out next to a preposition, as Swift does.
    .init(declaration: "@IBAction func perform(with value: Any)", selector: "performWith:"),
    .init(declaration: "@IBAction func save(to url: Any)", selector: "saveTo:"),
    .init(declaration: "@IBAction func moveTo(x: Int)", selector: "moveToX:"),
    .init(declaration: "@IBAction func showDetail(for item: Any)", selector: "showDetailFor:"),
    .init(declaration: "@IBAction func load(url: URL)", selector: "loadWithUrl:"),
    .init(declaration: "@objc(customName:) @IBAction func done(_ s: Any)", selector: "customName:"),
    .init(declaration: "@IBAction @objc(customName) func done()", selector: "customName"),
    .init(declaration: "@IBAction func pick<T>(value: T)", selector: "pickWithValue:"),
    .init(declaration: "@IBAction func `default`(_ sender: Any)", selector: "default:"),
    .init(
      declaration: "@IBAction func tapped(_ sender: UIButton, forEvent event: UIEvent) -> Void",
      selector: "tapped:forEvent:"),
    .init(declaration: "@IBAction func check() throws", selector: "checkAndReturnError:"),
    .init(declaration: "@IBAction func check(_ s: Any) throws", selector: "check:error:"),
    .init(declaration: "@IBAction func fetch() async", selector: "fetchWithCompletionHandler:"),
    .init(
      declaration: "@IBAction func apply(handler: @escaping (Int, Int) -> Void = { a, b in })",
      selector: "applyWithHandler:"),
    .init(declaration: "@IBAction func tap(@Weird _ sender: Any)", selector: "tap:"),
    .init(
      declaration: "@IBAction private func tap(_ sender: Dictionary<String, Int>, again: Bool)",
      selector: "tap:again:"),
    .init(
      declaration:
        "@IBSegueAction func makeDetail(_ coder: NSCoder, sender: Any?) -> UIViewController?",
      selector: "makeDetail:sender:"),
    .init(
      declaration: "@IBSegueAction func makeDetail(coder: NSCoder) -> DetailViewController?",
      selector: "makeDetailWithCoder:"),
  ]

  @Test(arguments: cases) func swiftSelector(_ example: SelectorCase) {
    let facts = Render.swift("class A: UIViewController {\n  \(example.declaration) {}\n}\n")
    #expect(Render.selectors(facts) == [example.selector])
  }

  @Test func selectorFunctionDirectly() {
    #expect(SourceScanner.swiftSelector(name: "done", labels: [nil]) == "done:")
    #expect(SourceScanner.swiftSelector(name: "done", labels: []) == "done")
    #expect(
      SourceScanner.swiftSelector(name: "unwindToMealList", labels: ["sender"])
        == "unwindToMealListWithSender:")
    #expect(SourceScanner.swiftSelector(name: "go", labels: [nil, "forEvent"]) == "go:forEvent:")
    #expect(
      SourceScanner.swiftSelector(name: "f", labels: ["x"], isThrowing: true) == "fWithX:error:")
  }

  @Test func objectiveCSelectors() {
    let facts = Render.objc(
      """
      @implementation A
      - (IBAction)name:(id)sender { }
      - (IBAction)refresh { }
      - (IBAction)a:(id)s b:(id)t { }
      - (IBAction)pair:(id)s :(id)t;
      - (IBAction) spaced : (UIButton *) sender forEvent : (UIEvent *) event { }
      - (void)notAnAction:(id)sender { }
      - (IBAction)unwindToList:(UIStoryboardSegue *)segue { }
      - (IBSegueAction UIViewController *)makeDetail:(NSCoder *)coder { return nil; }
      @end
      """)
    #expect(
      Render.actions(facts) == [
        "A.name: 2:13", "A.refresh 3:13", "A.a:b: 4:13", "A.pair:: 5:13",
        "A.spaced:forEvent: 6:14", "A.unwindToList: 8:13", "A.makeDetail: (segue) 9:37",
      ])
  }
}
