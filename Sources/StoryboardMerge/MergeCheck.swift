import Diagnostics
import FileSystem
import IBDocument
import Parallel
import SceneFrontend
import StoryboardXML
import TextPosition

/// The merged file checked as `validate` checks a file: an error that neither OURS nor
/// THEIRS has is one the merge made (an outlet to a view the other side deleted), and is
/// a conflict. Errors are compared by code and message, not place, as the lines move.
public enum MergeCheck {
  /// The errors of `merged` that neither side has, each a ``MergeConflict`` located at the
  /// element of OURS or THEIRS it comes from. The structural checks run on the whole file;
  /// only the scenes the merge changed, and those their segues lead to, are laid out
  /// (``LayoutScope``), in the merged file and in the sides alike.
  ///
  /// - Parameter mergedBytes: `merged.bytes()`, as the command writes them.
  /// - Parameter names: the files' names; all three are checked under OURS' name, so that
  ///   references to other storyboards are read as OURS' are.
  /// - Parameter keep: keep what the front end loads until the process exits
  ///   (`KeptUntilExit`), as a command that exits next does.
  /// - Complexity: one run of the front end; when the merged file has errors, two more
  ///   (OURS and THEIRS, side by side on the machine's cores).
  public static func newErrors(
    merged: IBDocument, mergedBytes: [UInt8], base: IBDocument, ours: [UInt8],
    theirs: [UInt8], names: StoryboardMerge.Names, root: ReadRoot?, keep: Bool = false
  ) -> [MergeConflict] {
    let scope = LayoutScope.changedScenes(base: base.root, merged: merged.root)
    @Sendable func errors(_ bytes: [UInt8], parsed: IBElement? = nil) -> [Diagnostic] {
      FileCheck.run(
        bytes, file: names.ours, parsed: parsed, root: root, keep: keep, layingOut: scope
      ).diagnostics.filter { $0.severity == .error }
    }
    // The merged file alone first: without an error, there is no new one. Its tree is made
    // from the merged nodes, not parsed again, when it is sure to be libxml2's.
    let mergedErrors = errors(mergedBytes, parsed: merged.elements(writtenAs: mergedBytes))
    guard !mergedErrors.isEmpty else { return [] }
    let sides = [ours, theirs]
    let found = [mergedErrors] + Parallel.map(sides.count) { errors(sides[$0]) }
    func key(_ diagnostic: Diagnostic) -> String { diagnostic.code + "\u{0}" + diagnostic.message }
    let known = Set(found[1].map(key)).union(found[2].map(key))
    let fresh = found[0].filter { !known.contains(key($0)) }
    guard !fresh.isEmpty else { return [] }
    let placements = merged.placements()
    return fresh.map { diagnostic in
      let line = diagnostic.location?.line ?? 1
      let column = diagnostic.location?.column ?? 1
      let place = placements[TextPosition(line: line, column: column)]
      let file = place?.origin == StoryboardMerge.Side.theirs.rawValue ? names.theirs : names.ours
      let unplaced = place == nil ? " (line \(line) of the merged text)" : ""
      return MergeConflict(
        .mergeNewError, file: file, at: place?.position ?? TextPosition(line: 1, column: 1),
        "the merge would make an error neither side has\(unplaced): \(diagnostic.message) "
          + "[\(diagnostic.code)]; merge this by hand")
    }
  }
}
