import Constraints
import FileSystem
import JSON

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// No Foundation: with it, the static Swift runtime (`-static-stdlib`, release builds on Linux)
// leaves CoreFoundation's symbols undefined and `swift build -c release` fails to link.

// solver-bench: runs a cassowary-bench/1 system on the Constraints solver.
//
//   solver-bench FILE.json                       result JSON (cassowary-bench-result/1)
//   solver-bench --time [--repeat R] FILE.json   timing JSON (build_solve, op_medians)
//   options: --priority-map exp|linear, --tol T

func fail(_ message: String, code: Int32 = 64) -> Never {
  var line = "error: " + message + "\n"
  line.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
  exit(code)
}

var timing = false
var repeatCount = 5
var priorityMap = "exp"
var tolerance = 1e-6
var file: String?
var args = CommandLine.arguments.dropFirst()
while let arg = args.popFirst() {
  switch arg {
  case "--time": timing = true
  case "--repeat":
    guard let r = args.popFirst().flatMap({ Int($0) }), r > 0 else {
      fail("--repeat needs a count")
    }
    repeatCount = r
  case "--priority-map":
    guard let m = args.popFirst(), m == "exp" || m == "linear" else {
      fail("--priority-map needs 'exp' or 'linear'")
    }
    priorityMap = m
  case "--tol":
    guard let t = args.popFirst().flatMap({ Double($0) }) else { fail("--tol needs a number") }
    tolerance = t
  case "-h", "--help":
    print(
      "usage: solver-bench [--time [--repeat R]] [--priority-map exp|linear] [--tol T] FILE.json")
    exit(0)
  default:
    guard file == nil, !arg.hasPrefix("-") else { fail("unexpected argument '\(arg)'") }
    file = arg
  }
}
guard let file else { fail("missing FILE.json") }
guard case .success(let bytes) = FileSystem.read(file, limit: 1 << 30) else {
  fail("cannot read '\(file)'", code: 1)
}
let json: JSONValue
let system: BenchSystem
do {
  json = try JSONReader.parse(
    bytes: bytes, limits: .init(bytes: 1 << 30, depth: 256, values: 1 << 28))
} catch {
  fail("\(file):\(error)", code: 1)
}
do {
  system = try BenchSystem(json, priorityMap: priorityMap)
} catch {
  fail("\(file): \(error)", code: 1)
}

let solverInfo = JSONValue.object([
  ("name", .string("scenectl-constraints")), ("version", .string("0.1")),
])

func summary(_ xs: [Double]) -> JSONValue {
  let s = xs.sorted()
  let n = s.count
  let median = n % 2 == 1 ? s[n / 2] : (s[n / 2 - 1] + s[n / 2]) / 2
  return .object([
    ("median", .number(median)), ("min", .number(s[0])), ("max", .number(s[n - 1])),
    ("n", .number(Double(n))),
  ])
}

if timing {
  var builds: [Double] = []
  var perKind: [(String, [Double])] = []
  var lastErrors: [JSONValue] = []
  for _ in 0..<repeatCount {
    var runner = BenchRunner(system, snapshots: false, tolerance: tolerance)
    runner.run()
    builds.append(runner.buildAdd + runner.buildUpdate)
    for (kind, times) in runner.opTimes {
      let med = times.sorted()[times.count / 2]
      let m = times.count % 2 == 1 ? med : (times.sorted()[times.count / 2 - 1] + med) / 2
      if let i = perKind.firstIndex(where: { $0.0 == kind }) {
        perKind[i].1.append(m)
      } else {
        perKind.append((kind, [m]))
      }
    }
    lastErrors = runner.errors
  }
  let out = JSONValue.object([
    ("file", .string(file)), ("name", .string(system.name)),
    ("constraints", .number(Double(json["constraints"]?.array?.count ?? 0))),
    ("errors", .array(lastErrors)), ("build_solve", summary(builds)),
    ("op_medians", .object(perKind.map { ($0.0, summary($0.1)) })), ("solver", solverInfo),
  ])
  print(out.rendered())
} else {
  var runner = BenchRunner(system, snapshots: true, tolerance: tolerance)
  runner.run()
  let out = JSONValue.object([
    ("format", .string("cassowary-bench-result/1")), ("solver", solverInfo),
    ("input", .string(String(file.split(separator: "/").last ?? Substring(file)))),
    ("strength_semantics", .string("weighted-sum (single double per strength)")),
    ("priority_map", .string(priorityMap)), ("errors", .array(runner.errors)),
    ("snapshots", .array(runner.snapshots)),
  ])
  print(out.rendered())
  let broken = runner.snapshots.contains {
    ($0["required_violations"]?.array?.isEmpty ?? true) == false
  }
  exit(broken ? 2 : 0)
}
