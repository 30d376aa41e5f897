import SourceScanner
import Testing

@Suite struct SwiftScannerTests {
  @Test func classesOutletsAndActions() {
    let facts = Render.swift(
      """
      import UIKit

      final class MealViewController: UIViewController, UITextFieldDelegate {
        @IBOutlet weak var nameLabel: UILabel!
        @IBOutlet private(set) var photo: UIImageView?
        @IBOutlet var buttons: [UIButton]!
        @IBOutlet var others: Array<UIButton>!
        @IBOutlet weak var saveButton: UIKit.UIBarButtonItem!
        @IBOutlet var first: UILabel!, second: UITextField!
        @IBOutlet var a, b: UISwitch!
        var notAnOutlet: UILabel!
        @IBAction func done(_ sender: Any) {
          let local = 1
        }
        @IBAction func unwindToMealList(sender: UIStoryboardSegue) {}
      }
      """)
    #expect(
      Render.classes(facts) == [
        "MealViewController: UIViewController [class] 3:13"
      ])
    #expect(facts.classes.first?.inheritance == ["UIViewController", "UITextFieldDelegate"])
    #expect(
      Render.outlets(facts) == [
        "MealViewController.nameLabel: UILabel 4:22",
        "MealViewController.photo: UIImageView 5:30",
        "MealViewController.buttons: [UIButton] 6:17",
        "MealViewController.others: [UIButton] 7:17",
        "MealViewController.saveButton: UIKit.UIBarButtonItem 8:22",
        "MealViewController.first: UILabel 9:17",
        "MealViewController.second: UITextField 9:34",
        "MealViewController.a: UISwitch 10:17",
        "MealViewController.b: UISwitch 10:20",
      ])
    #expect(
      Render.actions(facts) == [
        "MealViewController.done: 12:18",
        "MealViewController.unwindToMealListWithSender: 15:18",
      ])
  }

  @Test func attributesAndModifiers() {
    let facts = Render.swift(
      """
      @MainActor @objc(MVC) open class MealViewController: UIViewController {
        @IBOutlet
        weak var label: UILabel!
        @IBOutlet @MainActor public weak var other: UILabel! {
          didSet { label.text = "x" }
        }
        @available(iOS 13, *) @IBAction public override func tap(_ sender: Any) {}
        @IBAction nonisolated func later() {}
        @Published var value = 0
        class func make() -> Self { fatalError() }
        class var shared: Int { 0 }
        @IBAction final func after() {}
      }
      """)
    #expect(
      Render.classes(facts) == ["MealViewController @objc(MVC): UIViewController [class] 1:34"])
    #expect(facts.classes.first?.runtimeName == "MVC")
    #expect(
      Render.outlets(facts) == [
        "MealViewController.label: UILabel 3:12", "MealViewController.other: UILabel 4:40",
      ])
    #expect(Render.selectors(facts) == ["tap:", "later", "after"])
  }

  @Test func nestedTypesAndExtensions() {
    let facts = Render.swift(
      """
      class A: UIViewController {
        class B: UIView {
          @IBOutlet var inner: UILabel!
        }
        struct S { class C: UITableViewCell { @IBOutlet var title: UILabel! } }
        @IBOutlet var outer: UILabel!
      }
      extension A {
        @IBAction func fromExtension(_ sender: Any) {}
      }
      extension A.B: SomeProtocol where Self: UIView {
        @IBAction func nested() {}
      }
      enum E: String { case a = "performSegue" }
      protocol P: class { func f() }
      actor Worker {}
      for actor in actors { print(actor) }
      """)
    #expect(
      Render.classes(facts) == [
        "A: UIViewController [class] 1:7", "A.B: UIView [class] 2:9",
        "A.S.C: UITableViewCell [class] 5:20", "A [extension] 8:11", "A.B [extension] 11:11",
      ])
    #expect(facts.classes.map(\.runtimeName) == ["A", "B", "C", "A", "B"])
    #expect(facts.classes[4].inheritance == ["SomeProtocol"])
    #expect(
      Render.outlets(facts) == [
        "A.outer: UILabel 6:17", "A.B.inner: UILabel 3:19", "A.S.C.title: UILabel 5:55",
      ])
    #expect(Render.actions(facts) == ["A.fromExtension: 9:18", "A.B.nested 12:18"])
  }

  @Test func genericsInHeaders() {
    let facts = Render.swift(
      """
      class ListController<Item: Hashable>: BaseController<Item, Int>, UITableViewDataSource {
        @IBOutlet var table: UITableView!
      }
      class Plain<T> where T: Equatable { }
      """)
    #expect(
      Render.classes(facts) == [
        "ListController: BaseController [class] 1:7", "Plain [class] 4:7",
      ])
    #expect(facts.classes[0].inheritance == ["BaseController<Item, Int>", "UITableViewDataSource"])
  }

  @Test func declarationsInsideMethodsAreNotMembers() {
    let facts = Render.swift(
      """
      class A: UIViewController {
        func viewDidLoad() {
          @IBOutlet var local: UILabel!
          func helper() {}
        }
        var computed: Int {
          @IBAction func notHere() {}
          return 0
        }
      }
      """)
    #expect(Render.outlets(facts).isEmpty)
    #expect(Render.actions(facts).isEmpty)
  }

  @Test func identifierUses() {
    let facts = Render.swift(
      #"""
      class ListViewController: UITableViewController {
        override func tableView(_ tv: UITableView, cellForRowAt ip: IndexPath) -> UITableViewCell {
          let cell = tv.dequeueReusableCell(withIdentifier: "MealCell", for: ip)
          _ = collection.dequeueReusableCell(withReuseIdentifier: "Tile", for: ip)
          _ = tv.dequeueReusableCell(withIdentifier: name)
          return cell
        }
        @IBAction func go(_ sender: Any) {
          performSegue(withIdentifier: "showDetail", sender: self)
          self.performSegue(withIdentifier: "show\u{41}", sender: nil)
          performSegue(withIdentifier: "a" + suffix, sender: nil)
          let vc = storyboard?.instantiateViewController(withIdentifier: "Detail")
          let other = storyboard?.instantiateViewController(identifier: "Other") as? X
        }
        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
          if segue.identifier == "showDetail" {}
          if "addItem" == segue.identifier {}
          if segue.identifier != "skip" {}
          if segue.identifier! == "forced" {}
          if segue.identifier == Segue.x.rawValue {}
          switch segue.identifier {
          case "one": break
          case "two", "three"?:
            switch other { case "notASegue": break }
          default: break
          }
        }
      }
      func free(_ s: UIStoryboardSegue) {
        if s.identifier == "fromParameter" {}
        guard let id = s.identifier else { return }
        switch id { case "bound": break }
        if id == "alsoBound" {}
        if other == "unrelated" {}
      }
      struct Helper { func f() { vc.performSegue(withIdentifier: "inStruct", sender: nil) } }
      """#)
    #expect(
      Render.uses(facts) == [
        #"dequeueTableCell "MealCell" in ListViewController 3:55"#,
        #"dequeueCollectionCell "Tile" in ListViewController 4:61"#,
        #"performSegue "showDetail" in ListViewController 9:34"#,
        #"performSegue "showA" in ListViewController 10:39"#,
        #"instantiateViewController "Detail" in ListViewController 12:68"#,
        #"instantiateViewController "Other" in ListViewController 13:67"#,
        #"segueComparison "showDetail" in ListViewController 16:28"#,
        #"segueComparison "addItem" in ListViewController 17:8"#,
        #"segueComparison "skip" in ListViewController 18:28"#,
        #"segueComparison "forced" in ListViewController 19:29"#,
        #"segueSwitchCase "one" in ListViewController 22:10"#,
        #"segueSwitchCase "two" in ListViewController 23:10"#,
        #"segueSwitchCase "three" in ListViewController 23:17"#,
        #"segueComparison "fromParameter" in - 30:22"#,
        #"segueSwitchCase "bound" in - 32:20"#,
        #"segueComparison "alsoBound" in - 33:12"#,
        #"performSegue "inStruct" in - 36:60"#,
      ])
  }
}
