import Diagnostics

/// What a XIB holds that code names by string: its name, its File's Owner's class and its
/// top-level cells. XIBImport fills it on the storyboard it reads from a XIB; the source
/// checks compare it with the nib names and reuse identifiers of the code (docs/Sources.md,
/// "XIB files").
public struct NibFacts: Sendable, Hashable {
  /// A top-level table or collection view cell of the XIB.
  public struct Cell: Sendable, Hashable {
    /// Its reuse identifier as the XIB writes it; nil when it writes none (code registers
    /// the nib under one).
    public var reuseIdentifier: Located<String>?
    /// Whether it is a table view cell (else a collection view cell).
    public var isTableCell: Bool
    /// Where the cell is.
    public var location: Diagnostic.Location

    public init(
      reuseIdentifier: Located<String>?, isTableCell: Bool, location: Diagnostic.Location
    ) {
      self.reuseIdentifier = reuseIdentifier
      self.isTableCell = isTableCell
      self.location = location
    }
  }

  /// The name code loads it by: the file name without folders or `.xib`.
  public var name: String
  /// The File's Owner's `customClass`, where it is written.
  public var ownerClass: Located<String>?
  /// The top-level cells, in document order.
  public var cells: [Cell]

  public init(name: String, ownerClass: Located<String>?, cells: [Cell]) {
    self.name = name
    self.ownerClass = ownerClass
    self.cells = cells
  }
}
