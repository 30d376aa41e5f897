extension Simulator {
  /// A copy of this simulator in the same state, that events then change independently:
  /// the controllers are copied (the storyboard and the device are shared), and so are the
  /// app state, the first responder and the budgets spent so far (controllers made,
  /// transcript bytes), so that the copy goes on exactly as this simulator would. Its event
  /// history starts empty. Exploring every state forks a state once per input instead of
  /// replaying its path from launch (docs/Explore.md).
  public func fork() -> Simulator {
    let copy = Simulator(
      storyboard: storyboard, device: device, limits: limits, state: state,
      stateIndex: stateIndex, templates: templates, written: writtenStoryboard)
    copy.created = created
    copy.seguesInCode = seguesInCode
    copy.layout = layout
    copy.recordsDisplayedScenes = recordsDisplayedScenes
    copy.transcriptBytes = transcriptBytes
    var copies: [ObjectIdentifier: Controller] = [:]
    func clone(_ original: Controller) -> Controller {
      let controller = Controller(copying: original)
      copies[ObjectIdentifier(original)] = controller
      controller.children = original.children.map { child in
        let cloned = clone(child)
        cloned.parent = controller
        return cloned
      }
      controller.embedded = original.embedded.map { embedded in
        let cloned = clone(embedded.child)
        cloned.parent = controller
        return Controller.Embedded(container: embedded.container, child: cloned)
      }
      if let presented = original.presented {
        let cloned = clone(presented)
        cloned.presenter = controller
        controller.presented = cloned
      }
      return controller
    }
    copy.root = root.map(clone)
    // The unowned links (a presentation's source, an alert's owner) may point anywhere in
    // the tree, so they are mapped once every controller has its copy.
    for controller in copies.values {
      if let source = controller.presentation?.source, let mapped = copies[ObjectIdentifier(source)]
      {
        controller.presentation?.source = mapped
      }
      if let owner = controller.alert?.owner, let mapped = copies[ObjectIdentifier(owner)] {
        controller.alert?.owner = mapped
      }
    }
    if let responder = firstResponder, let mapped = copies[ObjectIdentifier(responder.controller)] {
      copy.firstResponder = (mapped, responder.view)
    }
    return copy
  }
}
