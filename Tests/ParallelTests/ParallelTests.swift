import Parallel
import Testing

@Suite struct ParallelTests {
  @Test func mapGivesResultsInIndexOrder() {
    let squares = Parallel.map(100) { $0 * $0 }
    #expect(squares == (0..<100).map { $0 * $0 })
  }

  @Test func mapOfOneOrNoneRunsInline() {
    #expect(Parallel.map(1) { "piece \($0)" } == ["piece 0"])
    #expect(Parallel.map(0) { $0 }.isEmpty)
  }

  @Test func mapKeepsReferenceResultsAlive() {
    let texts = Parallel.map(8) { String(repeating: "x", count: 100 + $0) }
    #expect(texts.map(\.count) == Array(100..<108))
  }

  @Test func chunksCoverTheRangeInOrder() {
    #expect(Parallel.chunks(10, parts: 4) == [0..<2, 2..<5, 5..<7, 7..<10])
    #expect(Parallel.chunks(3, parts: 4) == [0..<1, 1..<2, 2..<3])
    #expect(Parallel.chunks(0, parts: 4) == [0..<0])
  }
}

@Suite struct PendingTests {
  @Test func valueIsThePiecesCombinedInOrderEveryTime() {
    let total = Parallel.Pending(
      plan: { (0..<4).map { piece in { "\(piece)" } } }, combine: { $0.joined() })
    #expect(total.value == "0123")
    #expect(total.value == "0123")
  }

  @Test func aPlanOfNoPiecesIsTheCombinationOfNone() {
    let none = Parallel.Pending(plan: { [] as [@Sendable () -> Int] }, combine: { $0.count })
    #expect(none.value == 0)
  }

  @Test func waitersTakeSlowPiecesBesideTheWork() {
    let texts = Parallel.Pending(
      plan: {
        (0..<16).map { piece in
          { () -> Int in
            var text = ""
            for index in 0..<20_000 { text += index % 7 == piece % 7 ? "x" : "" }
            return text.count
          }
        }
      }, combine: { $0.reduce(0, +) })
    let values = Parallel.map(4) { _ in texts.value }
    #expect(values == Array(repeating: 45_715, count: 4))
  }
}
