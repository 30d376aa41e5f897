import Foundation
import TestSupport
import Testing

@testable import ScenectlCommands

/// XIB files (issue 32): a cell XIB, a custom view XIB with File's Owner outlets and a view
/// controller XIB, each validated clean and with one mistake per check, the full output
/// compared.
@Suite struct XIBCommandTests {
  static let fixtures = "Tests/ScenectlTests/Fixtures/XIB"

  /// `validate` of a fixture with `old` replaced by `new` (each must occur once), written
  /// under its own name in a temporary folder; the folder's path is `FOLDER` in the output.
  func validateMutated(_ name: String, _ old: String, _ new: String) throws -> CommandOutput {
    let text = try String(
      contentsOfFile: "\(repositoryRoot)/\(Self.fixtures)/\(name)", encoding: .utf8)
    #expect(text.components(separatedBy: old).count == 2, "'\(old)' is not once in \(name)")
    return try withTemporaryFolder { folder in
      try text.replacingOccurrences(of: old, with: new).write(
        toFile: "\(folder)/\(name)", atomically: true, encoding: .utf8)
      var output = scenectl("validate", "\(folder)/\(name)")
      output.stdout = output.stdout.replacingOccurrences(of: folder, with: "FOLDER")
      return output
    }
  }

  @Test func theCleanXIBsValidate() {
    let output = scenectl(
      "validate", "\(Self.fixtures)/MessageCell.xib", "\(Self.fixtures)/ProfileHeaderView.xib",
      "\(Self.fixtures)/LoginViewController.xib", "\(Self.fixtures)/BadgeCell.xib")
    #expect(output.status == .success)
    #expect(output.stdout == "0 errors, 0 warnings in 4 files\n")
    #expect(output.stderr == "")
  }

  @Test func aCellOutletToAMissingView() throws {
    let output = try validateMutated(
      "MessageCell.xib", #"destination="Kc1-aa-004" id="Kc1-oo-002""#,
      #"destination="Kc1-zz-999" id="Kc1-oo-002""#)
    #expect(output.status == .problemsFound)
    #expect(
      output.stdout == """
        FOLDER/MessageCell.xib:41:17: note: 1 element is not carried into the checks (the scene \
        format cannot hold it yet); 'scenectl import' of this file lists each with its reason \
        [not-carried]
        FOLDER/MessageCell.xib:41:49: error: outlet 'messageLabel' connects to 'Kc1-zz-999', \
        which nothing in this XIB is (UIKit cannot load the XIB); connect it again in Interface \
        Builder, or remove it [xib-connection-dangling]
        1 error, 0 warnings in 1 file

        """)
  }

  @Test func aCellWhoseLayoutIsAmbiguous() throws {
    let output = try validateMutated(
      "MessageCell.xib",
      #"<constraint firstItem="Kc1-aa-004" firstAttribute="centerY" secondItem="Kc1-aa-002" secondAttribute="centerY" id="Kc1-cc-007"/>"#,
      "")
    #expect(output.status == .problemsFound)
    #expect(
      output.stdout == """
        FOLDER/MessageCell.xib:24:21: error: vertical position is ambiguous for 'messageLabel' \
        on 393x72+0+0 [layout-ambiguous]
        1 error, 0 warnings in 1 file

        """)
  }

  @Test func aFilesOwnerOutletToAMissingView() throws {
    let output = try validateMutated(
      "ProfileHeaderView.xib", #"destination="Ph1-aa-002" id="Ph1-oo-002""#,
      #"destination="Ph1-zz-999" id="Ph1-oo-002""#)
    #expect(output.status == .problemsFound)
    #expect(
      output.stdout == """
        FOLDER/ProfileHeaderView.xib:11:17: error: outlet 'nameLabel' connects to \
        'missing_Ph1_zz_999', which is not a view or bar item of scene 'profileHeaderView' \
        [outlet-dangling-destination]
        1 error, 0 warnings in 1 file

        """)
  }

  @Test func anActionToAMissingTarget() throws {
    let output = try validateMutated(
      "ProfileHeaderView.xib", #"selector="follow:" destination="-1""#,
      #"selector="follow:" destination="Ph1-zz-998""#)
    #expect(output.status == .problemsFound)
    #expect(
      output.stdout == """
        FOLDER/ProfileHeaderView.xib:33:25: note: 1 element is not carried into the checks (the \
        scene format cannot hold it yet); 'scenectl import' of this file lists each with its \
        reason [not-carried]
        FOLDER/ProfileHeaderView.xib:33:52: error: action 'follow:' connects to 'Ph1-zz-998', \
        which nothing in this XIB is (UIKit cannot load the XIB); connect it again in Interface \
        Builder, or remove it [xib-connection-dangling]
        1 error, 0 warnings in 1 file

        """)
  }

  @Test func aCustomViewWhoseConstraintsConflictAtItsOwnSize() throws {
    let height = #"<constraint firstAttribute="height" constant="44" id="Ph1-cc-001"/>"#
    let output = try validateMutated(
      "ProfileHeaderView.xib", height,
      height + #"<constraint firstAttribute="height" constant="50" id="Ph1-cc-009"/>"#)
    #expect(output.status == .problemsFound)
    #expect(
      output.stdout == """
        FOLDER/ProfileHeaderView.xib:29:92: error: unable to simultaneously satisfy constraints \
        on 320x120+0+0: constraint 'followButton.height = 50' conflicts with 1 other \
        constraint; it is left out [layout-conflict]
        FOLDER/ProfileHeaderView.xib:29:25: note: conflicting constraint 'followButton.height = 44'
        FOLDER/ProfileHeaderView.xib:29:92: note: conflicting constraint 'followButton.height = 50'
        1 error, 0 warnings in 1 file

        """)
  }

  @Test func aViewControllerXIBWithoutItsViewOutlet() throws {
    let output = try validateMutated(
      "LoginViewController.xib",
      #"<outlet property="view" destination="Lv1-aa-001" id="Lv1-oo-003"/>"#, "")
    #expect(output.status == .problemsFound)
    #expect(
      output.stdout == """
        FOLDER/LoginViewController.xib:8:92: error: the File's Owner, 'LoginViewController', \
        has no 'view' outlet, so UIKit stops loading this XIB ('loaded the nib but the view \
        outlet was not set'); connect the File's Owner's 'view' outlet to the top-level view \
        [xib-view-outlet-missing]
        1 error, 0 warnings in 1 file

        """)
  }

  @Test func aViewOutletToAViewThatIsNotTopLevel() throws {
    let output = try validateMutated(
      "LoginViewController.xib", #"destination="Lv1-aa-001" id="Lv1-oo-003""#,
      #"destination="Lv1-aa-002" id="Lv1-oo-003""#)
    #expect(output.status == .problemsFound)
    #expect(
      output.stdout == """
        FOLDER/LoginViewController.xib:12:41: error: the File's Owner's 'view' outlet names \
        'Lv1-aa-002', which is no top-level view of this XIB, so UIKit has no view to load; \
        connect it to the top-level view [xib-view-outlet-dangling]
        1 error, 0 warnings in 1 file

        """)
  }

  @Test func aViewControllerXIBAmbiguousOnItsDevice() throws {
    let output = try validateMutated(
      "LoginViewController.xib",
      #"<constraint firstItem="Lv1-aa-003" firstAttribute="top" secondItem="Lv1-aa-002" secondAttribute="bottom" constant="20" id="Lv1-cc-005"/>"#,
      "")
    #expect(output.status == .problemsFound)
    #expect(
      output.stdout == """
        FOLDER/LoginViewController.xib:25:17: error: vertical position is ambiguous for \
        'logInButton' on iphone [layout-ambiguous]
        1 error, 0 warnings in 1 file

        """)
  }

  @Test func aXIBWithoutViewsIsRefused() throws {
    let xib = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
          <objects>
              <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
          </objects>
      </document>

      """
    let output = try withTemporaryFile(xib, suffix: ".xib") { path in
      var output = scenectl("validate", path)
      output.stdout = output.stdout.replacingOccurrences(of: path, with: "Empty.xib")
      return output
    }
    #expect(output.status == .problemsFound)
    #expect(
      output.stdout == """
        Empty.xib:3:5: error: this XIB has no top-level view, cell or view controller, so there \
        is nothing to check or lay out; add a view to it in Interface Builder, or delete the \
        file if nothing loads it [xib-no-views]
        1 error, 0 warnings in 1 file

        """)
  }
}
