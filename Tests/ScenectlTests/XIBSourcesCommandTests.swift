import Foundation
import TestSupport
import Testing

@testable import ScenectlCommands

/// XIB files against the app's code (issue 32): the File's Owner's and the cells' classes for
/// their outlets and actions, the nib names code loads, a cell XIB's reuse identifier against
/// the code that registers and dequeues it, and a XIB named like a view controller. One app:
/// the three fixture XIBs and `App.swift`, clean and with one mistake each.
@Suite struct XIBSourcesCommandTests {
  static let app = """
    import UIKit

    class LoginViewController: UIViewController {
      @IBOutlet weak var emailField: UITextField!
      @IBOutlet weak var logInButton: UIButton!

      init() {
        super.init(nibName: "LoginViewController", bundle: nil)
      }

      @IBAction func logIn(_ sender: UIButton) {}
    }

    class ProfileHeaderView: UIView {
      @IBOutlet var contentView: UIView!
      @IBOutlet weak var nameLabel: UILabel!
      @IBOutlet weak var followButton: UIButton!

      func load() {
        Bundle.main.loadNibNamed("ProfileHeaderView", owner: self, options: nil)
      }

      @IBAction func follow(_ sender: Any) {}
    }

    class MessageCell: UITableViewCell {
      @IBOutlet weak var avatarView: UIImageView!
      @IBOutlet weak var messageLabel: UILabel!
    }

    class ChatViewController: UITableViewController {
      override func viewDidLoad() {
        tableView.register(
          UINib(nibName: "MessageCell", bundle: nil), forCellReuseIdentifier: "MessageCell")
      }

      override func tableView(
        _ tableView: UITableView, cellForRowAt indexPath: IndexPath
      ) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "MessageCell", for: indexPath)
      }
    }

    """

  /// `validate APP --sources APP` on the app with `old` replaced by `new` in its code (once);
  /// the folder's path is `APP` in the output.
  /// `copying` adds a copy of a fixture XIB under another name.
  func validateApp(
    _ old: String = "", _ new: String = "", copying: (String, String)? = nil
  ) throws -> CommandOutput {
    #expect(old.isEmpty || Self.app.components(separatedBy: old).count == 2)
    return try withTemporaryFolder { folder in
      for name in ["LoginViewController", "MessageCell", "ProfileHeaderView"] {
        try FileManager.default.copyItem(
          atPath: "\(repositoryRoot)/\(XIBCommandTests.fixtures)/\(name).xib",
          toPath: "\(folder)/\(name).xib")
      }
      if let (fixture, name) = copying {
        try FileManager.default.copyItem(
          atPath: "\(repositoryRoot)/\(XIBCommandTests.fixtures)/\(fixture).xib",
          toPath: "\(folder)/\(name).xib")
      }
      let code = old.isEmpty ? Self.app : Self.app.replacingOccurrences(of: old, with: new)
      try code.write(toFile: "\(folder)/App.swift", atomically: true, encoding: .utf8)
      var output = scenectl("validate", folder, "--sources", folder)
      output.stdout = output.stdout.replacingOccurrences(of: folder, with: "APP")
      return output
    }
  }

  @Test func theCleanAppValidates() throws {
    let output = try validateApp()
    #expect(output.status == .success)
    #expect(output.stdout == "0 errors, 0 warnings in 3 files\n")
  }

  @Test func aFilesOwnerOutletWithoutItsProperty() throws {
    let output = try validateApp("  @IBOutlet weak var nameLabel: UILabel!\n", "")
    #expect(output.status == .problemsFound)
    #expect(
      output.stdout == """
        APP/ProfileHeaderView.xib:11:17: error: outlet 'nameLabel' of scene 'profileHeaderView' \
        has no @IBOutlet property in 'ProfileHeaderView' or its superclasses \
        (NSUnknownKeyException: not key value coding-compliant for the key nameLabel); add the \
        property or remove the outlet [outlet-without-property]
        APP/App.swift:14:7: note: 'ProfileHeaderView' is declared here
        1 error, 0 warnings in 3 files

        """)
  }

  @Test func aFilesOwnerActionWithoutItsMethod() throws {
    let output = try validateApp(
      "@IBAction func logIn(_ sender: UIButton) {}", "func signIn() {}")
    #expect(output.status == .problemsFound)
    #expect(
      output.stdout == """
        APP/LoginViewController.xib:32:33: error: action 'logIn:' of scene \
        'loginViewController' has no @IBAction method in 'LoginViewController' or its \
        superclasses (unrecognized selector sent to instance); add the method or remove the \
        action [action-without-method]
        APP/App.swift:3:7: note: 'LoginViewController' is declared here
        1 error, 0 warnings in 3 files

        """)
  }

  @Test func aCellOutletWithoutItsProperty() throws {
    let output = try validateApp(
      "@IBOutlet weak var messageLabel: UILabel!", "@IBOutlet weak var bodyLabel: UILabel!")
    #expect(output.status == .problemsFound)
    #expect(
      output.stdout == """
        APP/MessageCell.xib:41:17: error: outlet 'messageLabel' of cell 'MessageCell' of scene \
        'messageCell' has no @IBOutlet property in 'MessageCell' or its superclasses \
        (NSUnknownKeyException: not key value coding-compliant for the key messageLabel); add \
        the property or remove the outlet [outlet-without-property]
        APP/App.swift:26:7: note: 'MessageCell' is declared here
        1 error, 0 warnings in 3 files

        """)
  }

  @Test func aNibNameNoXIBHas() throws {
    let output = try validateApp(
      #"loadNibNamed("ProfileHeaderView""#, #"loadNibNamed("ProfileHeader""#)
    #expect(output.status == .problemsFound)
    #expect(
      output.stdout == """
        APP/App.swift:20:30: error: 'ProfileHeader' is no XIB of the app's folder (UIKit cannot \
        load that nib); did you mean 'ProfileHeaderView'? [unknown-identifier]
        1 error, 0 warnings in 3 files

        """)
  }

  @Test func aCellXIBRegisteredUnderAnotherReuseIdentifier() throws {
    let output = try validateApp(
      #"forCellReuseIdentifier: "MessageCell")"#, #"forCellReuseIdentifier: "Message")"#)
    #expect(output.status == .problemsFound)
    #expect(
      output.stdout == """
        APP/App.swift:34:75: error: nib 'MessageCell' is registered for reuse identifier \
        'Message', but its cell's reuse identifier is 'MessageCell' (UIKit raises 'cell reuse \
        identifier in nib does not match the identifier used to register the nib'); use the \
        same identifier in both [nib-reuse-identifier-mismatch]
        APP/MessageCell.xib:10:97: note: the cell's reuse identifier
        APP/App.swift:40:51: error: 'MessageCell' is no prototype cell of the app's \
        storyboards [unknown-identifier]
        2 errors, 0 warnings in 3 files

        """)
  }

  @Test func aCellXIBDequeuedButNeverRegistered() throws {
    let output = try validateApp(
      """
          tableView.register(
            UINib(nibName: "MessageCell", bundle: nil), forCellReuseIdentifier: "MessageCell")

      """, "")
    #expect(output.status == .problemsFound)
    #expect(
      output.stdout == """
        APP/App.swift:38:51: error: 'MessageCell' is no prototype cell of the app's \
        storyboards; there are none [unknown-identifier]
        1 error, 0 warnings in 3 files

        """)
  }

  /// A view controller's XIB copied for a new screen, its File's Owner left as it was: UIKit
  /// loads `SignupViewController.xib` for `SignupViewController` with that controller as
  /// the owner, whose class has none of the outlets.
  @Test func aXIBNamedLikeAnotherViewController() throws {
    let output = try validateApp(
      "class MessageCell: UITableViewCell {",
      "class SignupViewController: UIViewController {}\nclass MessageCell: UITableViewCell {",
      copying: ("LoginViewController", "SignupViewController"))
    #expect(output.status == .success)
    #expect(
      output.stdout == """
        APP/SignupViewController.xib:8:92: warning: 'SignupViewController.xib' is named like \
        the view controller class 'SignupViewController', so UIKit loads it for that class when \
        no nib name is given, but its File's Owner is 'LoginViewController' (its outlets are \
        not that class's); make the File's Owner 'SignupViewController', or rename the XIB \
        [xib-owner-mismatch]
        APP/App.swift:26:7: note: 'SignupViewController' is declared here
        0 errors, 1 warning in 4 files

        """)
  }

  @Test func aXIBByItselfChecksItsScenesAndItsReuseIdentifier() throws {
    try withTemporaryFolder { folder in
      try Self.app.replacingOccurrences(
        of: #"forCellReuseIdentifier: "MessageCell")"#, with: #"forCellReuseIdentifier: "Msg")"#
      ).write(toFile: "\(folder)/App.swift", atomically: true, encoding: .utf8)
      var output = scenectl(
        "validate", "\(XIBCommandTests.fixtures)/MessageCell.xib", "--sources", folder)
      output.stdout = output.stdout.replacingOccurrences(of: folder, with: "APP")
      #expect(output.status == .problemsFound)
      #expect(
        output.stdout == """
          APP/App.swift:34:75: error: nib 'MessageCell' is registered for reuse identifier \
          'Msg', but its cell's reuse identifier is 'MessageCell' (UIKit raises 'cell reuse \
          identifier in nib does not match the identifier used to register the nib'); use the \
          same identifier in both [nib-reuse-identifier-mismatch]
          Tests/ScenectlTests/Fixtures/XIB/MessageCell.xib:10:97: note: the cell's reuse \
          identifier
          1 error, 0 warnings in 1 file

          """)
    }
  }
}
