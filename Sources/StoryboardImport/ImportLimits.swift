import Diagnostics
import StoryboardXML
import TextPosition

/// The bounds the import enforces on a parsed storyboard before it maps anything, so that a
/// storyboard far larger than any app's stops at once with a located error
/// (`storyboard-limit`) instead of costing seconds and gigabytes in the import, the checks
/// and the layout (docs/Hardening.md, "Storyboards past the import's limits").
///
/// The defaults are far above real storyboards: the largest in the corpus has 45 scenes and
/// under 200 views. The XML reader's own limits (`XMLLimits`) bound the document first.
///
///     let refusal = ImportLimits(maxScenes: 2).refusal(for: document)
///     print(refusal?.message ?? "within the limits")
///     // Prints "the storyboard has more than 2 scenes, the import's limit; …"
public struct ImportLimits: Sendable {
  /// The most `<scene>` elements. Default 1,000.
  public var maxScenes: Int
  /// The most views and objects: elements of a `<subviews>` or `<objects>` list, whatever
  /// their name (custom objects and gesture recognizers are a scene's objects; its
  /// controller and placeholders, which have a `sceneMemberID`, count as the scene).
  /// Default 10,000.
  public var maxViews: Int
  /// The most connections (elements of `<connections>` lists: outlets, actions, segues).
  /// Default 10,000.
  public var maxConnections: Int
  /// The most constraints (elements of `<constraints>` lists). Default 10,000.
  public var maxConstraints: Int

  /// Creates limits; each argument defaults to the value of ``default``.
  public init(
    maxScenes: Int = 1_000, maxViews: Int = 10_000, maxConnections: Int = 10_000,
    maxConstraints: Int = 10_000
  ) {
    self.maxScenes = maxScenes
    self.maxViews = maxViews
    self.maxConnections = maxConnections
    self.maxConstraints = maxConstraints
  }

  /// 1,000 scenes; 10,000 views and objects, connections, constraints.
  public static let `default` = ImportLimits()

  /// The refusal at the first element, in document order, past a limit; nil when the
  /// storyboard is within them.
  ///
  /// - Complexity: O(n) in the elements, and it stops at the element that crosses a limit.
  func refusal(for document: IBElement) -> StoryboardImport.Refusal? {
    var counts = Counts()
    return firstRefusal(in: [document], at: 0, counts: &counts)
  }

  /// How many scenes, and how many elements of each list (`list(_:)`), came so far.
  private struct Counts {
    var scenes = 0
    var lists = [0, 0, 0]
  }

  /// What the elements of a list `parent` count as, with its limit and its counter's place:
  /// compares of names, lengths first, not a dictionary, since this runs for every element of
  /// the file.
  private func list(_ parent: IBElement) -> (what: String, limit: Int, counter: Int)? {
    if parent.isNamed("subviews") || parent.isNamed("objects") {
      return ("views and objects", maxViews, 0)
    }
    if parent.isNamed("connections") { return ("connections", maxConnections, 1) }
    if parent.isNamed("constraints") { return ("constraints", maxConstraints, 2) }
    return nil
  }

  /// The refusal for the first element, in document order, past a limit, from the element
  /// at `index` of `siblings` on. Each element's name says once what its children count as,
  /// rather than each child asking its parent's. An element is named by its list and index,
  /// not passed, so that none is copied. Recursive: the XML reader bounds the depth
  /// (`XMLLimits.maxDepth`, 256 levels).
  private func firstRefusal(in siblings: [IBElement], at element: Int, counts: inout Counts)
    -> StoryboardImport.Refusal?
  {
    let holdsScenes = siblings[element].isNamed("scenes")
    let list = holdsScenes ? nil : list(siblings[element])
    let children = siblings[element].children
    for index in children.indices {
      if holdsScenes && children[index].isNamed("scene") {
        counts.scenes += 1
        if counts.scenes > maxScenes {
          return refusal(
            "the storyboard has more than \(maxScenes) scenes, the import's limit; split it "
              + "into storyboards joined by storyboard references",
            at: children[index].position)
        }
      } else if let list, children[index]["sceneMemberID"] == nil {
        counts.lists[list.counter] += 1
        if counts.lists[list.counter] > list.limit {
          return refusal(
            "the storyboard has more than \(list.limit) \(list.what), the import's limit; "
              + "move scenes into storyboards joined by storyboard references",
            at: children[index].position)
        }
      }
      if let refusal = firstRefusal(in: children, at: index, counts: &counts) {
        return refusal
      }
    }
    return nil
  }

  private func refusal(_ message: String, at position: TextPosition) -> StoryboardImport.Refusal {
    StoryboardImport.Refusal(code: Self.code, message: message, position: position)
  }

  /// The code of every refusal of the import's limits, and of a scene file too deep to load.
  public static let code = DiagnosticCode.storyboardLimit
}
