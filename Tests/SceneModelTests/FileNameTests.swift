import Diagnostics
import Testing

/// A location names its file by number (`Diagnostic.FileName`): equal paths are one name, and
/// locations compare, sort and print by the path as before.
@Suite struct FileNameTests {
  @Test func equalPathsAreOneNameAndKeepTheirPath() {
    let name = Diagnostic.FileName("Scenes/Wonderland.yaml")
    #expect(name == Diagnostic.FileName("Scenes/Wonderland.yaml"))
    #expect(name != Diagnostic.FileName("Scenes/Looking-Glass.yaml"))
    #expect(name.path == "Scenes/Wonderland.yaml")
  }

  @Test func locationsSortByPathThenLineThenColumn() {
    // "b" named first, so that its number is the lower one: the order is still the paths'.
    let b = Diagnostic.Location(file: "FileNameTests-b.yaml", line: 1, column: 1)
    let a = Diagnostic.Location(file: "FileNameTests-a.yaml", line: 9, column: 9)
    let a2 = Diagnostic.Location(file: a.fileName, line: 9, column: 10)
    #expect([b, a2, a].sorted() == [a, a2, b])
    #expect(a.description == "\(a.file):9:9")
    var moved = a
    moved.file = b.file
    #expect(moved.fileName == b.fileName && !(moved < b) && b < moved)
  }
}
