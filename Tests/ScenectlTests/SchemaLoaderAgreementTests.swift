import Foundation
import TestSupport
import Testing

@testable import SceneModel

/// Schemas/scene.schema.json and flow.schema.json against the loader: each mapping the
/// loader reads allows the keys the schema lists for it, no more and no fewer.
@Suite struct SchemaLoaderAgreementTests {
  static func schema(_ kind: String) throws -> [String: Any] {
    let data = try Data(
      contentsOf: URL(fileURLWithPath: "\(repositoryRoot)/Schemas/\(kind).schema.json"))
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  static func keys(_ schema: Any?) -> Set<String> {
    Set(((schema as? [String: Any])?["properties"] as? [String: Any])?.keys ?? [:].keys)
  }

  static func definition(_ name: String, in schema: [String: Any]) -> Any? {
    (schema["definitions"] as? [String: Any])?[name]
  }

  @Test func theFileTheSceneTheSegueAndTheCellsAllowTheSameKeys() throws {
    let scene = try Self.schema("scene")
    #expect(Self.keys(scene) == Set(StoryboardLoader.topLevelKeys))
    #expect(Self.keys(Self.definition("scene", in: scene)) == Set(SceneLoader.keys))
    #expect(Self.keys(Self.definition("segue", in: scene)) == Set(SegueLoader.keys))
    #expect(Self.keys(Self.definition("prototype", in: scene)) == Set(TableCellLoader.keys))
    #expect(
      Self.keys(Self.definition("collection-item", in: scene)) == Set(TableCellLoader.itemKeys))
  }

  @Test func eachViewTypeAllowsTheSameKeys() throws {
    let scene = try Self.schema("scene")
    let view = try #require(Self.definition("view", in: scene) as? [String: Any])
    let cases = try #require(view["allOf"] as? [[String: Any]])
    var types: Set<String> = []
    for item in cases {
      let condition = (item["if"] as? [String: Any])?["properties"] as? [String: Any]
      let name = try #require((condition?["type"] as? [String: Any])?["const"] as? String)
      types.insert(name)
      let type = try #require(ViewType(rawValue: name))
      let schemaKeys = Self.keys(item["then"])
      // A free view is a view with `size` and `constraints`: draft-07 cannot allow them in
      // `freeViews` only, so the schema's views take them everywhere, the loader's do not.
      let loaderKeys = Set(ViewSchema.keys(of: type) + FreeViewLoader.keys)
      #expect(
        schemaKeys == loaderKeys,
        "\(name): schema only \(schemaKeys.subtracting(loaderKeys).sorted()), loader only \(loaderKeys.subtracting(schemaKeys).sorted())"
      )
    }
    // Cells are written in `prototypes`, `sections` and `items`, never as a view's type.
    let written = ViewType.allCases.filter { $0 != .tableViewCell && $0 != .collectionViewCell }
    #expect(types == Set(written.map(\.rawValue)))
  }

  @Test func aFlowAllowsTheSameKeys() throws {
    let flow = try Self.schema("flow")
    #expect(Self.keys(flow) == Set(FlowLoader.topLevelKeys))
    let all = try SchemaKeys.collect(fromFile: "\(repositoryRoot)/Schemas/flow.schema.json")
    let loader = FlowLoader.topLevelKeys + FlowLoader.stepKeys + FlowLoader.expectKeys
    #expect(Set(all) == Set(loader + ["into", "text"]))
  }
}
