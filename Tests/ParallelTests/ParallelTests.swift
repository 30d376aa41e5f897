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
  @Test func valueIsTheWorksResultEveryTime() {
    let total = Parallel.Pending { (1...1_000).reduce(0, +) }
    #expect(total.value == 500_500)
    #expect(total.value == 500_500)
  }

  @Test func valueWaitsForSlowWork() {
    let text = Parallel.Pending { () -> String in
      var text = ""
      for index in 0..<100_000 { text += index % 7 == 0 ? "x" : "" }
      return text
    }
    let values = Parallel.map(4) { _ in text.value.count }
    #expect(values == Array(repeating: 14_286, count: 4))
  }
}
