import Diagnostics
import SourceScanner

extension SourceChecks {
  /// The error at the first `@IBOutlet` or `@IBAction` past `SourceIndex.memberLimit`
  /// (`sources-limit`); nil within the limit. Past it the index holds no members, and this is
  /// the only finding of the checks against code.
  static func memberLimitError(_ index: SourceIndex) -> Diagnostic? {
    guard let (file, position) = index.memberPastLimit else { return nil }
    return .error(
      .sourcesLimit,
      "the sources declare more than \(SourceIndex.memberLimit) @IBOutlet and @IBAction "
        + "members, the limit of the checks against code; give '--sources' the folder of the "
        + "app's own code",
      at: place(file, position))
  }
}
