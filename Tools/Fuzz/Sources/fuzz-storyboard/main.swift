import Diagnostics
import FileSystem
import FuzzDriving
import SceneFrontend
import SceneModel
import StoryboardImport

#if canImport(Glibc)
  import Glibc
#endif

/// Interface Builder XML bytes → `StoryboardImport.load` (libxml2 through `StoryboardXML`, the
/// import into located YAML nodes, then the scene loader on them) → what `validate` does with it
/// (`FileCheck`: its references, under a root that does not exist so that none is read, the
/// checks and the layout checks on the storyboard's devices) → `render` of the first scenes →
/// (no error, as `simulate` requires) a short simulation on the canvas device or an
/// iPhone, driven by the input's last bytes as in `fuzz-scene`. Any crash, hang or leak is a
/// bug; located diagnostics are the expected outcome for bad input. Every successful import
/// must load (`StoryboardImport.loadFailure`), and the diagnostics must cap as every output
/// format caps them (`checkCapped`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let loaded = StoryboardImport.load(bytes, file: "fuzz.storyboard")
  let lines = lineCount(bytes)
  if let imported = loaded.imported {
    // What `import` checks before it writes: a successful import's file always loads.
    if let failure = StoryboardImport.loadFailure(of: imported, file: "fuzz.storyboard") {
      fatalError("an import within the XML limits does not load: \(failure)")
    }
    if Oracle.importedYAMLLoads { checkImportedYAML(loaded.result, imported) }
  }
  let checked = FileCheck.run(
    loaded: loaded.result, file: "fuzz.storyboard", root: ReadRoot(folder: "/nonexistent"))
  checkPlaces(checked.diagnostics, lines: lines)
  checkCapped(checked.diagnostics)
  guard let storyboard = checked.storyboard else { return 0 }
  // The canvas device (`devices: ["414x896"]`) when the import found one.
  let devices = storyboard.devices?.map(\.value) ?? []
  render(storyboard, device: bytes.last ?? 0, devices: devices + ["iphone"])
  if !checked.diagnostics.contains(where: { $0.severity == .error }) {
    simulate(storyboard, choices: bytes.suffix(Simulation.events), devices: devices + ["iphone"])
  }
  return 0
}

/// Every diagnostic about the storyboard points into it, at a line and column of its own
/// (diagnostics never point at the generated YAML): a place outside the input is a bug of the
/// nodes' marks, reported as a crash so that libFuzzer keeps the input.
func checkPlaces(_ diagnostics: [Diagnostic], lines: Int) {
  for diagnostic in diagnostics {
    let places = [diagnostic.location].compactMap { $0 } + diagnostic.notes.compactMap(\.location)
    for place in places
    where place.file != "fuzz.storyboard" || !(1...lines).contains(place.line) || place.column < 1 {
      fatalError("diagnostic placed outside the storyboard (\(lines) lines): \(diagnostic)")
    }
  }
}

/// Every output format lists at most 1,000 diagnostics of the file, then one entry that
/// counts the rest exactly (`DiagnosticCap`, which text, JSON, SARIF and GitHub share).
func checkCapped(_ diagnostics: [Diagnostic]) {
  let sorted = Diagnostic.sortedForOutput(diagnostics)
  let entries = DiagnosticCap.entries(sorted)
  var listed = 0
  var counted = 0
  for entry in entries {
    switch entry {
    case .diagnostic: listed += 1
    case .omitted(let omitted): counted += omitted.count
    }
  }
  let limit = DiagnosticPrinter.defaultPerFileLimit
  guard listed == min(sorted.count, limit), listed + counted == sorted.count,
    entries.count <= limit + 1
  else {
    fatalError("\(sorted.count) diagnostics capped into \(listed) listed and \(counted) counted")
  }
}

/// The lines of the input as XML 1.0 counts them (LF, CR LF, a lone CR), the last one included
/// even when empty.
func lineCount(_ bytes: [UInt8]) -> Int {
  var lines = 1
  var previous: UInt8 = 0
  for byte in bytes {
    if byte == 0x0D || (byte == 0x0A && previous != 0x0D) { lines += 1 }
    previous = byte
  }
  return lines
}

/// Checks that are bugs but not crashes, on by environment variable so that a known one does
/// not stop every run at once.
enum Oracle {
  /// `FUZZ_IMPORTED_YAML_LOADS=1`: the YAML the importer writes must always load, so a
  /// `yaml-*` diagnostic after a successful import is a bug of the importer's output (a
  /// character written raw where YAML cannot hold it, a comment broken across lines); and
  /// loading that text must give what the load, which reads the import's nodes without
  /// writing the text, gave: the same diagnostics (their places aside: the text's are its own).
  static let importedYAMLLoads =
    getenv("FUZZ_IMPORTED_YAML_LOADS").map { String(cString: $0) } == "1"
}

func checkImportedYAML(_ loaded: StoryboardLoader.Result, _ imported: ImportedStoryboard) {
  let fromText = StoryboardLoader.load(Array(imported.yaml.utf8), file: "fuzz.storyboard")
  if let bad = fromText.diagnostics.first(where: { $0.code.hasPrefix("yaml-") }) {
    fatalError("the imported YAML does not load: \(bad)")
  }
  // The load appends its own notes (not carried, repeated ids) after the loader's.
  func text(_ d: Diagnostic) -> String {
    "\(d.code) \(d.message)"
  }
  let built = loaded.diagnostics.prefix(fromText.diagnostics.count).map(text)
  if built != fromText.diagnostics.map(text) {
    fatalError("the built document loads otherwise than the imported YAML: \(built)")
  }
}
