import Diagnostics
import Foundation
import JSON
import SceneModel
import TestSupport
import Testing

@testable import SceneFrontend

/// The app's asset catalogue colours (`AssetColors`, `ColorSetFile`, `JSONReader`): component
/// forms, appearances, colour spaces, and located warnings for colour sets that cannot be
/// read.
@Suite struct AssetColorsTests {
  /// A colour set's Contents.json with the given entries.
  static func colorSet(_ entries: String) -> String {
    #"{ "colors" : [ \#(entries) ], "info" : { "author" : "xcode", "version" : 1 } }"#
  }

  static func entry(_ components: String, space: String = "srgb", dark: Bool = false) -> String {
    let appearance =
      dark ? #""appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ], "# : ""
    return
      #"{ \#(appearance)"color" : { "color-space" : "\#(space)", "components" : { \#(components) } }, "idiom" : "universal" }"#
  }

  static func color(_ text: String) throws -> DeclaredColor {
    try ColorSetFile.color(Array(text.utf8)).get()
  }

  /// `"0.500"`, `"128"`, `"0x80"` and a JSON number are each read as Xcode writes them.
  @Test func componentsInEachOfXcodesForms() throws {
    let color = try Self.color(
      Self.colorSet(Self.entry(#""red" : "0.500", "green" : "128", "blue" : "0x80", "alpha" : 1"#)))
    #expect(color.light == DeclaredColor.RGBA(red: 0.5, green: 128 / 255, blue: 128 / 255))
    #expect(color.dark == color.light)
    #expect(color.knowsDark)
  }

  /// A dark entry gives the dark value; a `light` entry wins over the "any" one.
  @Test func lightAndDarkAppearances() throws {
    let color = try Self.color(
      Self.colorSet(
        Self.entry(#""red" : "1.000", "green" : "1.000", "blue" : "1.000""#) + ", "
          + Self.entry(
            #""red" : "0x1c", "green" : "0x1c", "blue" : "0x1e", "alpha" : "0.500""#, dark: true)))
    #expect(color.light.hex == "#ffffff")
    #expect(color.dark.hex == "#1c1c1e")
    #expect(color.dark.alpha == 0.5)
  }

  /// Display P3's pure red is outside sRGB: clamped to sRGB's red. Gray Gamma 2.2's 0.5 is
  /// sRGB's #808080; a UIKit reference is that colour in both appearances.
  @Test func colourSpacesAndReferences() throws {
    let p3 = try Self.color(
      Self.colorSet(Self.entry(#""red" : "1", "green" : "0", "blue" : "0""#, space: "display-p3")))
    #expect(p3.light.hex == "#ff0000")
    let gray = try Self.color(
      Self.colorSet(Self.entry(#""white" : "0.500", "alpha" : "1.000""#, space: "gray-gamma-22")))
    #expect(gray.light.hex == "#808080")
    let blue = try Self.color(
      Self.colorSet(
        #"{ "color" : { "platform" : "ios", "reference" : "systemBlueColor" }, "idiom" : "universal" }"#
      ))
    #expect(blue.light.hex == "#007aff")
    #expect(blue.dark.hex == "#0a84ff")
  }

  /// What cannot be read fails at its place: an unknown space, a component that is not a
  /// number, an 8-bit value over 255, a set with no colour for the light appearance.
  @Test(arguments: [
    (
      entry("\"red\" : \"1\"", space: "cmyk"),
      "the colour space 'cmyk' is not read; use sRGB, Display P3 or Gray Gamma 2.2", 1, 46
    ),
    (
      entry(#""red" : "lots", "green" : "0", "blue" : "0""#),
      "the 'red' component 'lots' is not a number", 1, 79
    ),
    (
      entry(#""red" : "256", "green" : "0", "blue" : "0""#),
      "the 'red' component '256' is over 255", 1, 79
    ),
    (
      entry(#""red" : "0", "green" : "0", "blue" : "0""#, dark: true),
      "the colour set has no colour for the light or any appearance", 1, 1
    ),
  ])
  func unreadableColours(entry: String, message: String, line: Int, column: Int) {
    let result = ColorSetFile.color(Array(Self.colorSet(entry).utf8))
    #expect(result.failure == JSONReader.Failure(line: line, column: column, message: message))
  }

  /// A colour set that is not JSON, or crosses the reader's limits, fails at its place.
  @Test func jsonErrorsAreLocated() {
    func failure(_ text: String) -> JSONReader.Failure? {
      ColorSetFile.color(Array(text.utf8)).failure
    }
    #expect(
      failure("{\n  \"a\": [1, 2,]\n}")
        == JSONReader.Failure(line: 2, column: 14, message: "expected a value, found ']'"))
    #expect(
      failure("{\"é\": tru}")
        == JSONReader.Failure(line: 1, column: 10, message: "expected 'true', found '}'"))
    #expect(
      failure(String(repeating: "[", count: 40))
        == JSONReader.Failure(
          line: 1, column: 33, message: "arrays and objects nested more than 32 deep (the limit)"))
    let fewValues = JSONReader.Limits(bytes: 64, depth: 32, values: 3)
    #expect(
      throws: JSONReader.Failure(
        line: 1, column: 8, message: "more than 3 values (the limit of a JSON file)")
    ) { try JSONReader.node(bytes: Array("[1, 2, 3]".utf8), limits: fewValues) }
  }

  /// Only colour sets inside an `.xcassets` folder are read, build folders are skipped, and
  /// a file over the size limit is a warning at its first line.
  @Test func aWalkReadsColourSetsInCataloguesOnly() throws {
    try withTemporaryFolder { folder in
      let white = Self.colorSet(Self.entry(#""red" : "1", "green" : "1", "blue" : "1""#))
      try write(white, to: folder + "/App/Assets.xcassets/Group/White.colorset/Contents.json")
      try write(white, to: folder + "/App/Loose.colorset/Contents.json")
      try write(white, to: folder + "/build/Assets.xcassets/Built.colorset/Contents.json")
      let big = String(repeating: " ", count: 70_000) + white
      try write(big, to: folder + "/App/Assets.xcassets/Big.colorset/Contents.json")
      let assets = AssetColors.read(folders: [folder])
      #expect(assets.colors.keys.sorted() == ["White"])
      #expect(
        DiagnosticPrinter(useColor: false).render(assets.diagnostics) == [
          "\(folder)/App/Assets.xcassets/Big.colorset/Contents.json:1:1: warning: the colour "
            + "set 'Big' is not read: it is over 64 KiB, the limit of a colour set's "
            + "Contents.json; its colour is left out of the contrast check, not guessed: fix "
            + "its Contents.json [asset-color-unreadable]\n"
        ])
    }
  }

  /// A group that provides a namespace puts its name before its colour sets' names; one
  /// that does not (or whose Contents.json is a link out of the folder) adds nothing.
  @Test func namespacesOfGroups() throws {
    try withTemporaryFolder { folder in
      let white = Self.colorSet(Self.entry(#""red" : "1", "green" : "1", "blue" : "1""#))
      let namespace =
        #"{ "info" : { "author" : "xcode", "version" : 1 }, "properties" : { "provides-namespace" : true } }"#
      let catalogue = folder + "/App/Assets.xcassets"
      try write(namespace, to: catalogue + "/Brand/Contents.json")
      try write(white, to: catalogue + "/Brand/Blue.colorset/Contents.json")
      try write(namespace, to: catalogue + "/Brand/Dark/Contents.json")
      try write(white, to: catalogue + "/Brand/Dark/Ink.colorset/Contents.json")
      try write(#"{ "info" : { "version" : 1 } }"#, to: catalogue + "/Plain/Contents.json")
      try write(white, to: catalogue + "/Plain/Red.colorset/Contents.json")
      try write(namespace, to: folder + "/outside/Contents.json")
      try FileManager.default.createDirectory(
        atPath: catalogue + "/Linked", withIntermediateDirectories: true)
      try FileManager.default.createSymbolicLink(
        atPath: catalogue + "/Linked/Contents.json",
        withDestinationPath: folder + "/outside/Contents.json")
      try write(white, to: catalogue + "/Linked/Green.colorset/Contents.json")
      let assets = AssetColors.read(folders: [folder + "/App"])
      #expect(assets.colors.keys.sorted() == ["Brand/Blue", "Brand/Dark/Ink", "Green", "Red"])
      #expect(assets.diagnostics.isEmpty)
    }
  }

  /// A file's asset colour: the catalogue's, else the value written after its name, else
  /// none; a UIKit name is UIKit's colour.
  @Test func aFileNamesAnAssetColour() {
    let brand = DeclaredColor.asset(
      light: .init(red: 0, green: 0, blue: 1), dark: .init(red: 1, green: 1, blue: 1))
    let assets = ["Brand": brand]
    #expect(DeclaredColor.parse("Brand #000000", assets: assets)?.dark.hex == "#ffffff")
    #expect(DeclaredColor.parse("Brand #000000", assets: [:])?.light.hex == "#000000")
    #expect(DeclaredColor.parse("Brand #000000", assets: [:])?.knowsDark == false)
    #expect(DeclaredColor.parse("Brand", assets: [:]) == nil)
    #expect(DeclaredColor.parse("label", assets: ["label": brand])?.light.hex == "#000000")
    #expect(DeclaredColor.assetReference("Brand Blue #1f4fff")?.name == "Brand Blue")
    #expect(DeclaredColor.assetReference("#1f4fff") == nil)
  }
}

extension Result {
  var failure: Failure? {
    if case .failure(let failure) = self { return failure }
    return nil
  }
  var success: Success? {
    if case .success(let value) = self { return value }
    return nil
  }
}
