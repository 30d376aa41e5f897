import Diagnostics
import SceneModel

/// Loads and validates inline YAML as `test.yaml`, returning each diagnostic
/// as the text line `scenectl validate` prints for it (without notes).
func diagnosticLines(_ yaml: String, validate: Bool = true) -> [String] {
  let result = StoryboardLoader.load(Array(yaml.utf8), file: "test.yaml")
  var diagnostics = result.diagnostics
  if validate, let storyboard = result.storyboard {
    diagnostics += Validator.validate(storyboard)
  }
  return Diagnostic.sortedForOutput(diagnostics).map { diagnostic in
    var line = ""
    if let location = diagnostic.location { line += "\(location.line):\(location.column): " }
    return line + "\(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.code)]"
  }
}

/// A minimal valid file with one extra scene body for scene `a`.
func storyboard(_ sceneBody: String = "", extra: String = "") -> String {
  """
  format: 1
  storyboard: T
  initial: a
  \(extra)scenes:
    a:
      kind: viewController
  \(sceneBody)
  """
}
