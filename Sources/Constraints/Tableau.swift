/// Why the tableau gave up; the solver turns it into a `SolverError`.
enum TableauFailure: Error {
  /// The objective can decrease without bound (kiwi: "The objective is unbounded.").
  case unbounded
  /// The row in this slot is infeasible and no symbol can enter (kiwi: "Dual optimize failed.").
  case dualInfeasible(slot: Int)
}

/// The simplex tableau in solved form: rows keyed by their basic symbol, plus a column index.
///
/// Rows live in slots. `rowOf[symbol]` is the slot whose basic symbol it is, and
/// `columns[symbol]` lists the slots whose row may contain it as a parametric symbol (entries
/// may be stale or repeated; `liveSlots(_:)` filters and compacts them). The column index is
/// what kiwi lacks: substitution, edits and ratio tests touch only the rows that hold a symbol.
struct Tableau {
  /// The row of each slot.
  var rows: [Row] = []
  /// The basic symbol of each slot (`.invalid` for a free slot).
  var basic: [Symbol] = []
  /// Free slots, reused by `insertRow`.
  var freeSlots: [Int32] = []
  /// Per symbol id: the slot where it is basic, or -1.
  var rowOf: [Int32] = [-1]
  /// Per symbol id: the slots whose rows may contain the symbol.
  var columns: [[Int32]] = [[]]
  /// Per symbol id: whether the column is kept. Dummy and error columns are built on first
  /// use: along long chains (a stack of 1000 views) they hold most cells, and most are never
  /// needed, so indexing them eagerly would cost more than the rows themselves.
  var indexed: [Bool] = [false]
  /// Per symbol id: whether the column may hold stale or repeated slots.
  var dirty: [Bool] = [false]
  /// Per symbol id: the kind.
  var kinds: [SymbolKind] = [.invalid]
  /// Per symbol id: the constraint index that owns the symbol, or -1 (variables, artificial).
  var owner: [Int32] = [-1]
  /// Per slot: a visit mark for de-duplicating column entries.
  var stamps: [UInt32] = []
  var stamp: UInt32 = 0
  /// The objective: Σ strength·error, with basic symbols substituted.
  var objective = Row()
  /// How many non-dummy cells of the objective are negative (0 means optimal).
  var objectiveNegatives = 0
  /// The largest strength ever added to the objective: the scale of its round-off, which
  /// stays after the strong constraints that made it are removed.
  var objectiveScale = 1.0
  /// The phase-1 objective while a row is added with an artificial variable.
  var artificial: Row?
  /// Basic symbols of rows that may have become infeasible, as kiwi's `m_infeasible_rows`.
  var infeasible: [Symbol] = []
  /// The undo log while a fallible operation runs.
  var journal: Journal?
  /// The next symbol id (kiwi's `m_id_tick`).
  var nextID: Int32 = 1
  /// The work done so far, in rows visited and cells merged: what `Solver.work` reports, so
  /// that a caller can bound the cost of a system whatever its shape.
  var work = 0

  /// Makes a new symbol of the given kind, owned by `owner`.
  mutating func makeSymbol(_ kind: SymbolKind, owner: Int32 = -1) -> Symbol {
    let symbol = Symbol(id: nextID, kind: kind)
    nextID += 1
    rowOf.append(-1)
    columns.append([])
    indexed.append(kind == .external || kind == .slack)
    dirty.append(false)
    kinds.append(kind)
    self.owner.append(owner)
    return symbol
  }

  /// The slot where `symbol` is basic, or nil.
  @inline(__always)
  func slot(of symbol: Symbol) -> Int? {
    let s = rowOf[symbol.index]
    return s < 0 ? nil : Int(s)
  }

  /// The current value of a symbol: its row's constant when basic, else 0.
  func value(of symbol: Symbol) -> Double {
    guard symbol.isValid, let s = slot(of: symbol) else { return 0 }
    return rows[s].constant
  }

  /// Writes the value of each symbol into `out`.
  mutating func readValues(_ symbols: [Symbol], into out: inout [Double]) {
    for (i, symbol) in symbols.enumerated() where symbol.isValid {
      let s = rowOf[symbol.index]
      out[i] = s < 0 ? 0 : rows[Int(s)].constant
    }
  }

  /// The slots whose rows contain `symbol`, each once; compacts the column on the way.
  mutating func liveSlots(_ symbol: Symbol) -> [Int32] {
    guard indexed[symbol.index] else { return buildColumn(symbol) }
    let list = columns[symbol.index]
    work += list.count
    if list.isEmpty || !dirty[symbol.index] { return list }
    dirty[symbol.index] = false
    stamp &+= 1
    if stamp == 0 {
      for i in stamps.indices { stamps[i] = 0 }
      stamp = 1
    }
    var out: [Int32] = []
    out.reserveCapacity(list.count)
    for s in list {
      let i = Int(s)
      guard i < rows.count, basic[i].isValid, stamps[i] != stamp,
        rows[i].position(of: symbol) != nil
      else { continue }
      stamps[i] = stamp
      out.append(s)
    }
    columns[symbol.index] = out
    return out
  }

  /// Builds the column of an unindexed symbol by searching every row, and keeps it from now on.
  mutating func buildColumn(_ symbol: Symbol) -> [Int32] {
    work += rows.count
    var out: [Int32] = []
    for s in rows.indices where basic[s].isValid && rows[s].position(of: symbol) != nil {
      out.append(Int32(s))
    }
    columns[symbol.index] = out
    indexed[symbol.index] = true
    dirty[symbol.index] = false
    return out
  }

  /// Adds a row whose basic symbol is `symbol` and indexes its cells; returns the slot.
  @discardableResult
  mutating func insertRow(_ row: Row, basic symbol: Symbol) -> Int {
    let slot: Int
    if journal == nil, let free = freeSlots.popLast() {
      slot = Int(free)
      rows[slot] = row
      basic[slot] = symbol
    } else {
      slot = rows.count
      rows.append(row)
      basic.append(symbol)
      stamps.append(0)
    }
    rowOf[symbol.index] = Int32(slot)
    let s32 = Int32(slot)
    columns.withUnsafeMutableBufferPointer { cols in
      for cell in row.cells where indexed[cell.symbol.index] {
        cols[cell.symbol.index].append(s32)
      }
    }
    return slot
  }

  /// Removes the row of a slot and returns it.
  mutating func removeRow(_ slot: Int) -> Row {
    touch(slot)
    let row = rows[slot]
    rows[slot] = Row()
    for cell in row.cells { dirty[cell.symbol.index] = true }
    rowOf[basic[slot].index] = -1
    basic[slot] = .invalid
    if journal != nil {
      journal?.pendingFree.append(Int32(slot))
    } else {
      freeSlots.append(Int32(slot))
    }
    return row
  }

  /// Replaces the parametric `symbol` by `row` in every row (but `exceptSlot`), the objective
  /// and the artificial objective (kiwi's `substitute`).
  ///
  /// Rows whose restricted basic symbol turns negative are queued as infeasible, in id order.
  mutating func substitute(_ symbol: Symbol, _ row: Row, exceptSlot: Int = -1) {
    let slots = liveSlots(symbol)
    var negative: [Symbol] = []
    for s32 in slots {
      let s = Int(s32)
      if s == exceptSlot { continue }
      guard let pos = rows[s].position(of: symbol) else { continue }
      touch(s)
      let coefficient = rows[s].cells[pos].coefficient
      rows[s].constant += row.constant * coefficient
      let merged = Row.merge(
        rows[s].cells, skipping: pos, row.cells, coefficient,
        added: { if indexed[$0.index] { columns[$0.index].append(s32) } },
        cancelled: { dirty[$0.index] = true })
      rows[s].cells = merged
      work += merged.count + row.cells.count
      if basic[s].kind != .external && rows[s].constant < 0 { negative.append(basic[s]) }
    }
    columns[symbol.index] = []
    if objective.substitute(symbol, row) { recountObjectiveNegatives() }
    if artificial != nil { artificial?.substitute(symbol, row) }
    if !negative.isEmpty {
      negative.sort()
      infeasible.append(contentsOf: negative)
    }
  }

  /// Adds `factor` times the coefficient of `symbol` to the constant of every row holding it,
  /// and queues the restricted rows that turn negative, in id order.
  ///
  /// - Returns: the slots that moved.
  mutating func shiftRows(containing symbol: Symbol, by factor: Double) -> [Int] {
    var moved: [Int] = []
    var negative: [Symbol] = []
    for s32 in liveSlots(symbol) {
      let s = Int(s32)
      guard let pos = rows[s].position(of: symbol) else { continue }
      touch(s)
      rows[s].constant += rows[s].cells[pos].coefficient * factor
      moved.append(s)
      if rows[s].constant < 0 && basic[s].kind != .external { negative.append(basic[s]) }
    }
    if !negative.isEmpty {
      negative.sort()
      infeasible.append(contentsOf: negative)
    }
    return moved
  }

  /// Makes `entering` basic in the row of `slot`; its old basic symbol becomes parametric.
  mutating func pivot(_ slot: Int, entering: Symbol) {
    touch(slot)
    let leaving = basic[slot]
    var row = rows[slot]
    rows[slot] = Row()
    row.solveFor(leaving, entering)
    rows[slot] = row
    rowOf[leaving.index] = -1
    basic[slot] = entering
    rowOf[entering.index] = Int32(slot)
    if indexed[leaving.index] { columns[leaving.index].append(Int32(slot)) }
    substitute(entering, row, exceptSlot: slot)
  }

  /// Phase 2 of the simplex on the objective, or on the artificial objective.
  mutating func optimize(artificialObjective: Bool = false) throws(TableauFailure) {
    while true {
      let entering: Symbol
      if artificialObjective {
        entering = artificial.map(enteringSymbol) ?? .invalid
      } else {
        entering = objectiveNegatives == 0 ? .invalid : enteringSymbol(objective)
      }
      if !entering.isValid { return }
      guard let slot = leavingRow(entering) else {
        if !artificialObjective && dropRoundOff(entering) { continue }
        throw .unbounded
      }
      pivot(slot, entering: entering)
    }
  }

  /// The dual simplex: restores feasibility while keeping optimality.
  ///
  /// Like kiwi it always handles the infeasible row with the largest basic id first.
  mutating func dualOptimize() throws(TableauFailure) {
    while true {
      var best = -1
      var bestID: Int32 = -1
      var keep: [Symbol] = []
      for symbol in infeasible {
        guard let s = slot(of: symbol) else { continue }
        let constant = rows[s].constant
        guard !nearZero(constant) && constant < 0 else { continue }
        keep.append(symbol)
        if symbol.id > bestID {
          bestID = symbol.id
          best = s
        }
      }
      guard best >= 0 else {
        infeasible.removeAll(keepingCapacity: true)
        return
      }
      infeasible = keep.filter { $0.id != bestID }
      let entering = dualEnteringSymbol(rows[best])
      guard entering.isValid else {
        infeasible.append(basic[best])
        throw .dualInfeasible(slot: best)
      }
      pivot(best, entering: entering)
    }
  }

  /// The first non-dummy symbol with a negative coefficient in `objective`, or invalid.
  func enteringSymbol(_ objective: Row) -> Symbol {
    for cell in objective.cells where cell.symbol.kind != .dummy && cell.coefficient < 0 {
      return cell.symbol
    }
    return .invalid
  }

  /// The symbol of `row` with a positive coefficient and the smallest objective ratio.
  func dualEnteringSymbol(_ row: Row) -> Symbol {
    var entering = Symbol.invalid
    var ratio = Double.greatestFiniteMagnitude
    for cell in row.cells where cell.coefficient > 0 && cell.symbol.kind != .dummy {
      let r = objective.coefficient(for: cell.symbol) / cell.coefficient
      if r < ratio {
        ratio = r
        entering = cell.symbol
      }
    }
    return entering
  }

  /// The restricted row with a negative coefficient for `entering` and the smallest ratio
  /// `-constant / coefficient` (ties go to the smallest basic id, as in kiwi).
  mutating func leavingRow(_ entering: Symbol) -> Int? {
    var ratio = Double.greatestFiniteMagnitude
    var found = -1
    var foundID = Int32.max
    for s32 in liveSlots(entering) {
      let s = Int(s32)
      let b = basic[s]
      if b.kind == .external { continue }
      let c = rows[s].coefficient(for: entering)
      if c < 0 {
        let r = -rows[s].constant / c
        if r < ratio || (r == ratio && b.id < foundID) {
          ratio = r
          found = s
          foundID = b.id
        }
      }
    }
    return found < 0 ? nil : found
  }

  /// The row to pivot a marker into before its row is dropped (kiwi's `getMarkerLeavingRow`).
  ///
  /// 0) the row of a basic dummy with the smallest id; 1) the restricted row with a negative
  /// coefficient and the smallest `-constant/c`; 2) the restricted row with the smallest
  /// `constant/c`; 3) the last unrestricted row.
  ///
  /// Rule 0 is not kiwi's. A dummy is basic only when a required equality was added whose row
  /// was all dummies (a redundant copy of other required equalities: its marker became the
  /// subject), so its row, `d = Σ c·dummy` with constant 0, records that dependency. A dummy is
  /// fixed at zero, not merely non-negative: the marker may not move at all in such a row, and
  /// pivoting it there leaves every constant unchanged and every dummy row made of dummies only.
  /// kiwi ranks a dummy row like a slack row, so with `c > 0` it pivots into another row, the
  /// marker moves by that row's ratio and the dummy row's constant leaves 0: the redundant copy
  /// no longer holds, and as no simplex pivot ever enters a dummy, nothing restores it.
  mutating func markerLeavingRow(_ marker: Symbol) -> Int? {
    var r1 = Double.greatestFiniteMagnitude
    var r2 = Double.greatestFiniteMagnitude
    var zeroth = (slot: -1, id: Int32.max)
    var first = (slot: -1, id: Int32.max)
    var second = (slot: -1, id: Int32.max)
    var third = (slot: -1, id: Int32.min)
    for s32 in liveSlots(marker) {
      let s = Int(s32)
      let b = basic[s]
      let c = rows[s].coefficient(for: marker)
      if c == 0 { continue }
      if b.kind == .dummy {
        if b.id < zeroth.id { zeroth = (s, b.id) }
      } else if b.kind == .external {
        if b.id > third.id { third = (s, b.id) }
      } else if c < 0 {
        let r = -rows[s].constant / c
        if r < r1 || (r == r1 && b.id < first.id) {
          r1 = r
          first = (s, b.id)
        }
      } else {
        let r = rows[s].constant / c
        if r < r2 || (r == r2 && b.id < second.id) {
          r2 = r
          second = (s, b.id)
        }
      }
    }
    if zeroth.slot >= 0 { return zeroth.slot }
    if first.slot >= 0 { return first.slot }
    if second.slot >= 0 { return second.slot }
    return third.slot >= 0 ? third.slot : nil
  }
}
