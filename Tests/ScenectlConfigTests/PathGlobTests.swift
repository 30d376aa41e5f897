import Testing

@testable import ScenectlConfig

/// `included` and `excluded` globs: `*` and `?` within a name, `**` across folders, and a
/// folder's pattern matching what it holds.
@Suite struct PathGlobTests {
  @Test(arguments: [
    ("Legacy/**/*.storyboard", "Legacy/Old/Main.storyboard", true),
    ("Legacy/**/*.storyboard", "Legacy/Main.storyboard", true),
    ("Legacy/**/*.storyboard", "Legacy/Old/Main.yaml", false),
    ("Pods", "Pods/A/B.storyboard", true),
    ("Pods/**", "Pods/A/B.storyboard", true),
    ("Pods", "PodsX/B.storyboard", false),
    ("*.yaml", "Main.yaml", true),
    ("*.yaml", "App/Main.yaml", false),
    ("App/Ma?n.yaml", "App/Main.yaml", true),
    ("App/M*n*.yaml", "App/Mountain.yaml", true),
    ("./App/*", "App/Main.yaml", true),
  ])
  func matches(pattern: String, path: String, expected: Bool) throws {
    let glob = try #require(PathGlob(pattern))
    #expect(glob.matches(path) == expected)
  }

  @Test func refusesPatternsOutsideTheFolder() {
    #expect(PathGlob("") == nil)
    #expect(PathGlob("/abs/**") == nil)
    #expect(PathGlob("../Other") == nil)
    #expect(PathGlob(String(repeating: "a", count: PathGlob.maxLength + 1)) == nil)
  }

  @Test func aLongHostileNameMatchesInBoundedTime() throws {
    let glob = try #require(PathGlob(String(repeating: "*a", count: 400) + "b"))
    #expect(!glob.matches(String(repeating: "a", count: 1_000)))
  }
}
