#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import FileSystem
import Parallel
import StoryboardImport

// storyboard-load: reads one Interface Builder storyboard into the scene model as every
// command does (StoryboardImport.load: parse, import into located nodes, load them) and does
// nothing else, for Tools/storyboard-bench.sh (docs/Speed.md, "Speed of storyboards").
//
//   storyboard-load FILE.storyboard              once; exit 0 when a model results, else 1
//   storyboard-load --repeat N FILE.storyboard   N loads in this process; prints the median
//                                                and the fastest milliseconds of one load

Parallel.Heaps.prepareProcess()

func fail(_ message: String, status: Int32 = 2) -> Never {
  let text = Array("storyboard-load: error: \(message)\n".utf8)
  _ = text.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count) }
  exit(status)
}

var repeats: Int?
var path: String?
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
  if argument == "--repeat" {
    guard let count = arguments.popFirst().flatMap({ Int($0) }), (1...100_000).contains(count)
    else { fail("--repeat needs a count from 1 to 100000") }
    repeats = count
  } else if path == nil, !argument.hasPrefix("-") {
    path = argument
  } else {
    fail("usage: storyboard-load [--repeat N] FILE.storyboard")
  }
}
guard let path else { fail("usage: storyboard-load [--repeat N] FILE.storyboard") }
let bytes: [UInt8]
switch FileSystem.read(path, limit: 64 << 20) {
case .success(let read): bytes = read
case .failure(let failure): fail(failure.reason)
}

func milliseconds() -> Double {
  var now = timespec()
  clock_gettime(CLOCK_MONOTONIC, &now)
  return Double(now.tv_sec) * 1000 + Double(now.tv_nsec) / 1_000_000
}

guard let repeats else {
  // As `validate` does: what was read is kept until the process exits.
  let loaded = StoryboardImport.load(bytes, file: path, keepsDocument: true)
  withExtendedLifetime(loaded) { exit(loaded.result.storyboard == nil ? 1 : 0) }
}
var times: [Double] = []
for _ in 0..<repeats {
  let start = milliseconds()
  let loaded = StoryboardImport.load(bytes, file: path)
  times.append(milliseconds() - start)
  if loaded.result.storyboard == nil { fail("no scene model results from '\(path)'", status: 1) }
}
times.sort()
/// Milliseconds with two decimals.
func shown(_ value: Double) -> String {
  let hundredths = Int((value * 100).rounded())
  let fraction = hundredths % 100
  return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
}
print("median \(shown(times[times.count / 2])) ms, fastest \(shown(times[0])) ms of \(repeats) loads")
