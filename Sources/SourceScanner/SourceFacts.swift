import TextPosition

/// The language of a source file, which the scanner reads with its own rules.
public enum SourceLanguage: String, Hashable, Sendable {
  case swift
  /// Objective-C headers and implementations (`.h`, `.m`, `.mm`).
  case objectiveC

  /// The language of a file by its extension: `.swift`, or `.h`, `.m`, `.mm`; nil for any
  /// other file.
  public init?(path: String) {
    var bytes = path
    let isASCII = bytes.withUTF8 { $0.allSatisfy { $0 < 0x80 } }
    guard let language = isASCII ? Self.language(ofASCII: path) : Self.language(of: path) else {
      return nil
    }
    self = language
  }

  private static func language(of path: String) -> SourceLanguage? {
    guard let dot = path.lastIndex(of: "."),
      !path[dot...].contains("/")
    else { return nil }
    switch path[path.index(after: dot)...] {
    case "swift": return .swift
    case "h", "m", "mm": return .objectiveC
    default: return nil
    }
  }

  /// `language(of:)` on the bytes of an ASCII path, where each byte is a character: the
  /// same answer, many times faster (a folder walk asks it of every file).
  private static func language(ofASCII path: String) -> SourceLanguage? {
    var path = path
    return path.withUTF8 { bytes in
      guard let dot = bytes.lastIndex(of: UInt8(ascii: ".")),
        !bytes[dot...].contains(UInt8(ascii: "/"))
      else { return nil }
      let suffix = UnsafeBufferPointer(rebasing: bytes[(dot + 1)...])
      if suffix.elementsEqual("swift".utf8) { return .swift }
      for objc in ["h", "m", "mm"] where suffix.elementsEqual(objc.utf8) { return .objectiveC }
      return nil
    }
  }
}

/// What one source file declares and uses that a storyboard can depend on.
///
/// The lists are in the order of the file.
public struct SourceFacts: Hashable, Sendable {
  public var file: String
  public var language: SourceLanguage
  /// Classes, extensions, Objective-C interfaces, categories and implementations.
  public var classes: [ClassFact]
  /// Storyboard identifiers the code names in string literals.
  public var identifierUses: [IdentifierUse]

  public init(
    file: String, language: SourceLanguage, classes: [ClassFact] = [],
    identifierUses: [IdentifierUse] = []
  ) {
    self.file = file
    self.language = language
    self.classes = classes
    self.identifierUses = identifierUses
  }
}

/// One declaration of a class: a Swift class or extension, or an Objective-C
/// `@interface`, category, class extension or `@implementation`, with the outlets and
/// actions declared in it.
public struct ClassFact: Hashable, Sendable {
  /// Which kind of declaration this is.
  public enum Kind: Hashable, Sendable {
    case swiftClass
    case swiftExtension
    case objcInterface
    /// `@interface X (Name)` or `@implementation X (Name)`; the name is empty for a class
    /// extension `@interface X ()`.
    case objcCategory(String)
    case objcImplementation
  }

  /// The name as declared: for Swift the qualified name (`A.B` for a class `B` declared in
  /// `A`, the extended type's name as written for an extension), for Objective-C the class.
  public var name: String
  /// The name given by `@objc(Name)`, if any.
  public var objcName: String?
  public var kind: Kind
  /// The superclass as written, without generic arguments. For Swift this is the first
  /// entry of the inheritance clause, which is the superclass if the class has one but may
  /// be a protocol (the scanner cannot tell); nil for extensions and categories.
  public var superclass: String?
  /// The inheritance clause as written (Swift), or the adopted protocols (Objective-C).
  public var inheritance: [String]
  public var file: String
  /// Where the class's name is.
  public var position: TextPosition
  public var outlets: [OutletFact]
  public var actions: [ActionFact]

  public init(
    name: String, objcName: String? = nil, kind: Kind, superclass: String? = nil,
    inheritance: [String] = [], file: String, position: TextPosition,
    outlets: [OutletFact] = [], actions: [ActionFact] = []
  ) {
    self.name = name
    self.objcName = objcName
    self.kind = kind
    self.superclass = superclass
    self.inheritance = inheritance
    self.file = file
    self.position = position
    self.outlets = outlets
    self.actions = actions
  }

  /// Whether this declaration adds to a class declared elsewhere: a Swift extension, an
  /// Objective-C category or class extension, or an `@implementation`.
  public var isExtension: Bool {
    switch kind {
    case .swiftClass, .objcInterface: false
    case .swiftExtension, .objcCategory, .objcImplementation: true
    }
  }

  /// The name Interface Builder writes as `customClass`: the `@objc(Name)` name if there
  /// is one, otherwise the last component of `name` (`B` for `A.B`).
  public var runtimeName: String { objcName ?? SourceIndex.lastComponent(of: name) }
}

/// An `@IBOutlet` property (Swift) or `IBOutlet` property or instance variable
/// (Objective-C).
public struct OutletFact: Hashable, Sendable {
  public var name: String
  /// The type as written without `!`, `?` or Objective-C's `*`: `UILabel` for
  /// `UILabel!`, and for a collection its element type, `UIButton` for `[UIButton]` or
  /// `IBOutletCollection(UIButton)`.
  public var typeName: String
  /// An outlet collection: `[UIButton]`, `Array<UIButton>` or `IBOutletCollection(…)`.
  public var isCollection: Bool
  public var file: String
  /// Where the property's name is.
  public var position: TextPosition

  public init(
    name: String, typeName: String, isCollection: Bool = false, file: String,
    position: TextPosition
  ) {
    self.name = name
    self.typeName = typeName
    self.isCollection = isCollection
    self.file = file
    self.position = position
  }
}

/// An `@IBAction` or `@IBSegueAction` method, with the selector Interface Builder writes
/// for it (`done:` for `@IBAction func done(_ sender: Any)`).
public struct ActionFact: Hashable, Sendable {
  /// Whether a method is a target–action or unwind method, or a segue action (IB's
  /// `destinationCreationSelector`).
  public enum Kind: Hashable, Sendable {
    case action
    case segueAction
  }

  /// The method's base name (`done`).
  public var name: String
  /// The Objective-C selector (`done:`); see `SourceScanner.swiftSelector`.
  public var selector: String
  public var kind: Kind
  public var file: String
  /// Where the method's name is.
  public var position: TextPosition

  public init(
    name: String, selector: String, kind: Kind = .action, file: String,
    position: TextPosition
  ) {
    self.name = name
    self.selector = selector
    self.kind = kind
    self.file = file
    self.position = position
  }
}

/// A string literal the code passes where UIKit expects a storyboard identifier: a segue,
/// a storyboard ID or a cell's reuse identifier.
public struct IdentifierUse: Hashable, Sendable {
  /// How the code uses the identifier.
  public enum Kind: Hashable, Sendable {
    /// `performSegue(withIdentifier: "x", sender:)`, `performSegueWithIdentifier:@"x"`.
    case performSegue
    /// `segue.identifier == "x"`, `!=`, `"x" == segue.identifier`, `isEqualToString:`.
    case segueComparison
    /// `case "x"` in a `switch segue.identifier`.
    case segueSwitchCase
    /// `instantiateViewController(withIdentifier: "x")`.
    case instantiateViewController
    /// `dequeueReusableCell(withIdentifier: "x")` (table views).
    case dequeueTableCell
    /// `dequeueReusableCell(withReuseIdentifier: "x", for:)` (collection views).
    case dequeueCollectionCell
    /// `register(Cell.self, forCellReuseIdentifier: "x")`, `register(UINib(…),
    /// forCellReuseIdentifier: "x")`, `registerClass:… forCellReuseIdentifier:@"x"`: a table
    /// cell the code defines, not one it asks for.
    case registerTableCell
    /// `register(_:forCellWithReuseIdentifier: "x")` (collection views): defines a cell.
    case registerCollectionCell
    /// `UIStoryboard(name: "x", bundle:)`, `storyboardWithName:@"x"`: a storyboard's name.
    case storyboardName
    /// `UINib(nibName: "x", bundle:)`, `init(nibName: "x", bundle:)`,
    /// `loadNibNamed("x", owner:options:)`, `nibWithNibName:@"x"`, `initWithNibName:@"x"`,
    /// `loadNibNamed:@"x"`: a XIB's name.
    case nibName
  }

  /// What the identifier names in a storyboard.
  public enum Namespace: Hashable, Sendable {
    case segue
    case storyboardIdentifier
    case tableCell
    case collectionCell
    /// The name of a storyboard of the app's bundle.
    case storyboardName
    /// The name of a XIB of the app's bundle.
    case nibName
  }

  /// The identifier, with escapes resolved.
  public var value: String
  public var kind: Kind
  /// The innermost class, extension, `@interface` or `@implementation` the use is in, by
  /// the name it declares (`ClassFact.name`); nil outside any, or inside a struct or enum.
  public var enclosingClass: String?
  /// The selector of the `@IBAction` (or `IBAction`) method whose body the use is in, its
  /// closures included (not a function nested in it); nil elsewhere.
  public var enclosingAction: String?
  public var file: String
  /// Where the string literal is.
  public var position: TextPosition

  public init(
    value: String, kind: Kind, enclosingClass: String?, enclosingAction: String? = nil,
    file: String, position: TextPosition
  ) {
    self.value = value
    self.kind = kind
    self.enclosingClass = enclosingClass
    self.enclosingAction = enclosingAction
    self.file = file
    self.position = position
  }

  public var namespace: Namespace {
    switch kind {
    case .performSegue, .segueComparison, .segueSwitchCase: .segue
    case .instantiateViewController: .storyboardIdentifier
    case .dequeueTableCell, .registerTableCell: .tableCell
    case .dequeueCollectionCell, .registerCollectionCell: .collectionCell
    case .storyboardName: .storyboardName
    case .nibName: .nibName
    }
  }

  /// Whether the code defines the identifier here (a cell it registers) rather than asks
  /// for it.
  public var defines: Bool {
    kind == .registerTableCell || kind == .registerCollectionCell
  }
}
