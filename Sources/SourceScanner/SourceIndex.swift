import TextPosition

/// Many files' facts merged into one index by class, with superclass chains.
///
/// Classes are keyed by the name Interface Builder writes as `customClass`
/// (`ClassFact.runtimeName`): the `@objc(Name)` name if there is one, otherwise the last
/// component of the Swift name, so `class A { class B: UIView {} }` is `B`. Extensions,
/// categories, `@implementation`s and superclass names find their class through the Swift
/// name (`extension A.B`, `extension MealViewController` for an
/// `@objc(MVC) class MealViewController`), falling back to its last component. Two classes
/// with the same last component (`A.Cell`, `B.Cell`) share one entry.
///
/// Every list is in a stable order: the order of the files given, then of each file.
///
///     let index = SourceIndex([baseFacts, childFacts])
///     index.outlets(of: "ChildViewController", includingSuperclasses: true)
public struct SourceIndex: Sendable {
  /// The facts, in the order given.
  public let files: [SourceFacts]
  /// Every class key, sorted.
  public let classNames: [String]
  /// Every identifier use, in file order.
  public let identifierUses: [IdentifierUse]
  /// The key of each use's enclosing class (`key(for:)`), in the order of `identifierUses`;
  /// nil for a use outside any class.
  public let identifierUseKeys: [String?]

  private let declarations: [String: [ClassFact]]
  private let aliases: [String: String]
  private let usesByClass: [String: [IdentifierUse]]
  /// Each class's outlets and actions with its superclasses', worked out once (at the end
  /// of `init`, which needs the rest to follow the chains).
  private var members: [String: Members] = [:]

  /// A class's outlets and actions, then its superclasses', each name or selector once.
  private struct Members: Sendable {
    var outlets: [OutletFact] = []
    var actions: [ActionFact] = []
    /// Each outlet's place in `outlets`, by name.
    var outletsByName: [String: Int] = [:]
    var selectors: Set<String> = []
  }

  private static func memberPastLimit(_ files: [SourceFacts]) -> (
    file: String, position: TextPosition
  )? {
    var count = 0
    for facts in files {
      for fact in facts.classes {
        let members = fact.outlets.count + fact.actions.count
        guard count + members > memberLimit else {
          count += members
          continue
        }
        let index = memberLimit - count
        let position =
          index < fact.outlets.count
          ? fact.outlets[index].position : fact.actions[index - fact.outlets.count].position
        return (facts.file, position)
      }
    }
    return nil
  }

  private static func withoutMembers(_ files: [SourceFacts]) -> [SourceFacts] {
    files.map { facts in
      var facts = facts
      for index in facts.classes.indices {
        facts.classes[index].outlets = []
        facts.classes[index].actions = []
      }
      return facts
    }
  }

  /// The longest superclass chain followed; a longer one (or a cycle) is cut.
  public static let maxChainLength = 64

  /// The most `@IBOutlet` and `@IBAction` members indexed (`memberPastLimit`). Apps have
  /// hundreds; a folder of a million is not an app's code (1,000,000 cost 3 s and 600 MB to
  /// index and as many warnings to check).
  public static let memberLimit = 10_000

  /// Where the first member past `memberLimit` is declared, in the files' order (each
  /// class's outlets, then its actions); nil within the limit. Past it, no class has members
  /// in the index, and the checks against code report only this (`sources-limit`).
  public let memberPastLimit: (file: String, position: TextPosition)?

  /// Merges the facts of many files; give them in a stable order (sorted by path).
  ///
  /// - Complexity: O(n) in the number of facts.
  public init(_ files: [SourceFacts]) {
    let pastLimit = Self.memberPastLimit(files)
    memberPastLimit = pastLimit
    let files = pastLimit == nil ? files : Self.withoutMembers(files)
    self.files = files
    var aliases: [String: String] = [:]
    for facts in files {
      for fact in facts.classes where fact.kind == .swiftClass && fact.objcName != nil {
        aliases[fact.name] = fact.runtimeName
        aliases[Self.lastComponent(of: fact.name)] = fact.runtimeName
      }
    }
    var declarations: [String: [ClassFact]] = [:]
    var names: [String] = []
    var uses: [IdentifierUse] = []
    for facts in files {
      for fact in facts.classes {
        let key =
          fact.kind == .swiftClass
          ? fact.runtimeName : Self.key(for: fact.name, aliases: aliases)
        if declarations[key] == nil { names.append(key) }
        declarations[key, default: []].append(fact)
      }
      uses.append(contentsOf: facts.identifierUses)
    }
    var usesByClass: [String: [IdentifierUse]] = [:]
    var useKeys: [String?] = []
    useKeys.reserveCapacity(uses.count)
    for use in uses {
      guard let enclosing = use.enclosingClass else {
        useKeys.append(nil)
        continue
      }
      let key = Self.key(for: enclosing, aliases: aliases)
      useKeys.append(key)
      usesByClass[key, default: []].append(use)
    }
    self.usesByClass = usesByClass
    self.identifierUseKeys = useKeys
    self.aliases = aliases
    self.declarations = declarations
    self.classNames = names.sorted()
    self.identifierUses = uses
    self.members = Dictionary(
      uniqueKeysWithValues: names.map { ($0, collectMembers(of: [$0] + superclasses(of: $0))) })
  }

  /// The outlets and actions of the declarations of these classes, the first class's first.
  private func collectMembers(of classNames: [String]) -> Members {
    var members = Members()
    for name in classNames {
      for fact in declarations(of: name) {
        for outlet in fact.outlets where members.outletsByName[outlet.name] == nil {
          members.outletsByName[outlet.name] = members.outlets.count
          members.outlets.append(outlet)
        }
        for action in fact.actions where members.selectors.insert(action.selector).inserted {
          members.actions.append(action)
        }
      }
    }
    return members
  }

  /// `B` for `A.B`.
  public static func lastComponent(of name: String) -> String {
    // On UTF-8 bytes: a Character-level search (or a generic one over the UTF-8 view) is
    // many times slower.
    var name = name
    let dot = name.withUTF8 { bytes in bytes.lastIndex(of: UInt8(ascii: ".")) }
    guard let dot else { return name }
    return String(name[name.utf8.index(name.utf8.startIndex, offsetBy: dot + 1)...])
  }

  private static func key(for name: String, aliases: [String: String]) -> String {
    aliases[name] ?? aliases[lastComponent(of: name)] ?? lastComponent(of: name)
  }

  /// The key a name as written in code (a superclass, an extension, a use's enclosing
  /// class) stands for.
  public func key(for name: String) -> String { Self.key(for: name, aliases: aliases) }

  /// Whether any declaration in the sources has this key.
  public func contains(_ className: String) -> Bool { declarations[className] != nil }

  /// Every declaration of a class (its class, extensions, interface, categories,
  /// implementation), in file order.
  public func declarations(of className: String) -> [ClassFact] {
    declarations[className] ?? []
  }

  /// The key of a class's superclass: from the first declaration that names one; nil if
  /// none does.
  public func superclass(of className: String) -> String? {
    for fact in declarations(of: className) {
      if let superclass = fact.superclass { return key(for: superclass) }
    }
    return nil
  }

  /// A class's superclasses, nearest first, up to the first one not in the sources
  /// (included: `UIViewController`), a cycle, or `maxChainLength`.
  public func superclasses(of className: String) -> [String] {
    var chain: [String] = []
    var seen: Set<String> = [className]
    var current = className
    while chain.count < Self.maxChainLength, let next = superclass(of: current),
      seen.insert(next).inserted
    {
      chain.append(next)
      current = next
    }
    return chain
  }

  /// The outlets of a class, in file order, then those of its superclasses; a name
  /// declared twice (an Objective-C property and its instance variable, or an override)
  /// is listed once, at its nearest declaration.
  ///
  /// - Complexity: O(1) with the superclasses (worked out when the index is made).
  public func outlets(of className: String, includingSuperclasses: Bool = true)
    -> [OutletFact]
  {
    guard !includingSuperclasses else { return members[className]?.outlets ?? [] }
    return collectMembers(of: [className]).outlets
  }

  /// The outlet of a class (or its nearest superclass) with this name, as `outlets(of:)`
  /// lists it.
  public func outlet(named name: String, of className: String) -> OutletFact? {
    guard let members = members[className], let place = members.outletsByName[name] else {
      return nil
    }
    return members.outlets[place]
  }

  /// The actions of a class and then of its superclasses, each selector once, at its
  /// nearest declaration (an Objective-C header's before its implementation's, when the
  /// header comes first).
  ///
  /// - Complexity: O(1) with the superclasses (worked out when the index is made).
  public func actions(of className: String, includingSuperclasses: Bool = true)
    -> [ActionFact]
  {
    guard !includingSuperclasses else { return members[className]?.actions ?? [] }
    return collectMembers(of: [className]).actions
  }

  /// Whether a class or one of its superclasses has an action with this selector.
  public func hasAction(_ selector: String, of className: String) -> Bool {
    members[className]?.selectors.contains(selector) ?? false
  }

  /// The identifier uses inside a class's declarations (not its superclasses').
  public func identifierUses(in className: String) -> [IdentifierUse] {
    usesByClass[className] ?? []
  }
}
