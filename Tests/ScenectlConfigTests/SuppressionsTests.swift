import Diagnostics
import Testing

@testable import ScenectlConfig

/// `# scenectl:disable-next-line`, `# scenectl:disable` … `# scenectl:enable`, and the
/// `superfluous-disable` warnings.
@Suite struct SuppressionsTests {
  let rules = RuleVocabulary([
    ("layout-ambiguous", .onByDefault), ("action-cross-scene", .onByDefault),
    ("yaml-syntax", .fixed),
  ])

  func diagnostic(_ code: DiagnosticCode, line: Int) -> Diagnostic {
    .warning(code, "found", at: Diagnostic.Location(file: "a.yaml", line: line, column: 3))
  }

  func lines(_ diagnostics: [Diagnostic]) -> [String] {
    diagnostics.map { "\($0.location?.description ?? ""): \($0.code): \($0.message)" }
  }

  @Test func nextLineSkipsBlankAndCommentLines() {
    let text = """
      a: 1
        # scenectl:disable-next-line layout-ambiguous, action-cross-scene

        # another comment
        b: 2
      c: 3

      """
    let suppressions = Suppressions(scanning: Array(text.utf8), file: "a.yaml", rules: rules)
    let kept = suppressions.apply(to: [
      diagnostic(.layoutAmbiguous, line: 5), diagnostic(.layoutAmbiguous, line: 6),
    ])
    #expect(
      lines(kept) == [
        "a.yaml:6:3: layout-ambiguous: found",
        "a.yaml:2:50: superfluous-disable: 'scenectl:disable-next-line' finds no "
          + "'action-cross-scene' diagnostic on line 5 to silence; remove 'action-cross-scene' "
          + "from the comment",
      ])
  }

  @Test func aStretchRunsToItsEnableOrTheEnd() {
    let text = """
      # scenectl:disable layout-ambiguous
      a: 1
      # scenectl:enable layout-ambiguous
      b: 2
      # scenectl:disable action-cross-scene
      c: 3
      """
    let suppressions = Suppressions(scanning: Array(text.utf8), file: "a.yaml", rules: rules)
    let kept = suppressions.apply(to: [
      diagnostic(.layoutAmbiguous, line: 2), diagnostic(.layoutAmbiguous, line: 4),
      diagnostic(.actionCrossScene, line: 6),
      Diagnostic.warning(
        .actionCrossScene, "elsewhere", at: .init(file: "b.yaml", line: 6, column: 1)),
    ])
    #expect(
      lines(kept) == [
        "a.yaml:4:3: layout-ambiguous: found", "b.yaml:6:1: action-cross-scene: elsewhere",
      ])
  }

  @Test func mistakesInTheCommentsAreWarnings() {
    let text = """
      # scenectl:disabel layout-ambiguous
      # scenectl:disable layout-ambigous
      # scenectl:enable action-cross-scene
      # scenectl:disable layout-ambiguous
      # scenectl:disable layout-ambiguous
      # scenectl:disable-next-line
      a: 1
      """
    let suppressions = Suppressions(scanning: Array(text.utf8), file: "a.yaml", rules: rules)
    #expect(
      lines(suppressions.apply(to: [])) == [
        "a.yaml:1:3: superfluous-disable: unknown directive 'scenectl:disabel'; did you mean "
          + "'scenectl:disable'?",
        "a.yaml:2:20: superfluous-disable: unknown rule 'layout-ambigous' in "
          + "'scenectl:disable'; did you mean 'layout-ambiguous'?",
        "a.yaml:3:19: superfluous-disable: 'scenectl:enable action-cross-scene' follows no "
          + "'disable' of it; remove it",
        "a.yaml:5:20: superfluous-disable: 'layout-ambiguous' is already disabled since line 4; "
          + "remove this 'disable'",
        "a.yaml:6:3: superfluous-disable: 'scenectl:disable-next-line' names no rule; add the "
          + "codes to silence, such as 'scenectl:disable-next-line layout-ambiguous'",
        "a.yaml:4:20: superfluous-disable: 'scenectl:disable layout-ambiguous' finds no "
          + "'layout-ambiguous' diagnostic to silence up to the end of the file; remove it",
      ])
  }

  @Test func storyboardsHaveNoComments() {
    #expect(!Suppressions.applies(to: Array("\n  <?xml version=\"1.0\"?>".utf8)))
    #expect(Suppressions.applies(to: Array("# scenectl:disable x\n".utf8)))
  }

  @Test func manyCommentsAndDiagnosticsStayLinear() {
    // 20,000 stretches of one code and 20,000 diagnostics: found by halving, not by pairs.
    var text = ""
    for _ in 0..<20_000 {
      text += "# scenectl:disable layout-ambiguous\na: 1\n# scenectl:enable layout-ambiguous\n"
    }
    let suppressions = Suppressions(scanning: Array(text.utf8), file: "a.yaml", rules: rules)
    let diagnostics = (0..<20_000).map { diagnostic(.layoutAmbiguous, line: 3 * $0 + 2) }
    let clock = ContinuousClock()
    let took = clock.measure { #expect(suppressions.apply(to: diagnostics).isEmpty) }
    #expect(took < .seconds(2))
  }
}
