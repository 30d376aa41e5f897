import Testing

/// `hides-bottom-bar-never-applies` follows pushes in whatever order the file lists them.
@Suite struct BottomBarCheckerTests {
  /// A tab bar's navigation stack whose push chain is written last scene first, with the
  /// flag deep in it: the flag applies, so nothing is reported; on a scene outside the
  /// chain it is.
  @Test func aChainWrittenBackwardsIsFollowed() {
    var yaml = """
      format: 1
      storyboard: Chain
      initial: tabs
      scenes:

      """
    for i in (0..<120).reversed() {
      yaml += "  s\(i):\n    kind: viewController\n    title: S\(i)\n"
      if i == 100 || i == 119 { yaml += "    hidesBottomBarWhenPushed: true\n" }
      if i + 1 < 119 {
        yaml += "    segues: [ { id: next\(i), kind: push, to: s\(i + 1) } ]\n"
      }
    }
    yaml += """
        nav:
          kind: navigationController
          segues: [ { kind: relationship, relationship: rootViewController, to: s0 } ]
        tabs:
          kind: tabBarController
          segues: [ { kind: relationship, relationship: viewControllers, to: [nav] } ]

      """
    let found = diagnosticLines(yaml).filter { $0.contains("[hides-bottom-bar-never-applies]") }
    #expect(
      found == [
        "8:31: warning: 'hidesBottomBarWhenPushed' on 's119' never hides a tab bar: 's119' is "
          + "never pushed onto a navigation controller inside a tab bar controller, nor the "
          + "root of one with something pushed over it; remove it "
          + "[hides-bottom-bar-never-applies]"
      ])
  }
}
