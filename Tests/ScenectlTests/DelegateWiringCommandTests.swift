import Foundation
import TestSupport
import Testing

/// A view's delegate wiring (`dataSource`, `delegate`) is carried and counted: the import
/// writes it as the view's `delegates:` (to `self`, or the cell holding a text field) and
/// lists what it cannot carry (a gesture recognizer's delegate) at its line; with
/// `--sources`, the destination's class must declare the protocol UIKit expects
/// (`Fixtures/delegate-wiring.storyboard`, written for this test: a list with a search bar,
/// a table and a prototype cell whose text field reports to the cell).
@Suite struct DelegateWiringCommandTests {
  let file = "Tests/ScenectlTests/Fixtures/delegate-wiring.storyboard"

  @Test func theImportCarriesAndCountsTheWiring() {
    let output = scenectl("import", file)
    #expect(output.status == .success)
    #expect(
      output.stdout.contains(
        """
                        delegates:
                          delegate: FieldCell
                delegates:
                  dataSource: self
                  delegate: self

        """))
    #expect(
      output.stderr == """
        carried: scenes 1 of 1, views 3 of 3, segues 0 of 0, outlets 5 of 6, actions 0 of 0, \
        constraints 10 of 10
        not carried (1):
        \(file):64:25: outlet 'delegate' of the tap gesture of 'rootView': the scene format \
        carries the delegate wiring of views only (delegates:)

        """)
  }

  @Test func aClassThatDoesNotDeclareTheProtocol() throws {
    let printed = try validate(
      sources: """
        import UIKit

        class ListViewController: UIViewController, UITableViewDelegate {}
        class FieldCell: UITableViewCell {}
        """)
    #expect(
      printed == """
        \(file):14:37: warning: delegate of searchBar 'searchBar_dlg_sb_001' connects to \
        'self', whose class 'ListViewController' does not declare UISearchBarDelegate: UIKit \
        sends it nothing; declare the conformance or remove the connection \
        [delegate-without-protocol]
        App.swift:3:7: note: 'ListViewController' is declared here
        \(file):29:57: warning: delegate of textField 'textField_dlg_tf_001' connects to \
        'FieldCell', whose class 'FieldCell' does not declare UITextFieldDelegate: UIKit sends \
        it nothing; declare the conformance or remove the connection [delegate-without-protocol]
        App.swift:4:7: note: 'FieldCell' is declared here
        \(file):42:37: error: dataSource of tableView 'tableView_dlg_tv_001' connects to \
        'self', whose class 'ListViewController' does not declare UITableViewDataSource: UIKit \
        calls its required methods and the app crashes (unrecognized selector sent to \
        instance); declare the conformance or remove the connection [delegate-without-protocol]
        App.swift:3:7: note: 'ListViewController' is declared here
        \(file):64:25: note: 1 element is not carried into the checks (the scene format cannot \
        hold it yet); 'scenectl import' of this file lists each with its reason [not-carried]
        1 error, 2 warnings in 1 file

        """)
  }

  @Test func conformancesFromASuperclassAndExtensionsCount() throws {
    let printed = try validate(
      sources: """
        import UIKit

        class ListViewController: UITableViewController {}
        extension ListViewController: UISearchBarDelegate {}
        class FieldCell: UITableViewCell, UITextFieldDelegate {}
        """)
    #expect(printed.hasSuffix("0 errors, 0 warnings in 1 file\n"))
  }

  @Test func aProtocolOfTheAppMayRefineTheExpectedOne() throws {
    let printed = try validate(
      sources: """
        import UIKit

        class ListViewController: UIViewController, ListSource {}
        class FieldCell: UITableViewCell {}
        """)
    #expect(!printed.contains("dataSource of tableView"))
    #expect(printed.contains("delegate of textField"))
  }

  @Test func aDelegateToNothingOfTheScene() throws {
    let scene = """
      format: 1
      storyboard: Main
      initial: list
      scenes:
        list:
          kind: viewController
          views:
            - id: table
              type: tableView
              frame: [0, 0, 320, 300]
              delegates: { dataSource: self, delegate: tabel }

      """
    let printed = try withTemporaryFile(scene) { path in
      scenectl("validate", path).stdout.replacingOccurrences(of: path, with: "s.yaml")
    }
    #expect(
      printed == """
        s.yaml:11:50: error: delegate 'delegate' connects to 'tabel', which is neither 'self' \
        (the controller) nor a view, cell or object of scene 'list'; did you mean 'table'? \
        [outlet-dangling-destination]
        1 error, 0 warnings in 1 file

        """)
  }

  /// `validate` of the fixture with `sources` as the app's one Swift file.
  private func validate(sources: String) throws -> String {
    try withTemporaryFolder { folder in
      try write(sources, to: "\(folder)/App.swift")
      return scenectl("validate", file, "--sources", folder, "--root", "/").stdout
        .replacingOccurrences(of: "\(folder)/", with: "")
    }
  }
}
