/// The undo log of a fallible tableau operation (an add through an artificial variable, or a
/// constant update of a required constraint).
///
/// Rows are copy-on-write values, so saving a row or the objective costs a reference count until
/// the live copy changes. New rows go to fresh slots and freed slots are only released on
/// commit, so a rollback can truncate the slot arrays.
struct Journal {
  /// The slot count when the operation began.
  var slotCount: Int
  /// The free slots when the operation began.
  var freeSlots: [Int32]
  /// The first saved state of every pre-existing slot that changed, in order of change.
  var saved: [(slot: Int32, row: Row, basic: Symbol)] = []
  /// The slots in `saved`.
  var savedSlots: Set<Int32> = []
  /// The objective when the operation began.
  var objective: Row
  /// Its negative count.
  var objectiveNegatives: Int
  /// The infeasible queue when the operation began.
  var infeasible: [Symbol]
  /// Slots freed during the operation, released on commit.
  var pendingFree: [Int32] = []
}

extension Tableau {
  /// Starts recording changes.
  mutating func beginJournal() {
    journal = Journal(
      slotCount: rows.count, freeSlots: freeSlots, objective: objective,
      objectiveNegatives: objectiveNegatives, infeasible: infeasible)
  }

  /// Saves the state of `slot` before its first change in the running operation.
  @inline(__always)
  mutating func touch(_ slot: Int) {
    guard journal != nil else { return }
    saveSlot(slot)
  }

  private mutating func saveSlot(_ slot: Int) {
    guard var j = journal else { return }
    let s = Int32(slot)
    guard slot < j.slotCount, !j.savedSlots.contains(s) else { return }
    journal = nil
    j.savedSlots.insert(s)
    j.saved.append((s, rows[slot], basic[slot]))
    work += 1 + rows[slot].cells.count
    journal = j
  }

  /// Keeps the changes and stops recording.
  mutating func commitJournal() {
    guard let j = journal else { return }
    journal = nil
    freeSlots.append(contentsOf: j.pendingFree)
  }

  /// Undoes every change since `beginJournal()` and stops recording.
  ///
  /// Symbols made meanwhile stay allocated but appear in no row.
  mutating func rollbackJournal() {
    guard let j = journal else { return }
    journal = nil
    for (slot, _, _) in j.saved where basic[Int(slot)].isValid {
      rowOf[basic[Int(slot)].index] = -1
    }
    for slot in j.slotCount..<rows.count where basic[slot].isValid {
      rowOf[basic[slot].index] = -1
    }
    for i in dirty.indices { dirty[i] = true }
    rows.removeSubrange(j.slotCount...)
    basic.removeSubrange(j.slotCount...)
    stamps.removeSubrange(j.slotCount...)
    for (slot, row, symbol) in j.saved {
      let s = Int(slot)
      rows[s] = row
      basic[s] = symbol
      if symbol.isValid { rowOf[symbol.index] = slot }
      for cell in row.cells where indexed[cell.symbol.index] {
        columns[cell.symbol.index].append(slot)
      }
    }
    freeSlots = j.freeSlots
    objective = j.objective
    objectiveNegatives = j.objectiveNegatives
    infeasible = j.infeasible
    artificial = nil
  }
}
