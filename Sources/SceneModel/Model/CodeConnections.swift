/// What an Interface Builder file tells about the app's code that the scene format cannot
/// hold: every action selector and outlet property it connects (those to gesture recognizers,
/// constraints and cells' built-in views included), its collection view cells' reuse
/// identifiers, and the XIBs it was read from. The import makes it beside the model
/// (`StoryboardLoader.Result.connections`), the linker joins those of the files a storyboard's
/// references read, and the source checks read it (docs/Sources.md). Empty for a scene file.
///
///     let loaded = XIBImport.load(bytes, file: "Cell.xib").result
///     loaded.connections.nibs.first?.name         // "Cell"
///     loaded.connections.outlets.contains("title")  // File's Owner's outlet
public struct CodeConnections: Sendable, Equatable {
  /// The action selectors the file connects, carried or not: code with one of these methods
  /// is connected, whatever the scenes carry.
  public var selectors: Set<String> = []
  /// The outlet properties the file connects, carried or not.
  public var outlets: Set<String> = []
  /// The reuse identifiers of each scene's collection view cells, by scene id, which code
  /// dequeues their cells by. Nil for a scene file, whose collection views' `items:` say which
  /// collection view cells there are.
  public var collectionCellIdentifiers: [String: [String]]?
  /// The XIBs read (`NibFacts`): one for a XIB, every one of an app's joined storyboards;
  /// empty for a storyboard or scene file.
  public var nibs: [NibFacts] = []

  public init() {}

  /// Adds `other`'s selectors and outlets; with `nibs`, its XIBs too. Not its cell
  /// identifiers, which go with the scenes taken (`takeCells(of:from:as:)`).
  public mutating func join(_ other: CodeConnections, nibs withNibs: Bool) {
    selectors.formUnion(other.selectors)
    outlets.formUnion(other.outlets)
    if withNibs { nibs += other.nibs }
  }

  /// Adds the collection cell identifiers `other` has for its scene `scene`, under `name`
  /// (the id the scene has where it is taken to).
  public mutating func takeCells(of scene: String, from other: CodeConnections, as name: String) {
    guard let cells = other.collectionCellIdentifiers?[scene] else { return }
    collectionCellIdentifiers = collectionCellIdentifiers ?? [:]
    collectionCellIdentifiers?[name, default: []] += cells
  }
}
