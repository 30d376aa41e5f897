import Diagnostics
import Foundation
import SceneModel
import TestSupport

@testable import StoryboardImport

/// The bytes of a fixture of this target.
func fixture(_ name: String) -> [UInt8] {
  let path = "\(repositoryRoot)/Tests/StoryboardImportTests/Fixtures/\(name)"
  return Array((try? Data(contentsOf: URL(fileURLWithPath: path))) ?? Data())
}

/// A storyboard document around the given `<scenes>` content.
func storyboard(
  _ scenes: String, initial: String = "vc0-00-001", runtime: String = "iOS.CocoaTouch"
)
  -> [UInt8]
{
  Array(
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
    targetRuntime="\(runtime)" initialViewController="\(initial)">
        <device id="retina6_12" orientation="portrait"/>
        <scenes>
    \(scenes)
        </scenes>
    </document>
    """.utf8)
}

/// The import of a storyboard's bytes, or nil when it cannot be imported.
func imported(_ bytes: [UInt8], file: String = "Main.storyboard") -> ImportedStoryboard? {
  if case .imported(let result) = StoryboardImport.read(bytes, file: file) { return result }
  return nil
}

/// `FILE:LINE:COLUMN: severity: message [code]` for each diagnostic of loading and validating
/// a storyboard.
func diagnostics(_ bytes: [UInt8], file: String = "Main.storyboard") -> [String] {
  let loaded = StoryboardImport.load(bytes, file: file).result
  var all = loaded.diagnostics
  if let model = loaded.storyboard { all += Validator.validate(model) }
  return Diagnostic.sortedForOutput(all).map {
    "\($0.location?.description ?? "-"): \($0.severity.rawValue): \($0.message) [\($0.code)]"
  }
}
