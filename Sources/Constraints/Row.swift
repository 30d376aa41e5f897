/// A linear row `basic = constant + Σ coefficient·symbol`, as in kiwi's `Row`.
///
/// Cells are kept sorted by symbol id (kiwi keeps them in a sorted `AssocVector`), so iteration
/// order is creation order and lookups are binary searches.
struct Row {
  /// The cells, sorted by symbol id, with no near-zero coefficient.
  var cells: [Cell] = []
  /// The constant term.
  var constant: Double = 0

  init(constant: Double = 0) { self.constant = constant }

  init(cells: [Cell], constant: Double) {
    self.cells = cells
    self.constant = constant
  }

  /// The position of `symbol` in `cells`, or nil.
  func position(of symbol: Symbol) -> Int? {
    let pos = insertionPoint(of: symbol.id)
    return pos < cells.count && cells[pos].symbol.id == symbol.id ? pos : nil
  }

  /// The first position whose symbol id is not below `id`.
  func insertionPoint(of id: Int32) -> Int {
    var low = 0
    var high = cells.count
    while low < high {
      let mid = (low + high) >> 1
      if cells[mid].symbol.id < id { low = mid + 1 } else { high = mid }
    }
    return low
  }

  /// The coefficient of `symbol`, or zero.
  func coefficient(for symbol: Symbol) -> Double {
    guard let pos = position(of: symbol) else { return 0 }
    return cells[pos].coefficient
  }

  /// Adds `coefficient` to the cell of `symbol`; drops the cell when the sum is near zero.
  ///
  /// - Returns: whether a new cell was created.
  @discardableResult
  mutating func insert(_ symbol: Symbol, _ coefficient: Double = 1) -> Bool {
    let pos = insertionPoint(of: symbol.id)
    if pos < cells.count && cells[pos].symbol.id == symbol.id {
      let sum = cells[pos].coefficient + coefficient
      if nearZero(sum) { cells.remove(at: pos) } else { cells[pos].coefficient = sum }
      return false
    }
    if nearZero(coefficient) { return false }
    if pos == cells.count {
      cells.append(Cell(symbol: symbol, coefficient: coefficient))
    } else {
      cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: pos)
    }
    return true
  }

  /// Adds `coefficient` times `other` to this row (kiwi's `insert(row, coefficient)`).
  mutating func insert(_ other: Row, _ coefficient: Double = 1) {
    constant += other.constant * coefficient
    if cells.isEmpty && coefficient == 1 {
      cells = other.cells  // shared until either changes; 1·c is exact
      return
    }
    cells = Row.merge(cells, skipping: -1, other.cells, coefficient, added: { _ in }) { _ in }
  }

  /// Removes the cell of `symbol` if present.
  mutating func remove(_ symbol: Symbol) {
    if let pos = position(of: symbol) { cells.remove(at: pos) }
  }

  /// Replaces `symbol` by `row` if the symbol is in this row (kiwi's `substitute`).
  ///
  /// - Returns: whether the row contained the symbol.
  @discardableResult
  mutating func substitute(_ symbol: Symbol, _ row: Row) -> Bool {
    guard let pos = position(of: symbol) else { return false }
    let coefficient = cells[pos].coefficient
    constant += row.constant * coefficient
    cells = Row.merge(cells, skipping: pos, row.cells, coefficient, added: { _ in }) { _ in }
    return true
  }

  /// Negates the constant and every coefficient.
  mutating func reverseSign() {
    constant = -constant
    for i in cells.indices { cells[i].coefficient = -cells[i].coefficient }
  }

  /// Solves the row for `symbol`, which must be in the row.
  ///
  /// Given `a * x + b * y + c = 0`, solving for `x` gives `x = -b/a * y - c/a`; the symbol is
  /// removed and every other coefficient and the constant are multiplied by `-1/a`.
  mutating func solveFor(_ symbol: Symbol) {
    guard let pos = position(of: symbol) else { return }
    let coefficient = -1.0 / cells[pos].coefficient
    cells.remove(at: pos)
    constant *= coefficient
    for i in cells.indices { cells[i].coefficient *= coefficient }
  }

  /// Solves the row for `rhs` where the row was solved for `lhs` (`lhs = …`); `lhs` joins the
  /// parametric side.
  mutating func solveFor(_ lhs: Symbol, _ rhs: Symbol) {
    insert(lhs, -1)
    solveFor(rhs)
  }

  /// Merges sorted cells: `a` (without position `skip`) plus `coefficient` times `b`.
  ///
  /// Sums near zero are dropped, exactly as kiwi's `m_cells[s] += c` followed by `erase`.
  /// `added` is told of every symbol of `b` that was not in `a`, `cancelled` of every symbol of
  /// `a` whose sum was dropped.
  @inline(__always)
  static func merge(
    _ a: [Cell], skipping skip: Int, _ b: [Cell], _ coefficient: Double,
    added: (Symbol) -> Void, cancelled: (Symbol) -> Void
  ) -> [Cell] {
    var out: [Cell] = []
    out.reserveCapacity(a.count + b.count)
    a.withUnsafeBufferPointer { pa in
      b.withUnsafeBufferPointer { pb in
        var i = 0
        var j = 0
        while i < pa.count || j < pb.count {
          if i == skip {
            i += 1
            continue
          }
          if j == pb.count || (i < pa.count && pa[i].symbol.id < pb[j].symbol.id) {
            out.append(pa[i])
            i += 1
          } else if i == pa.count || pb[j].symbol.id < pa[i].symbol.id {
            let value = pb[j].coefficient * coefficient
            if !nearZero(value) {
              out.append(Cell(symbol: pb[j].symbol, coefficient: value))
              added(pb[j].symbol)
            }
            j += 1
          } else {
            let sum = pa[i].coefficient + pb[j].coefficient * coefficient
            if nearZero(sum) {
              cancelled(pa[i].symbol)
            } else {
              out.append(Cell(symbol: pa[i].symbol, coefficient: sum))
            }
            i += 1
            j += 1
          }
        }
      }
    }
    return out
  }
}
