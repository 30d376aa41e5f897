import Diagnostics
import SceneSyntax
import YAML

/// Turns YAML literals into expression values: `state:`, `properties:` and data rows.
enum LiteralLoader {
  /// A scalar as the YAML 1.2 core schema reads it; lists and mappings keep their order.
  static func value(_ node: Node) -> Value {
    switch node.content {
    case .scalar(let scalar):
      if node.isNull { return .null }
      if let bool = node.bool { return .bool(bool) }
      if let number = node.double, number.isFinite { return .number(number) }
      return .string(scalar.text)
    case .sequence(let items):
      return .list(items.map(value))
    case .mapping(let pairs):
      return .record(
        pairs.map { Value.Field(name: $0.key.scalar?.text ?? "", value: value($0.value)) })
    }
  }

  static func namedValues(_ node: Node, _ what: String, context: LoadContext) -> [NamedValue] {
    guard let pairs = context.mapping(node, what) else { return [] }
    var seen = Set<String>()
    return pairs.compactMap { pair in
      guard let name = context.identifier(pair.key, "a name in \(what)") else { return nil }
      guard seen.insert(name.value).inserted else { return nil }
      return NamedValue(name: name, value: value(pair.value))
    }
  }

  /// `runtimeAttributes:`: key paths (names joined by `.`, `layer.cornerRadius`) to values,
  /// in file order, each key path once.
  static func runtimeAttributes(_ node: Node, context: LoadContext) -> [NamedValue] {
    guard let pairs = context.mapping(node, "'runtimeAttributes'") else { return [] }
    var seen = Set<String>()
    return pairs.compactMap { pair in
      guard let path = context.string(pair.key, "a key path in 'runtimeAttributes'") else {
        return nil
      }
      guard NameRules.isKeyPath(path.value) else {
        context.report(
          .valueOutOfRange(
            "'\(MessageText.escaped(path.value))' is not a key path: give names of "
              + "[A-Za-z_][A-Za-z0-9_]* joined by '.', such as layer.cornerRadius",
            at: path.location))
        return nil
      }
      guard seen.insert(path.value).inserted else { return nil }
      return NamedValue(name: path, value: value(pair.value))
    }
  }

  /// A list of records (table rows), or nil after reporting what was found instead.
  static func rows(_ node: Node, _ what: String, context: LoadContext) -> [Value]? {
    guard let items = context.sequence(node, what) else { return nil }
    var rows: [Value] = []
    for item in items {
      guard item.mapping != nil else {
        context.report(
          .wrongType(
            expected: "a mapping (a row)", for: "an item of \(what)",
            found: item.kindName, at: context.location(item)))
        return nil
      }
      rows.append(value(item))
    }
    return rows
  }
}

/// Reads `data:`: named data sets, inline or in files beside the scene file.
enum DataSetLoader {
  static func load(_ node: Node, context: LoadContext, files: DataFileReader) -> [DataSet] {
    guard let pairs = context.mapping(node, "'data'") else { return [] }
    var sets: [DataSet] = []
    var seen = Set<String>()
    for pair in pairs {
      guard let name = context.identifier(pair.key, "data set name") else { continue }
      guard seen.insert(name.value).inserted else { continue }
      let what = "data set '\(name.value)'"
      if pair.value.sequence != nil {
        let rows = LiteralLoader.rows(pair.value, what, context: context) ?? []
        sets.append(DataSet(name: name, source: .inline, rows: rows))
        continue
      }
      guard let path = context.string(pair.value, "\(what) (a list or a file path)") else {
        // Still a data set, with no rows known: 'rows: NAME' is not also reported.
        sets.append(DataSet(name: name, source: .inline, rows: []))
        continue
      }
      sets.append(
        DataSet(name: name, source: .file(path), rows: rows(from: path, what, context, files)))
    }
    return sets
  }

  private static func rows(
    from path: Located<String>, _ what: String, _ context: LoadContext, _ files: DataFileReader
  ) -> [Value] {
    let bytes: [UInt8]
    switch files.read(path.value) {
    case .success(let read):
      bytes = read
    case .failure(let failure):
      context.report(failure.diagnostic(path.value, at: path.location))
      return []
    }
    let dataFile = files.displayPath(path.value)
    let document: YAMLDocument
    do {
      document = try YAMLLoader.load(bytes)
    } catch {
      context.report(.yaml(error, file: dataFile))
      return []
    }
    let fileContext = LoadContext(file: dataFile)
    for duplicate in document.duplicateKeys {
      fileContext.report(
        .duplicateKey(
          duplicate.key, first: fileContext.location(duplicate.first),
          at: fileContext.location(duplicate.duplicate)))
    }
    let rows = LiteralLoader.rows(document.root, what, context: fileContext) ?? []
    for diagnostic in fileContext.diagnostics { context.report(diagnostic) }
    return rows
  }
}
