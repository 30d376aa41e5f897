import SourceScanner
import Testing

@Suite struct SourceIndexTests {
  @Test func superclassChainsAndClassesSplitAcrossFiles() {
    let base = Render.swift(
      """
      class BaseViewController: UIViewController {
        @IBOutlet var titleLabel: UILabel!
        @IBAction func close(_ sender: Any) {}
      }
      """, file: "Base.swift")
    let child = Render.swift(
      """
      class DetailViewController: BaseViewController {
        @IBOutlet var titleLabel: UILabel!
        @IBOutlet var body: UITextView!
        @IBAction func close(_ sender: Any) {}
      }
      """, file: "Detail.swift")
    let more = Render.swift(
      """
      extension DetailViewController {
        @IBAction func share(_ sender: Any) {}
      }
      """, file: "Detail+Share.swift")
    let index = SourceIndex([base, child, more])
    #expect(index.classNames == ["BaseViewController", "DetailViewController"])
    #expect(
      index.superclasses(of: "DetailViewController") == [
        "BaseViewController", "UIViewController",
      ])
    let outlets = index.outlets(of: "DetailViewController", includingSuperclasses: true)
    #expect(
      outlets.map { "\($0.file):\($0.name)" } == [
        "Detail.swift:titleLabel", "Detail.swift:body",
      ])
    #expect(index.outlets(of: "DetailViewController", includingSuperclasses: false).count == 2)
    #expect(
      index.actions(of: "DetailViewController").map { "\($0.file):\($0.selector)" } == [
        "Detail.swift:close:", "Detail+Share.swift:share:",
      ])
    #expect(index.actions(of: "BaseViewController").map(\.selector) == ["close:"])
    #expect(index.declarations(of: "DetailViewController").map(\.isExtension) == [false, true])
    #expect(index.outlets(of: "Unknown").isEmpty)
  }

  @Test func namesAreTheOnesInterfaceBuilderWrites() {
    let facts = Render.swift(
      """
      @objc(MVC) class MealViewController: UIViewController {}
      extension MealViewController { @IBAction func tap() {} }
      class Outer { class Cell: UITableViewCell { @IBOutlet var label: UILabel! } }
      extension Outer.Cell { @IBOutlet var more: UILabel! }
      class Sub: Outer.Cell {}
      """)
    let index = SourceIndex([facts])
    #expect(index.classNames == ["Cell", "MVC", "Outer", "Sub"])
    #expect(index.actions(of: "MVC").map(\.selector) == ["tap"])
    #expect(index.key(for: "MealViewController") == "MVC")
    #expect(index.outlets(of: "Sub").map(\.name) == ["label", "more"])
    #expect(index.superclasses(of: "Sub") == ["Cell", "UITableViewCell"])
  }

  @Test func cyclesEnd() {
    let facts = Render.swift("class A: B {}\nclass B: A {}\nclass C: C {}\n")
    let index = SourceIndex([facts])
    #expect(index.superclasses(of: "A") == ["B"])
    #expect(index.superclasses(of: "C").isEmpty)
    #expect(index.outlets(of: "A").isEmpty)
  }

  @Test func usesByClass() {
    let facts = Render.swift(
      """
      @objc(LVC) class ListViewController: UIViewController {}
      extension ListViewController {
        func go() { performSegue(withIdentifier: "show", sender: nil) }
      }
      """)
    let index = SourceIndex([facts])
    #expect(index.identifierUses(in: "LVC").map(\.value) == ["show"])
    #expect(index.identifierUses.count == 1)
    #expect(index.identifierUseKeys == ["LVC"])
  }

  @Test func lookupsByNameIncludeSuperclassesNearestFirst() {
    let facts = Render.swift(
      """
      class Base: UIViewController {
        @IBOutlet var title: UILabel!
        @IBAction func close(_ sender: Any) {}
      }
      class Child: Base { @IBOutlet var title: UITextField! }
      struct Helper { func go() { performSegue(withIdentifier: "loose", sender: nil) } }
      """, file: "A.swift")
    let index = SourceIndex([facts])
    #expect(index.outlet(named: "title", of: "Child")?.typeName == "UITextField")
    #expect(index.outlet(named: "title", of: "Base")?.typeName == "UILabel")
    #expect(index.outlet(named: "other", of: "Child") == nil)
    #expect(index.outlet(named: "title", of: "UIViewController") == nil)
    #expect(index.hasAction("close:", of: "Child"))
    #expect(!index.hasAction("close", of: "Child"))
    #expect(!index.hasAction("close:", of: "Unknown"))
    #expect(index.identifierUseKeys == [nil])
  }
}
