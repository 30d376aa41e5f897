import Synchronization

extension Diagnostic {
  /// A file's name, held as its number in the table of the names this process has met (equal
  /// names, one number): a `Location` goes with every value read from a file, into every check
  /// and layout of it, and with a number for its file a copy of one retains nothing, nor do the
  /// cores contend for the count of one shared string (with the path as a `String`, copying a
  /// scene or a view retained the same path four to twenty times).
  ///
  ///     let name = Diagnostic.FileName("Scenes/Wonderland.yaml")
  ///     print(name == Diagnostic.FileName("Scenes/Wonderland.yaml"), name.path)
  ///     // Prints "true Scenes/Wonderland.yaml"
  public struct FileName: Hashable, Sendable {
    private let number: Int

    /// The name of the file at `path` (as named: no path is resolved).
    public init(_ path: String) {
      number = FileNames.shared.number(of: path)
    }

    /// The path, as named.
    public var path: String { FileNames.shared.path(number) }
  }
}

/// The names `Diagnostic.FileName` has numbered, each once, for the life of the process; any
/// thread may add or read one.
private final class FileNames: Sendable {
  static let shared = FileNames()

  private struct Table {
    var paths: [String] = []
    var numbers: [String: Int] = [:]
  }

  private let table = Mutex(Table())

  func number(of path: String) -> Int {
    table.withLock { table in
      if let number = table.numbers[path] { return number }
      table.paths.append(path)
      table.numbers[path] = table.paths.count - 1
      return table.paths.count - 1
    }
  }

  func path(_ number: Int) -> String {
    table.withLock { $0.paths[number] }
  }
}
