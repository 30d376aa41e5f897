/// What a node resolves to under the YAML 1.2 core schema.
enum Resolution {
  case null
  case bool(Bool)
  case int(CoreSchema.IntForm)
  case float(Double)
  case string, sequence, mapping
}

extension Node {
  /// The node's type under the YAML 1.2 core schema.
  ///
  /// An untagged plain scalar resolves by its text; quoted and block scalars, and any
  /// scalar tagged `!!str` or `!`, are strings; a scalar tagged `!!int`, `!!float`,
  /// `!!bool` or `!!null` resolves by that tag whatever its style (the loader has
  /// checked that the text fits the tag).
  var resolution: Resolution {
    switch content {
    case .sequence: return .sequence
    case .mapping: return .mapping
    case .scalar(let scalar):
      let text = scalar.text
      switch TagKind(tag) {
      case .none?:
        return scalar.style == .plain ? Node.resolvePlain(text) : .string
      case .null?:
        return CoreSchema.isNull(text) ? .null : .string
      case .bool?:
        return CoreSchema.bool(text).map(Resolution.bool) ?? .string
      case .int?:
        return CoreSchema.intForm(text).map(Resolution.int) ?? .string
      case .float?:
        if let value = CoreSchema.float(text) { return .float(value) }
        let value = CoreSchema.intForm(text).flatMap { CoreSchema.double(text, form: $0) }
        return value.map(Resolution.float) ?? .string
      case .str?, .nonSpecific?, .seq?, .map?, nil:
        return .string
      }
    }
  }

  static func resolvePlain(_ text: String) -> Resolution {
    if CoreSchema.isNull(text) { return .null }
    if let value = CoreSchema.bool(text) { return .bool(value) }
    if let form = CoreSchema.intForm(text) { return .int(form) }
    if let value = CoreSchema.float(text) { return .float(value) }
    return .string
  }

  /// `true` for a null scalar: a plain ``, `~`, `null`, `Null` or `NULL` with no tag
  /// (or `!!null`). A quoted `"null"` or `!!str null` is a string.
  public var isNull: Bool {
    // Asked of every scalar the scene loader reads: answer without resolving numbers.
    guard case .scalar(let scalar) = content else { return false }
    switch TagKind(tag) {
    case .none?: return scalar.style == .plain && CoreSchema.isNull(scalar.text)
    case .null?: return CoreSchema.isNull(scalar.text)
    default: return false
    }
  }

  /// The boolean of a plain `true`, `True`, `TRUE`, `false`, `False` or `FALSE`.
  ///
  /// YAML 1.2 core schema: `yes`, `no`, `on`, `off`, `y` and `n` are strings.
  public var bool: Bool? {
    if case .bool(let value) = resolution { return value }
    return nil
  }

  /// The integer of a plain `[-+]?[0-9]+`, `0o[0-7]+` or `0x[0-9a-fA-F]+`;
  /// `nil` when it does not fit in `Int` (no trap). `012` is twelve.
  public var int: Int? {
    guard case .int(let form) = resolution, let text = scalar?.text else { return nil }
    return CoreSchema.int(text, form: form)
  }

  /// The number of a plain int or float: `1`, `-2.5`, `.5`, `1e3`, `1.`, `.inf`, `-.Inf`,
  /// `.nan`. Ints too large for `Int` still give a `Double`.
  public var double: Double? {
    switch resolution {
    case .float(let value): return value
    case .int(let form): return scalar.flatMap { CoreSchema.double($0.text, form: form) }
    default: return nil
    }
  }

  /// What the node is, for "expected X, found Y" messages: `a mapping`, `a sequence`,
  /// `a string`, `a number`, `a boolean` or `null`.
  public var kindName: String {
    switch resolution {
    case .mapping: "a mapping"
    case .sequence: "a sequence"
    case .string: "a string"
    case .int, .float: "a number"
    case .bool: "a boolean"
    case .null: "null"
    }
  }
}
