import Testing

@testable import ScenectlCommands

/// `validate --format github`: GitHub Actions workflow commands, one per diagnostic.
@Suite struct GitHubFormatTests {
  @Test func eachDiagnosticIsAnAnnotationWithItsNotes() {
    let output = scenectl(
      "validate", "--format", "github", "Scenes/Broken/duplicate-id.yaml",
      "Scenes/Broken/unreachable-scene.yaml", "Scenes/NoSuchFile.yaml")
    #expect(
      output.stdout == """
        ::error file=Scenes/NoSuchFile.yaml,title=unreadable-input::cannot read \
        'Scenes/NoSuchFile.yaml': No such file or directory
        ::error file=Scenes/Broken/duplicate-id.yaml,line=15,col=13,title=duplicate-id::id \
        'nameLabel' is used twice in scene 'main'; give each view and bar item its own \
        id%0AScenes/Broken/duplicate-id.yaml:11:13: note: 'nameLabel' first defined here
        ::warning file=Scenes/Broken/unreachable-scene.yaml,line=10,col=3,title=unreachable-scene\
        ::scene 'authorInfo' is unreachable: no relationship or segue leads to it from the \
        initial scene 'book'
        2 errors, 1 warning in 3 files

        """)
    #expect(output.status == .usageOrInput)
  }

  @Test func valuesAreEscapedAsTheRunnerExpects() {
    #expect(GitHubFormat.escapeData("50% a\r\nb: c, d") == "50%25 a%0D%0Ab: c, d")
    #expect(GitHubFormat.escapeProperty("a:b,c%\n") == "a%3Ab%2Cc%25%0A")
    #expect(
      GitHubFormat.command(
        "notice", file: "x,y.yaml", line: 1, column: 2, title: "t", message: "m")
        == "::notice file=x%2Cy.yaml,line=1,col=2,title=t::m\n")
  }
}
