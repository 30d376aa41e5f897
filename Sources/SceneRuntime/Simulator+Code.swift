import SceneModel

extension Simulator {
  /// Applies what code does: a new root for an entry; else, from the top-most uncovered
  /// controller of the scene, the segue it performs or the scene it shows.
  func run(_ code: CodeEvent) throws(SimulationError) {
    switch code {
    case .entry(let identifier):
      let scene = try scene(identifiedBy: identifier)
      log(.segue, "\(code): '\(scene)' becomes the window's root")
      let controller = try instantiate(scene, depth: 0)
      try transition(.launch, primary: controller) { () throws(SimulationError) in
        root = controller
      }
    case .performSegue(let sceneID, let identifier):
      let source = try controller(showing: sceneID, for: code)
      guard let segue = source.scene.segues.first(where: { $0.id?.value == identifier }) else {
        throw SimulationError("\(code): '\(sceneID)' has no segue with identifier '\(identifier)'")
      }
      try perform(segue, from: source, sender: nil, row: nil)
    case .show(let sceneID, let identifier):
      let source = try controller(showing: sceneID, for: code)
      let target = try scene(identifiedBy: identifier)
      let navigation = source.kind == .navigationController ? source : source.navigationController
      let destination = try instantiate(target, depth: 0)
      if let navigation, destination.kind != .navigationController {
        log(.segue, "\(code): \(source.name) → \(target), pushed onto '\(navigation.name)'")
        try push(destination, onto: navigation)
        return
      }
      let (style, cause) = PresentationStyle.adapted(
        .automatic, popover: false, on: device, ios: iosVersion)
      log(
        .segue,
        "\(code): \(source.name) → \(target), "
          + Self.describe(style, requested: "automatic", cause: cause, transition: nil))
      try present(
        destination, from: source,
        how: Presentation(
          requested: "automatic", style: style, transition: .coverVertical, anchor: nil,
          source: source, cause: cause))
    }
  }

  /// The scene code instantiates by a storyboard identifier: the first in file order.
  private func scene(identifiedBy identifier: String) throws(SimulationError) -> String {
    guard
      let scene = storyboard.scenes.first(where: { $0.storyboardIdentifier?.value == identifier })
    else {
      throw SimulationError("no scene has the storyboard identifier '\(identifier)'")
    }
    return scene.id.value
  }

  /// The top-most controller of a scene on screen that nothing presented covers.
  private func controller(showing scene: String, for code: CodeEvent) throws(SimulationError)
    -> Controller
  {
    let shown = displayOrder().last {
      $0.sceneID == scene && $0.alert == nil && coveringPresentation(of: $0) == nil
    }
    guard let shown else {
      throw SimulationError("\(code): '\(scene)' is not on screen")
    }
    return shown
  }
}
