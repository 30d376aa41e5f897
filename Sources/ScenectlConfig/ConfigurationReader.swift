import Diagnostics
import FileSystem
import SceneModel
import YAML

/// Reads a `.scenectl.yml` into a `Configuration`, reporting each mistake at its line and
/// column, cause first (docs/Configuration.md): an unknown key or rule with a did-you-mean,
/// a value of the wrong kind, a rule that cannot be switched off. Any error leaves no
/// configuration.
///
///     let read = ConfigurationReader.read(bytes, file: ".scenectl.yml", rules: vocabulary)
///     // read.configuration: nil after an error; read.diagnostics: errors and warnings
enum ConfigurationReader {
  /// The keys a configuration has, in the order docs/Configuration.md lists them.
  static let keys = [
    "disabled_rules", "opt_in_rules", "severity", "included", "excluded", "devices", "ios",
    "sdk", "sources", "baseline",
  ]
  /// The values of `severity:`.
  static let severityNames = ["error", "warning", "note", "off"]
  /// The most entries a list or the severity mapping may hold.
  static let maxEntries = 10_000

  /// How many names of one file get a did-you-mean: each costs a comparison with every
  /// rule, so 10,000 misspelt names would cost seconds.
  static let suggestionLimit = 100

  /// "; did you mean 'x'?" when a candidate is close (and `budget` is left), else "; " and
  /// the advice.
  static func hint(
    for word: String, in candidates: [String], else advice: String, budget: inout Int
  ) -> String {
    guard budget > 0 else { return "; " + advice }
    budget -= 1
    let hint = Suggestions.hint(for: word, in: candidates)
    return hint.isEmpty ? "; " + advice : hint
  }

  /// What reading gives: the configuration (nil after an error) and every mistake found.
  struct Read {
    var configuration: Configuration?
    var diagnostics: [Diagnostic]
  }

  static func read(_ bytes: [UInt8], file: String, folder: String, rules: RuleVocabulary) -> Read {
    var reader = Reader(
      file: file, rules: rules, configuration: Configuration(file: file, folder: folder))
    do {
      let document = try YAMLLoader.load(bytes)
      reader.read(document)
    } catch {
      reader.diagnostics.append(
        .error(
          error.code.diagnosticCode, error.message,
          at: Diagnostic.Location(file: file, line: error.mark.line, column: error.mark.column),
          notes: error.note.map {
            [
              Diagnostic.Note(
                $0.message,
                at: Diagnostic.Location(file: file, line: $0.mark.line, column: $0.mark.column))
            ]
          } ?? []))
    }
    let failed = reader.diagnostics.contains { $0.severity == .error }
    return Read(
      configuration: failed ? nil : reader.configuration,
      diagnostics: Diagnostic.sortedForOutput(reader.diagnostics))
  }
}

/// One reading of a configuration, which collects its mistakes as it goes.
private struct Reader {
  let file: String
  let rules: RuleVocabulary
  var configuration: Configuration
  var diagnostics: [Diagnostic] = []
  /// The did-you-means left (`ConfigurationReader.suggestionLimit`).
  var suggestions = ConfigurationReader.suggestionLimit

  init(file: String, rules: RuleVocabulary, configuration: Configuration) {
    self.file = file
    self.rules = rules
    self.configuration = configuration
  }

  func location(_ node: Node) -> Diagnostic.Location {
    Diagnostic.Location(file: file, line: node.mark.line, column: node.mark.column)
  }

  mutating func error(_ code: DiagnosticCode, _ message: String, at node: Node) {
    diagnostics.append(.error(code, message, at: location(node)))
  }

  mutating func read(_ document: YAMLDocument) {
    for duplicate in document.duplicateKeys {
      diagnostics.append(
        .error(
          .duplicateKey,
          "key '\(MessageText.escaped(duplicate.key))' appears twice; keep one of them",
          at: Diagnostic.Location(
            file: file, line: duplicate.duplicate.line, column: duplicate.duplicate.column),
          notes: [
            Diagnostic.Note(
              "first given here",
              at: Diagnostic.Location(
                file: file, line: duplicate.first.line, column: duplicate.first.column))
          ]))
    }
    let root = document.root
    if let scalar = root.scalar, scalar.style == .plain, scalar.text.isEmpty { return }
    guard let pairs = root.mapping else {
      error(
        DiagnosticCode.configInvalidValue,
        "the configuration is not a mapping; write keys such as 'disabled_rules:' at the top",
        at: root)
      return
    }
    for pair in pairs {
      guard let key = pair.key.scalar?.text, ConfigurationReader.keys.contains(key) else {
        let name = MessageText.escaped(pair.key.scalar?.text ?? "?")
        let hint = Suggestions.hint(for: pair.key.scalar?.text ?? "", in: ConfigurationReader.keys)
        error(
          DiagnosticCode.configUnknownKey,
          "unknown key '\(name)' in the configuration\(hint)", at: pair.key)
        continue
      }
      read(key, pair.value)
    }
  }

  mutating func read(_ key: String, _ value: Node) {
    switch key {
    case "disabled_rules":
      configuration.disabledRules = ruleCodes(value, key: key, optIn: false)
    case "opt_in_rules":
      configuration.optInRules = ruleCodes(value, key: key, optIn: true)
    case "severity":
      readSeverities(value)
    case "included", "excluded":
      let globs = texts(value, key: key, what: "path globs, such as ['Legacy/**']").compactMap {
        text, node -> PathGlob? in
        guard let glob = PathGlob(text) else {
          error(
            DiagnosticCode.configInvalidValue,
            "'\(MessageText.escaped(text))' in '\(key)' is not a glob relative to the "
              + "configuration's folder; write a path such as 'Legacy/**', without '..' or a "
              + "leading '/'", at: node)
          return nil
        }
        return glob
      }
      if key == "included" {
        configuration.included = globs
      } else {
        configuration.excluded = globs
      }
    case "devices":
      configuration.devices = texts(value, key: key, what: "device names, such as [iphone, ipad]")
        .compactMap { text, node in
          guard Device.named(text) != nil else {
            let names = Device.builtIn.map(\.name)
            error(
              DiagnosticCode.configInvalidValue,
              "unknown device '\(MessageText.escaped(text))' in 'devices'"
                + ConfigurationReader.hint(
                  for: text, in: names,
                  else: "give a built-in name (\(names.joined(separator: ", "))) or WIDTHxHEIGHT",
                  budget: &suggestions),
              at: node)
            return nil
          }
          return text
        }
    case "ios", "sdk":
      guard let text = value.scalar?.text, text.count <= 3, let version = Int(text),
        Storyboard.iosVersions.contains(version)
      else {
        error(
          DiagnosticCode.configInvalidValue,
          "'\(key)' is not an iOS major version; give one from "
            + "\(Storyboard.iosVersions.lowerBound) to \(Storyboard.iosVersions.upperBound), "
            + "such as \(key == "ios" ? 15 : 26)", at: value)
        return
      }
      if key == "ios" { configuration.ios = version } else { configuration.sdk = version }
    case "sources":
      configuration.sources = texts(value, key: key, what: "folders, such as [App]")
        .compactMap { text, node in
          guard FileSystem.kind(of: configuration.resolve(text)) == .folder else {
            error(
              DiagnosticCode.configInvalidValue,
              "'\(MessageText.escaped(text))' in 'sources' is not a folder; give the folder of "
                + "the app's code, relative to the configuration's folder", at: node)
            return nil
          }
          return text
        }
    default:  // "baseline"
      guard let text = value.scalar?.text, !text.isEmpty else {
        error(
          DiagnosticCode.configInvalidValue,
          "'baseline' is not a path; give the baseline file, such as 'scenectl-baseline.yml'",
          at: value)
        return
      }
      configuration.baseline = text
    }
  }

  /// The scalars of a list, each with its node; a mistake for anything else.
  mutating func texts(_ value: Node, key: String, what: String) -> [(String, Node)] {
    guard let items = value.sequence, items.count <= ConfigurationReader.maxEntries else {
      error(
        DiagnosticCode.configInvalidValue,
        "'\(key)' is not a list; give a list of \(what)", at: value)
      return []
    }
    var out: [(String, Node)] = []
    for item in items {
      guard let text = item.scalar?.text, !text.isEmpty else {
        error(
          DiagnosticCode.configInvalidValue,
          "an entry of '\(key)' is not a name; give a list of \(what)", at: item)
        continue
      }
      out.append((text, item))
    }
    return out
  }

  /// The codes of a rule list, each known and allowed there.
  mutating func ruleCodes(_ value: Node, key: String, optIn: Bool) -> [String] {
    texts(value, key: key, what: "rule codes, such as [action-cross-scene]").compactMap {
      code, node in
      guard let kind = known(code, in: key, at: node) else { return nil }
      if kind == .fixed {
        fixed(code, at: node)
        return nil
      }
      if optIn, kind == .onByDefault {
        diagnostics.append(
          .warning(
            DiagnosticCode.configRedundant,
            "rule '\(code)' is on by default, so 'opt_in_rules' changes nothing for it; "
              + "remove it", at: location(node)))
      }
      return code
    }
  }

  mutating func readSeverities(_ value: Node) {
    guard let pairs = value.mapping, pairs.count <= ConfigurationReader.maxEntries else {
      error(
        DiagnosticCode.configInvalidValue,
        "'severity' is not a mapping; give each rule its severity, such as "
          + "'action-cross-scene: error'", at: value)
      return
    }
    for pair in pairs {
      guard let code = pair.key.scalar?.text, let kind = known(code, in: "severity", at: pair.key)
      else { continue }
      let name = pair.value.scalar?.text ?? ""
      guard ConfigurationReader.severityNames.contains(name) else {
        error(
          DiagnosticCode.configInvalidValue,
          "'\(MessageText.escaped(name))' is not a severity"
            + ConfigurationReader.hint(
              for: name, in: ConfigurationReader.severityNames,
              else: "give 'error', 'warning', 'note' or 'off'", budget: &suggestions),
          at: pair.value)
        continue
      }
      let severity = Diagnostic.Severity(rawValue: name)
      if kind == .fixed, severity != .error {
        fixed(code, at: pair.value)
        continue
      }
      configuration.severities[code] = severity
    }
  }

  /// The kind of a rule the configuration names, or nil after reporting an unknown one.
  mutating func known(_ code: String, in key: String, at node: Node) -> RuleVocabulary.Kind? {
    if let kind = rules.kind(of: code) { return kind }
    error(
      DiagnosticCode.configUnknownRule,
      "unknown rule '\(MessageText.escaped(code))' in '\(key)'"
        + ConfigurationReader.hint(
          for: code, in: rules.codes,
          else: "the rules are the codes of docs/Validation.md and docs/Layout.md",
          budget: &suggestions),
      at: node)
    return nil
  }

  mutating func fixed(_ code: String, at node: Node) {
    error(
      DiagnosticCode.configInvalidValue,
      "rule '\(code)' cannot be switched off or lowered: a file that breaks it is not read "
        + "or not checked; fix the file instead", at: node)
  }
}
