import Diagnostics
import SceneSyntax
import TextPosition
import YAML

/// The messages of loading a scene file: YAML problems and the shape of the
/// document. Each has a stable code.
extension Diagnostic {
  static func yaml(_ error: YAMLError, file: String) -> Diagnostic {
    func place(_ mark: TextPosition) -> Location {
      Location(file: file, line: mark.line, column: mark.column)
    }
    let notes = error.note.map { [Note($0.message, at: place($0.mark))] } ?? []
    return .error(error.code.diagnosticCode, error.message, at: place(error.mark), notes: notes)
  }

  static func duplicateKey(_ key: String, first: Location, at location: Location) -> Diagnostic {
    .error(
      .duplicateKey, "key '\(key)' appears twice in one mapping; remove one of them",
      at: location, notes: [Note("'\(key)' first appears here", at: first)])
  }

  static func wrongType(
    expected: String, for what: String, found: String, at location: Location
  ) -> Diagnostic {
    .error(.wrongType, "expected \(expected) for \(what), found \(found)", at: location)
  }

  static func unknownKey(
    _ key: String, in what: String, allowed: [String], at location: Location
  ) -> Diagnostic {
    let hint =
      Suggestions.closest(to: key, in: allowed).map { "; did you mean '\($0)'?" }
      ?? "; expected one of: " + allowed.joined(separator: ", ")
    return .error(.unknownKey, "unknown key '\(key)' in \(what)\(hint)", at: location)
  }

  static func missingKey(_ key: String, in what: String, at location: Location) -> Diagnostic {
    .error(.missingKey, "\(what) has no '\(key)'; add it", at: location)
  }

  /// A free view without `size:`: nothing lays it out until code adds it to a view, so the
  /// file gives its size.
  static func freeViewWithoutSize(_ id: String, frame: Rect?, at location: Location)
    -> Diagnostic
  {
    let example =
      frame.map {
        "'size: [\(Value.number($0.width).displayText), "
          + "\(Value.number($0.height).displayText)]' (its frame's size)"
      } ?? "'size: [320, 44]' for 320 points wide and 44 high"
    return .error(
      .missingKey,
      "free view '\(id)' has no 'size': it is outside the view tree, so nothing sizes it "
        + "until code adds it to a view; write its width and height, \(example)",
      at: location)
  }

  /// `sections:` beside `prototypes:` or `rows:`: a table is static or shows rows, not both.
  static func staticTableWithRows(_ id: String, at location: Location) -> Diagnostic {
    .error(
      .staticTableWithRows,
      "table view '\(id)' has static 'sections' and also 'prototypes' or 'rows': a static "
        + "table's rows are its sections' cells; remove one or the other",
      at: location)
  }

  /// `type: tableViewCell` (or `collectionViewCell`) written for a view: cells belong to
  /// their table, items to their collection view.
  static func cellAsView(_ id: String, type: ViewType, at location: Location) -> Diagnostic {
    .error(
      .invalidValue,
      "view '\(id)' is a '\(type.rawValue)', which is not a view type: "
        + (type == .collectionViewCell
          ? "write the item in its collection view's 'items'"
          : "write the cell in its table's 'prototypes' or in a cell list of its 'sections'"),
      at: location)
  }

  static func invalidValue(
    _ value: String, for what: String, allowed: [String], at location: Location
  ) -> Diagnostic {
    let hint =
      Suggestions.closest(to: value, in: allowed).map { "; did you mean '\($0)'?" }
      ?? "; expected one of: " + allowed.joined(separator: ", ")
    return .error(.invalidValue, "'\(value)' is not a valid \(what)\(hint)", at: location)
  }

  /// A number the file writes where its property cannot hold it (`PropertyRange`).
  static func valueOutOfRange(_ problem: String, at location: Location) -> Diagnostic {
    .error(.invalidValue, problem, at: location)
  }

  static func invalidIdentifier(_ value: String, for what: String, at location: Location)
    -> Diagnostic
  {
    let parts = value.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    if parts.count > 1, parts.allSatisfy(LoadContext.isIdentifier), let last = parts.last {
      // `from: characterTable.Cell`: ids are flat, one space per scene.
      return .error(
        .invalidId,
        "'\(value)' is not a valid \(what): ids have no '.' (a scene's views, bar items and "
          + "prototype cells share one space of ids); write '\(last)'",
        at: location)
    }
    return .error(
      .invalidId,
      "'\(value)' is not a valid \(what): ids start with a letter or '_' "
        + "and contain only letters, digits and '_'",
      at: location)
  }

  /// A view or bar item id that expressions would read as something else.
  static func reservedIdentifier(_ value: String, for what: String, at location: Location)
    -> Diagnostic
  {
    .error(
      .invalidId,
      "'\(value)' cannot be a \(what): expressions read '\(value).x' as "
        + (value == "state"
          ? "the app's state" : value == "self" ? "the scene's properties" : "a table row")
        + ", so the view would be hidden; give it another id",
      at: location)
  }

  static func formatVersion(_ found: String, at location: Location) -> Diagnostic {
    .error(
      .formatVersion,
      "unsupported format version \(found); this scenectl reads 'format: 1'", at: location)
  }

  static func notAStoryboard(found: String, at location: Location) -> Diagnostic {
    .error(
      .wrongType,
      "expected a mapping with 'format', 'storyboard', 'initial' and 'scenes' "
        + "at the top of the file, found \(found)",
      at: location)
  }

  static func emptyFile(at location: Location) -> Diagnostic {
    .error(
      .emptyFile,
      "the file is empty; a scene file starts with 'format: 1', 'storyboard', "
        + "'initial' and 'scenes'",
      at: location)
  }

  static func constraintSyntax(_ message: String, at location: Location) -> Diagnostic {
    .error(.constraintSyntax, message, at: location)
  }

  static func expressionSyntax(_ message: String, at location: Location) -> Diagnostic {
    .error(.expressionSyntax, message, at: location)
  }

  static func dataFileOutsideFolder(_ path: String, at location: Location) -> Diagnostic {
    .error(
      .dataFileOutsideFolder,
      "data file '\(path)' is outside the scene file's folder; "
        + "keep data files beside the scene file or below it",
      at: location)
  }

  static func dataFileUnreadable(_ path: String, reason: String, at location: Location)
    -> Diagnostic
  {
    .error(.dataFileUnreadable, "cannot read data file '\(path)': \(reason)", at: location)
  }
}

extension YAMLError.Code {
  /// The catalogue's code of this failure (the YAML module knows no diagnostics).
  public var diagnosticCode: DiagnosticCode {
    switch self {
    case .syntax: .yamlSyntax
    case .tooLarge: .yamlTooLarge
    case .invalidUTF8: .yamlInvalidUtf8
    case .nulByte: .yamlNulByte
    case .depthLimit: .yamlDepthLimit
    case .aliasLimit: .yamlAliasLimit
    case .undefinedAlias: .yamlUndefinedAlias
    case .multipleDocuments: .yamlMultipleDocuments
    case .unsupportedTag: .yamlUnsupportedTag
    case .badMerge: .yamlMerge
    case .scalarTooLong: .yamlScalarTooLong
    }
  }
}
