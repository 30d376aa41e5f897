import Foundation
import Testing

@testable import ScenectlCommands

/// Refresh controls (`refreshControl:` on a scroll view, an extension): pulling the inbox's
/// table down sends its code's `refresh:` and leaves it refreshing, so a second pull sends
/// nothing; pulling the photo grid down runs steps, which end the refresh. `--pull-to-refresh`,
/// the flow step `pullToRefresh:` and `explore` drive them, and each mistake is reported at
/// its place.
@Suite struct RefreshControlCommandTests {
  let file = "Tests/ScenectlTests/Fixtures/refresh-control.yaml"

  @Test func aPullSendsValueChangedAndTheTableStaysRefreshing() {
    let output = scenectl(
      "simulate", file, "--pull-to-refresh", "messages", "--pull-to-refresh", "inboxRefresher")
    #expect(output.status == .success)
    #expect(
      output.stdout.contains(
        """
        pull-to-refresh messages
          refresh control 'inboxRefresher' of 'messages' begins refreshing
          action 'refresh' of 'inbox' (valueChanged from 'inboxRefresher')
          calls 'refresh:' on InboxViewController (code, not run)

        pull-to-refresh inboxRefresher
          'inboxRefresher' is refreshing already: it sends nothing until code calls \
        endRefreshing() ('--end-refreshing inboxRefresher', the flow step 'endRefreshing: \
        inboxRefresher')

        hierarchy:
        """))
    #expect(
      output.stdout.contains(
        "  inbox.messages tableView 2 rows: \"Hello\", \"Lunch\" [0, 0, 393, 852] (refreshing)\n"
      ))
  }

  /// `--end-refreshing` stands for the code that calls `endRefreshing()`: the control stops
  /// refreshing and the next pull sends valueChanged again; ending a refresh that is not on is
  /// an error of the step.
  @Test func theAppsCodeEndsTheRefresh() {
    let output = scenectl(
      "simulate", file, "--pull-to-refresh", "messages", "--end-refreshing", "inboxRefresher",
      "--pull-to-refresh", "messages", "--end-refreshing", "messages")
    #expect(output.status == .success)
    #expect(
      output.stdout.contains(
        """
        end-refreshing inboxRefresher
          refresh control 'inboxRefresher' of 'messages' ends refreshing (the app's code calls \
        endRefreshing())

        pull-to-refresh messages
          refresh control 'inboxRefresher' of 'messages' begins refreshing
          action 'refresh' of 'inbox' (valueChanged from 'inboxRefresher')
          calls 'refresh:' on InboxViewController (code, not run)

        end-refreshing messages
          refresh control 'inboxRefresher' of 'messages' ends refreshing (the app's code calls \
        endRefreshing())

        hierarchy:
        """))
    #expect(
      output.stdout.contains(
        "  inbox.messages tableView 2 rows: \"Hello\", \"Lunch\" [0, 0, 393, 852]\n"))
    let notRefreshing = scenectl("simulate", file, "--end-refreshing", "messages")
    #expect(notRefreshing.status == .problemsFound)
    #expect(
      notRefreshing.stderr
        == "scenectl: error: step 1 (end-refreshing messages): refresh control 'inboxRefresher' "
        + "is not refreshing: code ends a refresh that a pull began; pull 'messages' first "
        + "('--pull-to-refresh messages')\n")
    let unknown = scenectl("simulate", file, "--end-refreshing", "nothing")
    #expect(
      unknown.stderr
        == "scenectl: error: step 1 (end-refreshing nothing): no scene on screen has a refresh "
        + "control 'nothing' or a view 'nothing' with one; end the refresh of a control "
        + "'refreshControl:' names\n")
  }

  @Test func anActionWithStepsEndsTheRefresh() {
    let output = scenectl(
      "simulate", file, "--tap", "photosButton", "--pull-to-refresh", "grid", "--pull-to-refresh",
      "grid")
    #expect(output.status == .success)
    let pull = """
      pull-to-refresh grid
        refresh control 'gridRefresher' of 'grid' begins refreshing
        action 'reload' of 'photos' (valueChanged from 'gridRefresher')
        set statusLabel.text = "Updated"
        refresh control 'gridRefresher' ends refreshing (the action's steps stand for its code)

      """
    #expect(output.stdout.contains(pull + "\n" + pull + "\nhierarchy:"))
    #expect(
      output.stdout.contains(
        "  photos.grid collectionView 1 items: \"{title: Beach}\" [0, 140, 393, 712]\n"))
  }

  @Test(arguments: [
    (
      ["--pull-to-refresh", "photosButton"],
      "'photosButton' is a bar item; pull a table, collection or scroll view with a refresh "
        + "control"
    ),
    (
      ["--tap", "photosButton", "--pull-to-refresh", "statusLabel"],
      "'statusLabel' is a label, which does not scroll, so pulling it refreshes nothing; pull a "
        + "table, collection or scroll view with a 'refreshControl:'"
    ),
    (
      ["--tap", "photosButton", "--pull-to-refresh", "messages"],
      "'messages' is not on screen: scene 'inbox' is not shown; the shortest way to show it: back"
    ),
  ])
  func aPullOnWhatHasNoRefreshControlFails(arguments: [String], message: String) {
    let output = scenectl(["simulate", file] + arguments)
    #expect(output.status == .problemsFound)
    #expect(output.stdout.contains("  error: \(message)\n"))
  }

  /// Both refresh actions are sent only by pulls: with no pull offered, explore would report
  /// each never sent.
  @Test func exploreOffersAPullWhileNotRefreshing() {
    let output = scenectl("explore", file)
    #expect(output.status == .success)
    #expect(
      output.stdout == """
        explore Tests/ScenectlTests/Fixtures/refresh-control.yaml on iphone: 6 states, 19 transitions, complete

        scenes reached (2):
          inbox: launch
          photos: tap photosButton

        findings (0):

        """)
  }

  @Test func flowsPullToRefresh() throws {
    let output = try testFlow(
      on: file,
      steps: [
        "pullToRefresh: messages", "tap: photosButton", "pullToRefresh: gridRefresher",
        "expect: { text: { statusLabel: Updated } }",
      ], "--coverage")
    #expect(output.status == .success)
    #expect(output.stdout.contains("  ok   3. pullToRefresh: gridRefresher\n"))
    #expect(output.stdout.contains("actions 2 of 2"))
  }

  @Test func flowsEndRefreshing() throws {
    let output = try testFlow(
      on: file,
      steps: [
        "pullToRefresh: messages", "endRefreshing: inboxRefresher", "pullToRefresh: messages",
      ])
    #expect(output.status == .success)
    #expect(output.stdout.contains("  ok   2. endRefreshing: inboxRefresher\n"))
    let failing = try testFlow(on: file, steps: ["endRefreshing: messages"])
    #expect(failing.status == .problemsFound)
    #expect(failing.stdout.contains("  FAIL 1. endRefreshing: messages\n"))
  }

  @Test func mistakesInRefreshControlsAreReportedAtTheirPlaces() {
    let place = "Tests/ScenectlTests/Fixtures/refresh-control-mistakes.yaml"
    let output = scenectl("validate", place)
    #expect(output.status == .problemsFound)
    #expect(
      output.stdout == """
        \(place):17:81: error: 'bannerRefresher' is the refresh control of 'banner', a label, which has none: UIKit's refreshControl is a scroll view's (tableView, collectionView, scrollView, textView); move 'refreshControl:' to the table or collection view it refreshes [refresh-control-misplaced]
        \(place):18:78: error: the refresh control of view 'box' has no 'id'; add it [missing-key]
        \(place):19:92: warning: pulling 'feed' down starts its refresh control 'feedRefresher' and sends valueChanged, but no action is sent from 'feedRefresher', so nothing reloads and it spins until code ends it; add '{ name: refresh, from: feedRefresher, selector: "refresh:" }' to the scene's actions [refresh-control-without-action]
        \(place):20:91: error: id 'banner' is used twice in scene 'list'; give each view and bar item its own id [duplicate-id]
        \(place):17:21: note: 'banner' first defined here
        \(place):20:91: warning: pulling 'notes' down starts its refresh control 'banner' and sends valueChanged, but no action is sent from 'banner', so nothing reloads and it spins until code ends it; add '{ name: refresh, from: banner, selector: "refresh:" }' to the scene's actions [refresh-control-without-action]
        \(place):20:99: error: unknown key 'tint' in the refresh control of view 'notes'; expected one of: id, title [unknown-key]
        \(place):21:89: error: id 'table' is used twice in scene 'list'; give each view and bar item its own id [duplicate-id]
        \(place):9:13: note: 'table' first defined here
        \(place):21:89: warning: pulling 'more' down starts its refresh control 'table' and sends valueChanged, but no action is sent from 'table', so nothing reloads and it spins until code ends it; add '{ name: refresh, from: table, selector: "refresh:" }' to the scene's actions [refresh-control-without-action]
        \(place):23:32: error: action 'refresh' is sent from 'refreshr', which is not a control or bar item of scene 'list'; did you mean 'refresher'? [action-dangling-target]
        \(place):24:49: error: 'refresher' is a refresh control, which never sends 'touchUpInside'; it sends 'valueChanged' [action-bad-event-for-control]
        7 errors, 3 warnings in 1 file

        """)
  }
}
