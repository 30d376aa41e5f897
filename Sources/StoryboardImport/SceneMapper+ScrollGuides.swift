import StoryboardXML

/// A scroll view's content and frame layout guides (`contentLayoutGuide`,
/// `frameLayoutGuide`, iOS 11), which Interface Builder ties a scroll view's content to.
///
/// The format has no guides for them, but it reads a constraint between a scroll view and a
/// view inside it as Auto Layout always has: its edges are the content's edges, its width,
/// height and centre the frame's. So an edge of the content guide facing a view inside the
/// scroll view is the scroll view's edge, and the frame guide's width, height or centre facing
/// a view inside it, or any attribute of it facing a view outside, is the scroll view's. The
/// others (the content guide's width, the frame guide's edges from inside) are left out, as
/// before, each with its reason.
extension SceneMapper {
  /// Notes the content and frame guides of a scroll view element.
  func noteScrollGuides(of element: IBElement) {
    guard element.name == "scrollView" else { return }
    for guide in element.children where guide.name == "viewLayoutGuide" {
      switch guide["key"] {
      case "contentLayoutGuide": scrollGuides[guide.ibID] = (element.ibID, true)
      case "frameLayoutGuide": scrollGuides[guide.ibID] = (element.ibID, false)
      default: break
      }
    }
  }

  /// The IB id of the scroll view whose guide `item` is, when a constraint on `attribute` of
  /// the guide facing `other` reads the same written against the scroll view; else nil.
  func scrollView(standingFor item: String, _ attribute: String, facing other: String?)
    -> String?
  {
    guard let (scrollView, content) = scrollGuides[item] else { return nil }
    let inside = other.map { isInside($0, scrollView) } ?? false
    let edge = ["leading", "trailing", "left", "right", "top", "bottom"].contains(attribute)
    if content { return inside && edge ? scrollView : nil }
    return !inside || !edge ? scrollView : nil
  }

  /// Whether the view `id` is inside `ancestor` (by the views' parents).
  private func isInside(_ id: String, _ ancestor: String) -> Bool {
    var current = parents[id]
    var steps = 0
    while let parent = current, steps < 10_000 {
      if parent == ancestor { return true }
      current = parents[parent]
      steps += 1
    }
    return false
  }
}
