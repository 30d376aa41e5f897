// swift-tools-version:6.0
// libFuzzer targets for scenectl. Build and run with Tools/fuzz.sh; see docs/Hardening.md.
import PackageDescription

let package = Package(
  name: "scenectl-fuzz",
  dependencies: [.package(name: "scenectl", path: "../..")],
  targets: [
    // Drawing and a short simulation, shared by the targets that reach a scene model.
    .target(
      name: "FuzzDriving",
      dependencies: [
        .product(name: "SceneModel", package: "scenectl"),
        .product(name: "ScenePictures", package: "scenectl"),
        .product(name: "SceneRuntime", package: "scenectl"),
      ]),
    .executableTarget(
      name: "fuzz-scene",
      dependencies: [
        "FuzzDriving",
        .product(name: "SceneFrontend", package: "scenectl"),
        .product(name: "FileSystem", package: "scenectl"),
      ]),
    .executableTarget(
      name: "fuzz-storyboard",
      dependencies: [
        "FuzzDriving",
        .product(name: "SceneFrontend", package: "scenectl"),
        .product(name: "FileSystem", package: "scenectl"),
        .product(name: "StoryboardImport", package: "scenectl"),
        .product(name: "SceneModel", package: "scenectl"),
        .product(name: "Diagnostics", package: "scenectl"),
      ]),
    .executableTarget(
      name: "fuzz-sources", dependencies: [.product(name: "SourceScanner", package: "scenectl")]),
    .executableTarget(
      name: "fuzz-expression", dependencies: [.product(name: "SceneSyntax", package: "scenectl")]),
    .executableTarget(
      name: "fuzz-constraint-string",
      dependencies: [.product(name: "SceneSyntax", package: "scenectl")]),
    .executableTarget(
      name: "fuzz-solver", dependencies: [.product(name: "Constraints", package: "scenectl")]),
  ]
)
