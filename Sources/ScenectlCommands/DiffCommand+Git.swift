import FileSystem

/// `scenectl diff --git REV1 REV2 [PATH ...]`: the storyboards and XIBs that differ between
/// two revisions (and the files PATH names), each read from the repository's objects through
/// the `git` command (`Subprocess`, no shell).
extension DiffCommand {
  /// The most bytes `git` may write for one answer: a blob as large as a storyboard may be.
  static let gitOutputLimit = 64 << 20

  static func gitRevisions(_ old: String, _ new: String, paths: [String], layout: Bool)
    -> [Compared]
  {
    let listed = git(["diff", "--name-only", "-z", "--no-renames", old, new, "--"] + paths)
    guard case .success(let names) = listed else {
      if case .failure(let failure) = listed {
        return [Compared(path: "\(old)..\(new)", outcome: .failure(failure))]
      }
      return []
    }
    let files = names.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
      .filter { path in
        path.hasSuffix(".storyboard") || path.hasSuffix(".xib") || paths.contains(path)
      }
    return files.map { path in
      do throws(DiffFailure) {
        let (report, models) = try diff(
          old: blob(old, path), oldName: path, new: blob(new, path), newName: path,
          layout: layout)
        return Compared(path: path, outcome: .success(report), models: models)
      } catch {
        return Compared(path: path, outcome: .failure(error))
      }
    }
  }

  /// A file's bytes at a revision; nil when the revision does not have it.
  private static func blob(_ revision: String, _ path: String) throws(DiffFailure) -> [UInt8]? {
    let exists = Subprocess.run(
      "git", ["cat-file", "-e", "\(revision):\(path)"], limit: gitOutputLimit)
    guard case .success(let probe) = exists, probe.status == 0 else { return nil }
    return try git(["cat-file", "blob", "\(revision):\(path)"]).get()
  }

  /// What `git ARGUMENTS` writes, or why it failed (its own message, first line).
  private static func git(_ arguments: [String]) -> Result<[UInt8], DiffFailure> {
    switch Subprocess.run("git", arguments, limit: gitOutputLimit) {
    case .failure(let failure):
      return .failure(DiffFailure(message: failure.reason))
    case .success(let output) where output.status != 0:
      let said = String(decoding: output.stderr, as: UTF8.self)
        .split(separator: "\n").first.map(String.init) ?? "exit status \(output.status)"
      return .failure(DiffFailure(message: "git \(arguments[0]) failed: \(said)"))
    case .success(let output):
      return .success(output.stdout)
    }
  }
}
