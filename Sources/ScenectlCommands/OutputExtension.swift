import Diagnostics

/// The format `-o FILE` asks for by its extension (`graph`, `render`): `.svg` for SVG, `.dot`
/// for Graphviz DOT, `.mmd` for Mermaid. An explicit `--format` must agree with it; a file
/// with no extension (or `-`) takes `--format`, else the command's default.
///
///     OutputExtension.format(of: "map.svg")  // "svg"
enum OutputExtension {
  /// Each extension a picture may be written with, and the format it names, in the order
  /// messages list them.
  static let known: [(suffix: String, format: String)] = [
    (".svg", "svg"), (".dot", "dot"), (".mmd", "mermaid"),
  ]

  /// The extension of a path's last component, lowercased with its dot (`.svg`), or nil
  /// when it has none (`map`, `.hidden`, `-`).
  static func suffix(of path: String) -> String? {
    let name = path.split(separator: "/", omittingEmptySubsequences: false).last ?? ""
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
    return name[dot...].lowercased()
  }

  /// The format `path`'s extension names, or nil for an unknown or missing one.
  static func format(of path: String) -> String? {
    guard let suffix = suffix(of: path) else { return nil }
    return known.first { $0.suffix == suffix }?.format
  }

  /// The format a command writes: `--format` when given, else the one `-o`'s extension
  /// names, else `fallback`. Throws the usage error for an extension that `--format`
  /// contradicts, one `writes` does not hold, or an unknown one with no `--format`.
  ///
  /// - Parameter writes: the formats the command can write, `fallback` among them.
  static func format(
    _ arguments: ParsedCommandLine, writes: [String], fallback: String, spec: CommandSpec
  ) throws(UsageError) -> String {
    let given = arguments.value(.format)
    guard let path = arguments.value(.output), path != "-", let suffix = suffix(of: path) else {
      return given ?? fallback
    }
    let shown = MessageText.escaped(path)
    let suffixes = known.filter { writes.contains($0.format) }.map(\.suffix)
    guard let named = format(of: path), writes.contains(named) else {
      if let given { return given }
      if suffixes.count == 1 {
        throw UsageError(
          message: "'\(spec.name)' writes only \(fallback.uppercased()): '-o' names a "
            + "\(suffixes[0]) file, not '\(shown)'",
          command: spec)
      }
      throw UsageError(
        message: "Cannot tell the format of '\(shown)' from its extension '\(suffix)'; name a "
          + "\(listed(suffixes)) file, or give --format",
        command: spec)
    }
    if let given, given != named {
      throw UsageError(
        message: "'--format \(given)' contradicts the extension of '\(shown)', which names "
          + "'\(named)'; drop --format or name a \(Self.suffix(for: given)) file",
        command: spec)
    }
    return named
  }

  /// The extension of a format (`.dot` for `dot`).
  static func suffix(for format: String) -> String {
    known.first { $0.format == format }?.suffix ?? ".\(format)"
  }

  /// `.svg`, `.svg or .dot`, `.svg, .dot or .mmd`.
  static func listed(_ suffixes: [String]) -> String {
    guard let last = suffixes.last, suffixes.count > 1 else { return suffixes.first ?? "" }
    return suffixes.dropLast().joined(separator: ", ") + " or " + last
  }
}
