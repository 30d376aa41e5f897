/// What the marks of a document's nodes are: places in the scene file's own text, or the
/// places of the elements of the document it was built from (a storyboard's import, whose
/// nodes are marked with the storyboard's lines and columns).
///
/// Either way a diagnostic is at a node's mark. A node built from an element stands for the
/// whole element, so a place inside its text, such as the column of a constraint's second
/// item, is the element's place; and its keys are not the author's, so none is hinted as
/// misplaced (`MisplacedKeys`).
public enum DocumentMarks: Sendable, Hashable {
  /// Places in the text the document was read from.
  case text
  /// Places of the elements of another document the nodes were built from.
  case elements
}
