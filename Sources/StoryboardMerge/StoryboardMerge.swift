import IBDocument
import Parallel
import StoryboardXML
import TextPosition

/// The three-way merge of Interface Builder documents (storyboards and XIBs), keyed by IB
/// ids: what `scenectl merge BASE OURS THEIRS -o OUT` does before its check (docs/Merge.md).
///
///     let outcome = try StoryboardMerge.merge(base: b, ours: o, theirs: t, names: names)
///     if outcome.conflicts.isEmpty { write(outcome.merged.bytes()) }
///
/// Changes to different elements, or to different attributes of one element, merge. The
/// same attribute changed differently on both sides, or an element one side deleted and the
/// other changed, is a conflict told by scene, element and attribute with both values. Both
/// sides adding elements is no conflict; the same new id for different things on both sides
/// gives THEIRS' a fresh id (``NewIDs``).
public enum StoryboardMerge {
  /// The names of the three files, for messages.
  public struct Names: Sendable {
    public var base: String
    public var ours: String
    public var theirs: String

    public init(base: String, ours: String, theirs: String) {
      self.base = base
      self.ours = ours
      self.theirs = theirs
    }
  }

  /// The origins of the nodes read from each input (``IBNode/origin``).
  public enum Side: Int, Sendable {
    case base = 0
    case ours = 1
    case theirs = 2
  }

  /// What a merge gives.
  public struct Outcome: Sendable {
    /// The merged document; with conflicts, the merge of everything else (not to be
    /// written: the command writes OURS then).
    public var merged: IBDocument
    public var conflicts: [MergeConflict]
    /// New ids given and design-time values kept from OURS.
    public var notes: [MergeNote]
  }

  /// Reads the three files, side by side on the machine's cores: each as an ``IBDocument``
  /// tagged with its ``Side``.
  ///
  /// - Throws: the first file's `XMLError`, located in it.
  public static func read(
    base: [UInt8], ours: [UInt8], theirs: [UInt8], names: Names
  ) throws(XMLError) -> (IBDocument, IBDocument, IBDocument) {
    let inputs = [(base, names.base), (ours, names.ours), (theirs, names.theirs)]
    let read = Parallel.map(inputs.count) { index in
      Result { () throws(XMLError) -> IBDocument in
        try IBDocument(parsing: inputs[index].0, file: inputs[index].1, origin: index)
      }
    }
    return (try read[0].get(), try read[1].get(), try read[2].get())
  }

  /// Merges three documents read with ``read(base:ours:theirs:names:)``.
  ///
  /// - Complexity: O(n) in the elements.
  public static func merge(
    base: IBDocument, ours: IBDocument, theirs: IBDocument, names: Names
  ) -> Outcome {
    var theirRoot = theirs.root
    let baseVersion = Moves.Version(base.root)
    let clashes = NewIDs.clashes(
      base: base.root, ours: ours.root, theirs: theirs.root, baseVersion: baseVersion)
    var renameNotes: [MergeNote] = []
    if !clashes.isEmpty {
      var renames: [String: String] = [:]
      for (old, new) in clashes { renames[old] = new }
      theirRoot = NewIDs.renamed(theirRoot, renames)
      for (old, new) in clashes {
        renameNotes.append(
          MergeNote(
            file: names.theirs, at: position(of: old, in: theirs.root) ?? theirs.root.position,
            "both sides added id '\(old)' for different elements: theirs' is now '\(new)'"))
      }
    }
    var tree = TreeMerge(
      oursFile: names.ours, theirsFile: names.theirs,
      moves: Moves(base: baseVersion, ours: ours.root, theirs: theirRoot))
    tree.notes = renameNotes
    var root = tree.merge(
      base: base.root, ours: ours.root, theirs: theirRoot,
      place: TreeMerge.Place(scene: nil, owner: nil, level: 0))
    root.leading = ours.root.leading
    var merged = ours
    merged.root = root
    return Outcome(merged: merged, conflicts: tree.conflicts, notes: tree.notes)
  }

  private static func position(of id: String, in node: IBNode) -> TextPosition? {
    if node.identifier == id { return node.position }
    for child in node.children {
      if let found = position(of: id, in: child) { return found }
    }
    return nil
  }
}
