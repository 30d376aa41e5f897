import Foundation
import TestSupport
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
        nameLabel [16, 20, 288, 20.5]
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
        messageLabel [76, 26, 301, 20]

        """)
  }

  @Test func withoutSceneTheFilesInitialOrOnlySceneIsLaidOut() {
    let named = scenectl("layout", "\(Self.fixtures)/MessageCell.xib", "--scene", "messageCell")
    let unnamed = scenectl("layout", "\(Self.fixtures)/MessageCell.xib")
    #expect(unnamed.status == .success)
    #expect(unnamed.stdout == named.stdout)
    #expect(unnamed.stdout.hasPrefix("scene 'messageCell' on 393x72+0+0 (393 x 72)"))
  }

  @Test func withoutSceneAFileOfSeveralScenesAndNoInitialOneIsRefused() throws {
    let scenes = """
      format: 1
      storyboard: Two
      devices: [iphone]
      scenes:
        a:
          kind: viewController
        b:
          kind: viewController
      """
    let outputs = try withTemporaryFile(scenes) { path in
      [
        scenectl("layout", path, "--allow-errors").stderr.replacingOccurrences(of: path, with: "F"),
        scenectl("layout", path, "--allow-errors", "--scene", "c").stderr
          .replacingOccurrences(of: path, with: "F"),
      ]
    }
    let lastLines = outputs.map { $0.split(separator: "\n").last.map(String.init) ?? "" }
    #expect(
      lastLines[0]
        == "scenectl: error: 'F' has no initial scene; name the one to use with --scene: its "
        + "scenes: 'a', 'b'")
    #expect(
      lastLines[1] == "scenectl: error: 'F' has no scene 'c'; its scenes: 'a', 'b'; did you mean 'a'?")
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
    #expect(
      output.stdout == """
        Tests/ScenectlTests/Fixtures/XIB/AvatarView.xib:31:9: note: 2 elements are not carried \
        into the checks (the scene format cannot hold them yet); 'scenectl import' of this file \
        lists each with its reason [not-carried]
        0 errors, 0 warnings in 5 files

        """)
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
            backgroundColor: "#ffffff"
            views:
              - ib: "Ph1-aa-002"
                id: nameLabel
                type: label
                intrinsicSize:
                  canvas: [null, 20.333333333333332]
                text: Name
                font:
                  size: 17
                  weight: bold
                alignment: natural
              - ib: "Ph1-aa-003"
                id: followButton
                type: button
                intrinsicSize:
                  canvas: [null, 44]
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

  /// An old collection cell XIB (Xcode 7: a content view without an id, the constraints on
  /// the cell, no reuse identifier, since code registers it): the cell is the collection's
  /// one item, named after its class, at its own size.
  @Test func anOldCollectionCellWithoutAReuseIdentifier() {
    let output = scenectl("layout", "\(Self.fixtures)/BadgeCell.xib", "--scene", "badgeCell")
    #expect(output.status == .success)
    #expect(
      output.stdout == """
        scene 'badgeCell' on 120x40+0+0 (120 x 40), safe area [0, 0, 120, 40]
        collection [0, 0, 120, 40]
        BadgeCell [0, 0, 120, 40]
        titleLabel [10, 10, 100, 20]

        """)
  }

  /// A view whose own class holds its outlets (the File's Owner has none) lends the scene its
  /// class; another top-level view is a scene code loads (no `unreachable-scene`), and a
  /// free gesture recognizer joins the first scene.
  @Test func aViewThatIsItsOwnClassAndASecondTopLevelView() {
    let output = scenectl("import", "\(Self.fixtures)/AvatarView.xib")
    #expect(output.status == .success)
    #expect(
      output.stdout == """
        # Imported by 'scenectl import' from AvatarView.xib; 'ib:' keeps each Interface Builder id.
        format: 1
        storyboard: AvatarView
        initial: avatarView
        devices: ["64x64+0+0"]
        scenes:
          # ib: -1 (AvatarView)
          avatarView:
            ib: "-1"
            kind: viewController
            class: AvatarView
            views:
              - ib: "Av1-aa-002"
                id: imageView
                type: imageView
                contentMode: aspectFill
            outlets:
              imageView: imageView
            constraints:
              - "imageView.leading = superview.leading"
              - "imageView.top = superview.top"
              - "superview.trailing = imageView.trailing"
              - "superview.bottom = imageView.bottom"
          # ib: -1-Av1-aa-003
          toolbar_Av1_aa_003:
            ib: "-1-Av1-aa-003"
            kind: viewController
            storyboardIdentifier: "toolbar_Av1-aa-003"

        """)
    #expect(
      output.stderr == """
        carried: scenes 2 of 2, views 1 of 1, segues 0 of 0, outlets 1 of 1, actions 0 of 0, \
        constraints 4 of 4
        not carried (2):
        Tests/ScenectlTests/Fixtures/XIB/AvatarView.xib:31:9: root toolbar 'Av1-aa-003': a root \
        view of this type is not in the scene format; its subviews are on a plain root view
        Tests/ScenectlTests/Fixtures/XIB/AvatarView.xib:38:9: tap gesture recognizer \
        'Av1-gg-001': no view lists it in its gestureRecognizers, so it is attached to none

        """)
  }
}
