import Diagnostics
import StoryboardXML
import TextPosition

/// A change the merge does not decide, or a new error the merge would make, told by what
/// it touches: which scene, which element, which attribute, with both sides' values.
///
///     Main.storyboard:40:17: error: both sides changed 'constant' of constraint 'Kx3-aB-9fz' in scene 'Login': ours '8', theirs '16'; edit the file to keep one [merge-conflict]
public struct MergeConflict: Sendable, Equatable, CustomStringConvertible {
  /// The kind of conflict, one of `DiagnosticCode.mergeCodes` (docs/Merge.md):
  /// `mergeConflict` (both sides changed one attribute or text to different values),
  /// `mergeDeleteConflict` (one side deleted an element the other changed or moved, or the
  /// sides moved it to different places) or `mergeNewError` (the merged file has an error
  /// that neither side has).
  public var code: DiagnosticCode
  /// The file the position is in: OURS, or THEIRS for what only THEIRS still has.
  public var file: String
  public var position: TextPosition
  /// What conflicts, lower-case, values in single quotes.
  public var message: String

  public init(_ code: DiagnosticCode, file: String, at position: TextPosition, _ message: String) {
    self.code = code
    self.file = file
    self.position = position
    self.message = message
  }

  /// `FILE:LINE:COL: error: MESSAGE [CODE]`.
  public var description: String {
    "\(file):\(position): error: \(message) [\(code.name)]"
  }
}

/// Something the merge decided that a reader may want to know: a new id renamed, a
/// design-time value taken from OURS.
public struct MergeNote: Sendable, Equatable, CustomStringConvertible {
  public var file: String
  public var position: TextPosition
  public var message: String

  public init(file: String, at position: TextPosition, _ message: String) {
    self.file = file
    self.position = position
    self.message = message
  }

  /// `FILE:LINE:COL: note: MESSAGE`.
  public var description: String { "\(file):\(position): note: \(message)" }
}
