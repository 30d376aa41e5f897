import SceneLayout
import SceneModel
import SceneRuntime

extension ScreenBuilder {
  /// How many levels of embedded children are drawn: a child in a container view is level 1,
  /// a child in one of its container views level 2, and so on. Deeper containers show empty.
  static let embedDepthLimit = 8
  /// How many embedded children one picture draws at most; later containers show empty.
  /// Scenes that each embed the next in several containers would otherwise ask for
  /// exponentially many (8 scenes of 8 containers: over two million).
  static let embeddedScreenLimit = 1000

  /// What is left of a picture's `embeddedScreenLimit`, shared by all its embedded children.
  final class EmbedBudget {
    private var remaining = ScreenBuilder.embeddedScreenLimit

    /// Takes one embedded child from the budget; false when it is spent.
    func take() -> Bool {
      guard remaining > 0 else { return false }
      remaining -= 1
      return true
    }
  }

  /// Where the views being collected sit among embedded children: the device they are laid
  /// out on, the scenes already shown on the way down (an embed cycle stops at the first
  /// repeat), how deep they are, the prefix their drawn ids get, and the picture's budget.
  struct EmbedContext {
    var device: Device
    var chain: [String]
    var depth = 0
    var prefix = ""
    var budget = EmbedBudget()

    /// The context of a child embedded in `container`, or nil when it would be past the
    /// depth limit, `scene` is already on the way down, or the picture's budget is spent.
    func entering(_ scene: String, container: String) -> EmbedContext? {
      guard depth < ScreenBuilder.embedDepthLimit, !chain.contains(scene), budget.take() else {
        return nil
      }
      return EmbedContext(
        device: device, chain: chain + [scene], depth: depth + 1,
        prefix: prefix + container + ".", budget: budget)
    }
  }

  /// The child scene a container view of `scene` embeds, laid out with its root view in the
  /// container's frame; nil when the container embeds nothing, has no area, or the child is
  /// too deep or already on the way down (a cycle).
  static func embedded(
    in container: String, frame: Rect, of scene: Scene, storyboard: Storyboard,
    context: EmbedContext
  ) -> EmbeddedScreen? {
    guard frame.width > 0, frame.height > 0,
      let segue = scene.segues.first(where: {
        $0.kind.value == .embed && $0.from?.value == container
      }),
      let target = segue.to.first.flatMap({ storyboard.scene($0.value) }),
      var inner = context.entering(target.id.value, container: container)
    else { return nil }
    var leaf = target
    while leaf.kind.value.isContainer, let child = firstChild(of: leaf, in: storyboard),
      !inner.chain.contains(child.id.value)
    {
      inner.chain.append(child.id.value)
      leaf = child
    }
    let layout = SceneLayoutEngine.layout(
      leaf, in: storyboard, device: context.device, container: ContainerContext(frame: frame))
    return EmbeddedScreen(
      container: context.prefix + container, scene: leaf.id.value, frame: frame,
      views: elements(
        of: leaf, frames: layout.framesByID, storyboard: storyboard, context: inner))
  }

  /// The views of a running controller's scene with their current values, hidden views (and
  /// what they hold) and free views left out, each container view with the child the controller embeds in
  /// it; the title view apart, as the navigation bar shows it.
  static func elements(
    of controller: Controller, frames: [String: Rect], storyboard: Storyboard,
    context: EmbedContext
  ) -> (views: [ScreenElement], titleView: ScreenElement?) {
    let titleView = controller.scene.navigationItem?.titleView?.value
    var hidden: [String] = []
    var views: [ScreenElement] = []
    var title: ScreenElement?
    for state in controller.views where state.freeView == nil {
      let isHidden = state.value("hidden") == .bool(true)
      if isHidden || state.superview.map(hidden.contains) == true {
        hidden.append(state.id)
        continue
      }
      guard let spec = controller.scene.view(state.id) else { continue }
      let frame = frames[state.id] ?? Rect(x: 0, y: 0, width: 0, height: 0)
      var element = element(
        spec, frame: frame, storyboard: storyboard, properties: state.properties)
      if state.id == titleView {
        title = element
        continue
      }
      if let child = controller.embedded.first(where: { $0.container == state.id })?.child {
        element.embedded = embedded(
          child, in: state.id, frame: frame, storyboard: storyboard, context: context)
      }
      element.id = context.prefix + element.id
      views.append(element)
    }
    return (views, title)
  }

  /// A running child controller in a container view (the scene it shows, when it is a
  /// container), laid out with its root view in the container's frame.
  static func embedded(
    _ child: Controller, in container: String, frame: Rect, storyboard: Storyboard,
    context: EmbedContext
  ) -> EmbeddedScreen? {
    let leaf = path(from: child, device: context.device).last ?? child
    guard frame.width > 0, frame.height > 0,
      let inner = context.entering(leaf.sceneID, container: container)
    else { return nil }
    let layout = SceneLayoutEngine.layout(
      leaf.scene, in: storyboard, device: context.device,
      container: ContainerContext(frame: frame))
    return EmbeddedScreen(
      container: context.prefix + container, scene: leaf.sceneID, frame: frame,
      views: elements(
        of: leaf, frames: layout.framesByID, storyboard: storyboard, context: inner
      ).views)
  }
}
