import Diagnostics
import FileSystem
import SceneModel
import StoryboardImport
import StoryboardXML
import YAML

/// Reading one input file, a scene file, storyboard or flow (`-`: standard input), within the
/// limit of its kind, and saying why it cannot be read.
///
///     switch InputFile.read("Scenes/Wonderland.yaml") {
///     case .success(let bytes): ...
///     case .failure(let unreadable): unreadable.reason  // "cannot read '…': No such file …"
///     }
public enum InputFile {
  /// The name of standard input in messages and diagnostics.
  public static let standardInputName = "<stdin>"

  /// Why an input cannot be read, as a message (`cannot read 'a.yaml': No such file or
  /// directory`).
  public struct Unreadable: Error, Sendable {
    public var reason: String
  }

  /// The bytes of an input file (`-`: standard input), or why it cannot be read. `what`
  /// names the kind wanted in the reason ("a scene file", "a flow file", "a storyboard").
  public static func read(_ file: String, what: String = "a scene file")
    -> Result<[UInt8], Unreadable>
  {
    guard file != "-" else {
      return FileSystem.readStandardInput(limit: readLimit(file)).mapError {
        Unreadable(reason: "cannot read standard input: \($0.reason)")
      }
    }
    return FileSystem.read(file, limit: readLimit(file)).mapError {
      Unreadable(reason: problem(reading: file, $0, what: what))
    }
  }

  /// The most bytes read of an input: a storyboard may be twice the XML reader's limit, so
  /// that one too large gets its located `xml-too-large` error.
  static func readLimit(_ file: String) -> Int {
    StoryboardImport.isStoryboard(file)
      ? 2 * XMLLimits.default.maxBytes : YAMLLimits.default.maxBytes
  }

  /// The name diagnostics give an input: `<stdin>` for `-`, else the path as given.
  public static func displayName(_ file: String) -> String {
    file == "-" ? standardInputName : file
  }

  /// Why `file` cannot be read, for a message: `'x.yaml' is not a regular file (it is a
  /// FIFO); give a scene file`, or `cannot read 'x.yaml': No such file or directory`.
  static func problem(reading file: String, _ failure: FileSystem.Failure, what: String)
    -> String
  {
    let shown = MessageText.escaped(file)
    if let kind = failure.notARegularFile {
      return "'\(shown)' is not a regular file (it is \(kind)); give \(what)"
    }
    return "cannot read '\(shown)': \(failure.reason)\(nearestName(to: file))"
  }

  /// `; did you mean 'Scenes/Wonderland.yaml'?` for a path that names nothing when its
  /// folder holds a file of a close name (among its first 10,000 names), else nothing.
  static func nearestName(to file: String) -> String {
    guard FileSystem.kind(of: file) == nil else { return "" }
    let slash = file.lastIndex(of: "/")
    let folder = slash.map { String(file[...$0]) } ?? ""
    let name = slash.map { String(file[file.index(after: $0)...]) } ?? file
    guard case .success(let names) = FileSystem.names(in: folder.isEmpty ? "." : folder)
    else { return "" }
    // A name the folder holds (a link that leads nowhere) is no typo.
    guard !names.contains(name),
      let match = Suggestions.closest(to: name, in: Array(names.prefix(10_000)))
    else { return "" }
    return "; did you mean '\(MessageText.escaped(folder + match))'?"
  }
}
