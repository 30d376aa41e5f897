import Diagnostics
import FileSystem
import JSON
import SceneExplore
import SceneFrontend
import SceneModel
import SceneRuntime

/// `explore --against FLOW...`: the reachable scenes and segues that the flows miss, each
/// with the shortest path to it, so that a flow can be written for it.
enum ExploreAgainst {
  /// What the flows of this file exercised (each flow reading under `root`, from `--root`,
  /// else under the project or folder that holds it: `InputRoot`), each flow read added to
  /// `inputs`; the message of a problem that stops it (a flow that cannot be read, fails, or
  /// runs on another file).
  static func exercised(
    by arguments: [String], file: String, root: ReadRoot?, inputs: inout InputFiles,
    into output: inout CommandOutput
  ) -> Set<Exercised>? {
    let (flows, problems, notes) = InputPaths.expand(arguments, finding: .flows, root: root)
    output.stderr += notes.map { $0 + "\n" }.joined()
    for problem in problems {
      output.stderr += "scenectl: error: \(problem.reason)\n"
    }
    guard problems.isEmpty else {
      output.escalate(to: .usageOrInput)
      return nil
    }
    let target = FileSystem.resolved(file)
    var exercised: Set<Exercised> = []
    for input in flows {
      let flow = input.path
      inputs.add(flow)
      guard let bytes = StoryboardInput.bytes(of: flow, what: "a flow file", into: &output) else {
        return nil
      }
      let result = FlowRun.run(
        bytes, file: InputFile.displayName(flow), root: input.root, device: nil)
      if let message = result.failureMessage {
        output.stderr += "scenectl: error: the flow \(MessageText.escaped(flow)) fails: "
        output.stderr += "\(MessageText.escaped(message)); fix it before measuring what it misses\n"
        output.escalate(to: .problemsFound)
        return nil
      }
      guard let storyboard = result.storyboard, FileSystem.resolved(storyboard) == target else {
        output.stderr += "scenectl: error: the flow \(MessageText.escaped(flow)) runs on "
        output.stderr += "\(MessageText.escaped(result.storyboard ?? "no storyboard")), not on "
        output.stderr += "\(MessageText.escaped(file)); pass the flows of the file explored\n"
        output.escalate(to: .usageOrInput)
        return nil
      }
      exercised.formUnion(result.exercised)
    }
    return exercised
  }

  /// The scenes reached and segues performed that the flows did not exercise.
  static func missed(_ result: Exploration, _ storyboard: Storyboard, _ exercised: Set<Exercised>)
    -> (scenes: [Exploration.Reached], segues: [(segue: Segue, path: [Event])])
  {
    let scenes = result.scenes.filter { !exercised.contains(.scene($0.scene)) }
    let segues = result.segues.compactMap { performed -> (segue: Segue, path: [Event])? in
      guard !exercised.contains(.segue(scene: performed.scene, index: performed.index)),
        let scene = storyboard.scene(performed.scene),
        scene.segues.indices.contains(performed.index)
      else { return nil }
      return (scene.segues[performed.index], performed.path)
    }
    return (scenes, segues)
  }

  static func text(_ result: Exploration, _ storyboard: Storyboard, _ exercised: Set<Exercised>)
    -> String
  {
    let (scenes, segues) = missed(result, storyboard, exercised)
    func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
    var text =
      "\nmissed by the flows (\(count(scenes.count, "scene")), \(count(segues.count, "segue"))):\n"
    for reached in scenes {
      text += "  scene '\(reached.scene)': \(ExploreOutput.path(reached.path))\n"
    }
    for (segue, path) in segues {
      text += "\(MessageText.escaped(segue.kind.location.description)): "
      text += "\(MessageText.escaped(segue.displayName)): \(ExploreOutput.path(path))\n"
    }
    return text
  }

  static func json(_ result: Exploration, _ storyboard: Storyboard, _ exercised: Set<Exercised>)
    -> JSONValue
  {
    let (scenes, segues) = missed(result, storyboard, exercised)
    let sceneObjects: [JSONValue] = scenes.map {
      .object([("id", .string($0.scene)), ("path", .array($0.path.map(ExploreOutput.step)))])
    }
    let segueObjects: [JSONValue] = segues.map { segue, path in
      let location = segue.kind.location
      return .object([
        ("name", .string(segue.displayName)), ("file", .string(location.file)),
        ("line", .number(Double(location.line))), ("column", .number(Double(location.column))),
        ("path", .array(path.map(ExploreOutput.step))),
      ])
    }
    return .object([("scenes", .array(sceneObjects)), ("segues", .array(segueObjects))])
  }
}
