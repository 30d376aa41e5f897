import Diagnostics
import FileSystem
import ScenePictures
import SceneReport
import SceneRuntime

/// The `snapshot: NAME` steps of `test --record DIR` and `test --verify DIR` (docs/Report.md):
/// recording writes each screen's SVG and layout JSON (`SnapshotFile`); verifying compares
/// both byte for byte with the recorded ones and fails the step with the views that changed,
/// writing a page of the differences (`SnapshotDiffPage`) into `DIR/differences`.
///
/// Recording replaces only files scenectl recorded (with its header); a snapshot name taken
/// twice on one device in a run is refused, so no recording overwrites another.
final class SnapshotSteps {
  enum Mode {
    case record, verify
  }

  let mode: Mode
  let folder: String
  let rule: OutputRule
  /// The first write the output rule refused or the system failed, if any: the step fails
  /// with it, and `test` ends with it as `scenectl: error: …` and status 2.
  private(set) var refusal: String?
  /// The stems taken so far, to the flow that took each.
  private var taken: [String: String] = [:]
  /// The most bytes read of a recorded file (64 MiB), far above any one screen's SVG: a
  /// larger file is refused with a message, not read.
  static let readLimit = 64 << 20

  init(mode: Mode, folder: String, inputs: InputFiles) {
    self.mode = mode
    self.folder = folder
    // Only files with scenectl's header are ever replaced (`OutputRule`).
    rule = OutputRule(inputs: inputs, force: true)
  }

  var generator: String {
    "\(GeneratedHeader.words) test \(mode == .record ? "--record" : "--verify")"
  }

  /// Records or verifies the simulator's screen as snapshot `name`; the problem, or nil.
  func take(_ name: String, of simulator: Simulator, flow: String) -> String? {
    let file = SnapshotFile(
      name: name, device: simulator.device.name, ios: simulator.iosVersion)
    if let first = taken[file.stem] {
      return "snapshot '\(name)' on '\(file.device)' is taken twice in this run (first by "
        + "'\(MessageText.escaped(first))'); give each snapshot its own name"
    }
    taken[file.stem] = flow
    let screen = ScreenBuilder.screen(
      of: simulator, caption: "\(name) · \(simulator.device.name) · iOS \(simulator.iosVersion)")
    let recordedBy = "\(GeneratedHeader.words) test --record"
    let svg = GeneratedHeader.marked(ScreenDrawing.svg(screen), .xml, by: "test --record")
    let json = SnapshotFile.layoutJSON(screen, file: file, generator: recordedBy)
    let base = path(file.stem)
    switch mode {
    case .record:
      return write(svg, to: base + ".svg") ?? write(json, to: base + ".json")
    case .verify:
      return verify(file, svg: svg, json: json, base: base)
    }
  }

  private func path(_ name: String) -> String {
    folder.hasSuffix("/") ? folder + name : "\(folder)/\(name)"
  }

  private func write(_ text: String, to path: String) -> String? {
    let problem = checkedWrite(text, to: path)
    if refusal == nil { refusal = problem }
    return problem
  }

  private func checkedWrite(_ text: String, to path: String) -> String? {
    let folder = FileSystem.folder(of: path)
    if let refusal = rule.refusal(forFolder: folder) { return refusal }
    switch rule.check(path, folderIsMade: true) {
    case .failure(let refusal): return refusal.message
    case .success(let target):
      if case .failure(let failure) = FileSystem.createFolder(folder),
        FileSystem.kind(of: folder) != .folder
      {
        return "cannot make '\(MessageText.escaped(folder))': \(failure.reason)"
      }
      return rule.write(text, to: target)
    }
  }

  private func verify(_ file: SnapshotFile, svg: String, json: String, base: String) -> String? {
    guard FileSystem.exists(base + ".json") || FileSystem.exists(base + ".svg") else {
      return missing(file)
    }
    let recordedJSON: [UInt8]
    let recordedSVG: [UInt8]
    switch (
      FileSystem.read(base + ".json", limit: Self.readLimit),
      FileSystem.read(base + ".svg", limit: Self.readLimit)
    ) {
    case (.success(let json), .success(let svg)):
      recordedJSON = json
      recordedSVG = svg
    case (.failure(let failure), _):
      return "cannot read the recorded '\(MessageText.escaped(base)).json': \(failure.reason)"
    case (_, .failure(let failure)):
      return "cannot read the recorded '\(MessageText.escaped(base)).svg': \(failure.reason)"
    }
    let oldJSON = String(decoding: recordedJSON, as: UTF8.self)
    let oldSVG = String(decoding: recordedSVG, as: UTF8.self)
    if oldJSON == json && oldSVG == svg { return nil }
    let shown = MessageText.escaped(base)
    var changes = SnapshotComparison.changes(recorded: oldJSON, current: json)
    if changes.isEmpty {
      changes = [
        .init(view: nil, what: "the picture differs, though no view's frame, text or state does")
      ]
    }
    let page = path("differences/\(file.stem).html")
    let diff = SnapshotDiffPage.html(
      name: file.name, location: base + ".json", recorded: oldSVG, current: svg, changes: changes)
    let wrote = write(GeneratedHeader.marked(diff, .xml, by: "test --verify"), to: page)
    let listed = changes.prefix(10).map(\.description).joined(separator: "; ")
    let more = changes.count > 10 ? "; and \(changes.count - 10) more" : ""
    return "snapshot '\(file.name)' differs from '\(shown).json': \(listed)\(more)"
      + (wrote == nil ? "; see '\(MessageText.escaped(page))'" : "")
  }

  /// Why there is nothing to compare: no snapshot of that name, or one recorded on another
  /// device, for another iOS, or in another format version.
  private func missing(_ file: SnapshotFile) -> String {
    let shown = MessageText.escaped(folder)
    let names = (try? FileSystem.names(in: folder).get()) ?? []
    let others = names.compactMap(SnapshotFile.init(fileName:)).filter {
      $0.name == file.name && $0 != file
    }
    if let other = others.first(where: { $0.version != file.version }) {
      return "snapshot '\(file.name)' was recorded in snapshot format \(other.version) "
        + "('\(MessageText.escaped(other.stem))'); this scenectl writes format "
        + "\(file.version): record it again with --record"
    }
    if let other = others.first(where: { $0.device == file.device && $0.ios != file.ios }) {
      return "snapshot '\(file.name)' was recorded for iOS \(other.ios) "
        + "('\(MessageText.escaped(other.stem))'), and this run models iOS \(file.ios): "
        + "record it for iOS \(file.ios) with --record"
    }
    if let other = others.first {
      return "snapshot '\(file.name)' was recorded on '\(MessageText.escaped(other.device))' "
        + "('\(MessageText.escaped(other.stem))'), not on '\(file.device)': record it on "
        + "this device with --record"
    }
    return "no snapshot '\(file.name)' is recorded in '\(shown)' (no "
      + "'\(MessageText.escaped(file.stem)).json'); record it with --record"
  }
}
