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

  private let declarations: [String: [ClassFact]]
  private let aliases: [String: String]
  private let usesByClass: [String: [IdentifierUse]]

  /// The longest superclass chain followed; a longer one (or a cycle) is cut.
  public static let maxChainLength = 64

  /// Merges the facts of many files; give them in a stable order (sorted by path).
  ///
  /// - Complexity: O(n) in the number of facts.
  public init(_ files: [SourceFacts]) {
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
    for use in uses {
      guard let enclosing = use.enclosingClass else { continue }
      usesByClass[Self.key(for: enclosing, aliases: aliases), default: []].append(use)
    }
    self.usesByClass = usesByClass
    self.aliases = aliases
    self.declarations = declarations
    self.classNames = names.sorted()
    self.identifierUses = uses
  }

  /// `B` for `A.B`.
  public static func lastComponent(of name: String) -> String {
    // On UTF-8 bytes: a Character-level search is many times slower.
    guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")) else { return name }
    return String(name[name.utf8.index(after: dot)...])
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
  public func outlets(of className: String, includingSuperclasses: Bool = true)
    -> [OutletFact]
  {
    var seen: Set<String> = []
    var outlets: [OutletFact] = []
    for name in chain(className, includingSuperclasses) {
      for fact in declarations(of: name) {
        for outlet in fact.outlets where seen.insert(outlet.name).inserted {
          outlets.append(outlet)
        }
      }
    }
    return outlets
  }

  /// The actions of a class and then of its superclasses, each selector once, at its
  /// nearest declaration (an Objective-C header's before its implementation's, when the
  /// header comes first).
  public func actions(of className: String, includingSuperclasses: Bool = true)
    -> [ActionFact]
  {
    var seen: Set<String> = []
    var actions: [ActionFact] = []
    for name in chain(className, includingSuperclasses) {
      for fact in declarations(of: name) {
        for action in fact.actions where seen.insert(action.selector).inserted {
          actions.append(action)
        }
      }
    }
    return actions
  }

  /// The identifier uses inside a class's declarations (not its superclasses').
  public func identifierUses(in className: String) -> [IdentifierUse] {
    usesByClass[className] ?? []
  }

  private func chain(_ className: String, _ includingSuperclasses: Bool) -> [String] {
    includingSuperclasses ? [className] + superclasses(of: className) : [className]
  }
}
