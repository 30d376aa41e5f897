import TextPosition
import Testing
import YAML

@testable import StoryboardImport

/// `YAMLTree.set` and `add`, which find a key by its text: a key set again keeps its place,
/// a new one goes at the end, and the mapping is marked with its first key's place.
@Suite struct YAMLTreeSetTests {
  private func at(_ line: Int) -> TextPosition { TextPosition(line: line, column: 1) }

  private func keys(_ tree: YAMLTree) -> [String] {
    tree.node.mapping?.map { $0.key.scalar?.text ?? "?" } ?? []
  }

  private func value(_ tree: YAMLTree, _ key: String) -> String? {
    tree.node.mapping?.first { $0.key.scalar?.text == key }?.value.scalar?.text
  }

  @Test func aKeySetAgainKeepsItsPlaceAndANewOneGoesLast() {
    var tree = YAMLTree.mapping(at: at(1))
    tree.set("id", .string("title", at: at(2)))
    tree.set("type", .string("label", at: at(3)))
    tree.add("text", .string("Hello", at: at(4)))
    tree.set("type", .string("button", at: at(5)))
    tree.set("hidden", .bool(true, at: at(6)))
    #expect(keys(tree) == ["id", "type", "text", "hidden"])
    #expect(value(tree, "type") == "button")
    #expect(tree.node.mapping?[1].key.mark == at(5))
    #expect(tree.node.mark == at(2))
  }

  @Test func settingTheFirstKeyAgainMovesTheMappingsMark() {
    var tree = YAMLTree.mapping(at: at(1))
    tree.set("id", .string("a", at: at(2)))
    tree.set("id", .string("b", at: at(7)))
    #expect(keys(tree) == ["id"])
    #expect(value(tree, "id") == "b")
    #expect(tree.node.mark == at(7))
  }

  @Test func keysOfTheSameLengthAreToldApart() {
    var tree = YAMLTree.mapping(at: at(1))
    tree.set("left", .number(1, at: at(2)))
    tree.set("true", .number(2, at: at(3)))
    tree.set("left", .number(3, at: at(4)))
    #expect(keys(tree) == ["left", "true"])
    #expect(value(tree, "left") == "3")
    #expect(value(tree, "true") == "2")
    // A key YAML reads as a boolean is written quoted, and found by its text all the same.
    #expect(tree.node.mapping?[1].key.scalar?.style == .doubleQuoted)
  }

  @Test func aValueThatIsNoMappingTakesNoKey() {
    var tree = YAMLTree.string("text", at: at(1))
    tree.set("id", .string("a", at: at(2)))
    tree.add("type", .string("b", at: at(3)))
    #expect(tree.node.scalar?.text == "text")
  }
}
