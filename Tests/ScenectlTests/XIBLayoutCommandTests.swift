import Foundation
import Testing

@testable import ScenectlCommands

/// XIB files (issue 32) laid out, rendered and imported: a freeform view and a cell at their
/// own size with no safe area, a view controller's view on its device or any `--device`.
@Suite struct XIBLayoutCommandTests {
  static let fixtures = XIBCommandTests.fixtures

  @Test func aCustomViewIsLaidOutAtItsOwnSize() {
    let output = scenectl(
      "layout", "\(Self.fixtures)/ProfileHeaderView.xib", "--scene", "profileHeaderView")
    #expect(output.status == .success)
    #expect(
      output.stdout == """
        scene 'profileHeaderView' on 320x120+0+0 (320 x 120), safe area [0, 0, 320, 120]
        nameLabel [16, 20, 288, 20.333]
        followButton [16, 60, 288, 44]

        """)
  }

  @Test func aCellIsLaidOutAtItsOwnSize() {
    let output = scenectl("layout", "\(Self.fixtures)/MessageCell.xib", "--scene", "messageCell")
    #expect(output.status == .success)
    #expect(
      output.stdout == """
        scene 'messageCell' on 393x72+0+0 (393 x 72), safe area [0, 0, 393, 72]
        table [0, 0, 393, 72]
        MessageCell [0, 0, 393, 72]
        avatarView [16, 12, 48, 48]
        messageLabel [76, 25.833, 301, 20.333]

        """)
  }

  @Test func aViewControllersViewIsLaidOutOnAnyDevice() {
    let output = scenectl(
      "layout", "\(Self.fixtures)/LoginViewController.xib", "--scene", "loginViewController",
      "--device", "ipad")
    #expect(output.status == .success)
    #expect(
      output.stdout == """
        scene 'loginViewController' on ipad (820 x 1180), safe area [0, 24, 820, 1136]
        emailField [20, 84, 780, 34]
        logInButton [20, 138, 780, 44]

        """)
  }

  @Test func aXIBIsRendered() throws {
    try withTemporaryFolder { folder in
      let output = scenectl(
        "render", "\(Self.fixtures)/ProfileHeaderView.xib", "--scene", "profileHeaderView",
        "-o", "\(folder)/header.svg")
      #expect(output.status == .success)
      let svg = try String(contentsOfFile: "\(folder)/header.svg", encoding: .utf8)
      #expect(svg.contains("ProfileHeaderView · profileHeaderView · 320x120+0+0 (320 × 120)"))
      #expect(svg.contains(#"<rect x="0" y="0" width="320" height="120""#))
    }
  }

  @Test func aFolderIncludesItsXIBs() {
    let output = scenectl("validate", Self.fixtures)
    #expect(output.status == .success)
    #expect(output.stdout == "0 errors, 0 warnings in 3 files\n")
  }

  @Test func aCustomViewXIBImportsWithTheFilesOwnerAsTheScenesClass() {
    let output = scenectl("import", "\(Self.fixtures)/ProfileHeaderView.xib")
    #expect(output.status == .success)
    #expect(
      output.stdout == """
        # Imported by 'scenectl import' from ProfileHeaderView.xib; 'ib:' keeps each Interface Builder id.
        format: 1
        storyboard: ProfileHeaderView
        initial: profileHeaderView
        devices: ["320x120+0+0"]
        scenes:
          # ib: -1 (ProfileHeaderView)
          profileHeaderView:
            ib: "-1"
            kind: viewController
            class: ProfileHeaderView
            views:
              - ib: "Ph1-aa-002"
                id: nameLabel
                type: label
                intrinsicSize: [288, 20.333333333333332]
                text: Name
                font:
                  size: 17
                  weight: bold
                alignment: natural
              - ib: "Ph1-aa-003"
                id: followButton
                type: button
                intrinsicSize: [288, 44]
                title: Follow
                style: system
            outlets:
              nameLabel: nameLabel
              followButton: followButton
            actions:
              - name: follow
                from: followButton
                event: touchUpInside
                selector: "follow:"
            constraints:
              - "followButton.height = 44"
              - "nameLabel.top = superview.top + 20"
              - "nameLabel.leading = superview.leading + 16"
              - "superview.trailing = nameLabel.trailing + 16"
              - "followButton.leading = nameLabel.leading"
              - "followButton.trailing = nameLabel.trailing"
              - "superview.bottom = followButton.bottom + 16"

        """)
    #expect(
      output.stderr == """
        carried: scenes 1 of 1, views 2 of 2, segues 0 of 0, outlets 2 of 2, actions 1 of 1, \
        constraints 7 of 7
        not carried (0)

        """)
  }

  @Test func aCellXIBImportsAsATableWithOnePrototype() {
    let output = scenectl("import", "\(Self.fixtures)/MessageCell.xib")
    #expect(output.status == .success)
    #expect(
      output.stdout.hasPrefix(
        """
        # Imported by 'scenectl import' from MessageCell.xib; 'ib:' keeps each Interface Builder id.
        format: 1
        storyboard: MessageCell
        initial: messageCell
        devices: ["393x72+0+0"]
        scenes:
          # ib: -1
          messageCell:
            ib: "-1"
            kind: tableViewController
            views:
              - ib: "Kc1-aa-001-xib-holder"
                id: table
                type: tableView
                style: plain
                rowHeight: 72
                prototypes:
                  - ib: "Kc1-aa-001"
                    id: MessageCell
                    style: custom
                    class: MessageCell

        """))
  }
}
