/// Reads an Interface Builder storyboard (`.storyboard`, XML) into a tree of ``IBElement``s
/// that each know their line and column, and refuses hostile or foreign input fast with a
/// located ``XMLError``.
///
///     let bytes = Array("""
///       <?xml version="1.0" encoding="UTF-8"?>
///       <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
///         <scenes/>
///       </document>
///       """.utf8)
///     let root = try StoryboardXML.parse(bytes, file: "Main.storyboard").get()
///     print(root.children.map { "\($0.name)@\($0.position)" })
///     // Prints "["scenes@3:3"]"
///
/// Decisions (see `docs/StoryboardXML.md`): UTF-8 only; no DTD, no entities but the five
/// predefined ones, no network; the root must be `<document type="com.apple.
/// InterfaceBuilder3.CocoaTouch.Storyboard.XIB">`; every ``XMLLimits`` bound is checked
/// while parsing.
public enum StoryboardXML {
  /// Parses a storyboard's bytes.
  ///
  /// - Parameters:
  ///   - bytes: The file's contents.
  ///   - file: The name errors give the file.
  ///   - limits: The bounds to enforce.
  /// - Returns: The root `<document>` element, or the first problem and where it is.
  /// - Complexity: O(n) in the input size.
  public static func parse(
    _ bytes: [UInt8], file: String, limits: XMLLimits = .default
  ) -> Result<IBElement, XMLError> {
    guard bytes.count <= limits.maxBytes else {
      return .failure(.fileTooLarge(limit: limits.maxBytes, file: file))
    }
    return bytes.withUnsafeBufferPointer { parse($0, file: file, limits: limits) }
  }

  private static func parse(
    _ bytes: UnsafeBufferPointer<UInt8>, file: String, limits: XMLLimits
  ) -> Result<IBElement, XMLError> {
    guard !bytes.isEmpty else { return .failure(.emptyFile(file: file)) }
    var builder = TreeBuilder(bytes, file: file, limits: limits)
    if let problem = InputCheck.firstProblem(bytes) {
      return .failure(encodingError(problem, in: bytes, builder: &builder))
    }
    let crowded = MarkupScan.firstTagOverAttributeLimit(bytes, limit: limits.maxAttributes)
    // Up to a crowded tag only: libxml2 reports any error before it first.
    let parsed: Bool
    (parsed, builder) = LibXML2Parser.parse(
      bytes, count: crowded?.offset ?? bytes.count, terminate: crowded == nil, into: builder)
    if let error = builder.error { return .failure(error) }
    if let crowded {
      return .failure(
        .tooManyAttributes(
          crowded.count, limit: limits.maxAttributes, file: file,
          at: builder.position(at: crowded.offset)))
    }
    // libxml2 reports a document without a root; this is left for a failed allocation.
    guard parsed, let root = builder.root else { return .failure(.libxml2Failed(file: file)) }
    return .success(root)
  }

  private static func encodingError(
    _ problem: InputCheck.Problem, in bytes: UnsafeBufferPointer<UInt8>,
    builder: inout TreeBuilder
  ) -> XMLError {
    let file = builder.file
    switch problem {
    case .invalidUTF8(let byte, let offset):
      // A UTF-16 byte-order mark: FF FE or FE FF.
      let isMark = offset == 0 && bytes.count >= 2 && bytes[0] ^ bytes[1] == 0x01 && byte >= 0xFE
      return .invalidUTF8(
        byte, looksLikeUTF16: isMark, file: file, at: builder.position(at: offset))
    case .nulByte(let offset):
      // UTF-16 without a byte-order mark: `<` is 3C 00 or 00 3C.
      let looksLikeUTF16 = offset < 2 && bytes.count >= 2 && (bytes[0] == 0) != (bytes[1] == 0)
      return .nulByte(looksLikeUTF16: looksLikeUTF16, file: file, at: builder.position(at: offset))
    case .forbiddenCharacter(let value, let offset):
      return .forbiddenCharacter(value, file: file, at: builder.position(at: offset))
    }
  }
}
