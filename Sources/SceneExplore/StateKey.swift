import SceneRuntime
import SceneSyntax

/// A simulator state, encoded canonically: the controller tree (stacks, presentations, the
/// selected tab or page, alerts, embedded children), each controller's title, properties and
/// view values, and the app state. Two states are the same when their keys are equal.
struct StateKey: Hashable {
  /// One controller and what hangs from it.
  struct Node: Hashable {
    var scene: String
    var selected: Int
    var title: String?
    var properties: [Value.Field]
    var views: [[Value.Field]]
    var alert: String?
    var children: [Node]
    var embedded: [Node]
    var presented: [Node]
  }

  var app: [Value.Field]
  var root: Node?

  init(_ simulator: Simulator) {
    app = simulator.state
    root = simulator.root.map(Self.node)
  }

  /// The screen alone: the controller tree with no values (no app state, properties, view
  /// values or titles). A dead end is a state from which no screen like the launch screen
  /// can be reached again, whatever the data then holds.
  var screen: StateKey {
    func strip(_ node: Node) -> Node {
      Node(
        scene: node.scene, selected: node.selected, title: nil, properties: [], views: [],
        alert: node.alert, children: node.children.map(strip),
        embedded: node.embedded.map(strip), presented: node.presented.map(strip))
    }
    var key = self
    key.app = []
    key.root = root.map(strip)
    return key
  }

  /// A controller's node; the tree's depth is bounded by the simulator's limits on
  /// presentations, pushes and controllers (`SimulationLimits`).
  private static func node(_ controller: Controller) -> Node {
    Node(
      scene: controller.sceneID, selected: controller.selectedIndex,
      title: controller.titleWasSet ? controller.title : nil,
      properties: controller.properties,
      views: controller.views.map {
        [Value.Field(name: "id", value: .string($0.id))] + $0.properties
      },
      alert: controller.alert?.spec.id.value,
      children: controller.children.map(node),
      embedded: controller.embedded.map { node($0.child) },
      presented: controller.presented.map { [node($0)] } ?? [])
  }
}
