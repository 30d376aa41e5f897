/// The tags a document may carry, in the full form ``Node/tag`` holds.
///
/// A node may have no tag, the non-specific tag `!` (which makes a plain scalar a
/// string), or one of the seven YAML 1.2 core and failsafe tags below, written short
/// (`!!int`) or verbatim (`!<tag:yaml.org,2002:int>`). Any other tag (`!!binary`,
/// `!!python/object`, `!custom`, a `%TAG` handle) is `yaml-unsupported-tag`.
public enum YAMLTag {
  /// The non-specific tag `!`.
  public static let nonSpecific = "!"
  /// `!!str`
  public static let str = "tag:yaml.org,2002:str"
  /// `!!int`
  public static let int = "tag:yaml.org,2002:int"
  /// `!!float`
  public static let float = "tag:yaml.org,2002:float"
  /// `!!bool`
  public static let bool = "tag:yaml.org,2002:bool"
  /// `!!null`
  public static let null = "tag:yaml.org,2002:null"
  /// `!!seq`
  public static let seq = "tag:yaml.org,2002:seq"
  /// `!!map`
  public static let map = "tag:yaml.org,2002:map"

  /// The tag as a user writes it: `!!int` for the yaml.org tags, else unchanged.
  public static func shortForm(_ tag: String) -> String {
    let prefix = "tag:yaml.org,2002:"
    guard tag.hasPrefix(prefix) else { return tag }
    return "!!" + tag.dropFirst(prefix.count)
  }
}

/// What an allowed tag asks of its node.
enum TagKind {
  case none, nonSpecific, str, int, float, bool, null, seq, map

  /// The kind of a tag in full form, or `nil` when the tag is not supported.
  init?(_ tag: String?) {
    guard let tag else {
      self = .none
      return
    }
    switch tag {
    case YAMLTag.nonSpecific: self = .nonSpecific
    case YAMLTag.str: self = .str
    case YAMLTag.int: self = .int
    case YAMLTag.float: self = .float
    case YAMLTag.bool: self = .bool
    case YAMLTag.null: self = .null
    case YAMLTag.seq: self = .seq
    case YAMLTag.map: self = .map
    default: return nil
    }
  }
}
