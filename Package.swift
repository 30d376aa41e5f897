// swift-tools-version:6.0
import PackageDescription

// Release executables on Linux are linked statically: the Swift runtime, libc, and libxml2 and
// libyaml with what they need (ICU, liblzma, zlib; Debian: libicu-dev, liblzma-dev, zlib1g-dev),
// so a run loads no shared library and has no relocation to make at its start. Linking only the
// Swift runtime in made a run start about 3 ms sooner (7.5 -> 4.8 ms for an empty storyboard);
// the rest took the dynamic linker's 5 M instructions of a storyboard-load run (docs/Speed.md,
// issue 31). The linker warns that libxml2's FTP and HTTP clients and ICU's plug-in loader would
// need glibc's shared libraries at run time: none of them is ever called.
let staticRuntime: [LinkerSetting] = [
  .unsafeFlags(["-static-executable"], .when(platforms: [.linux], configuration: .release)),
] + ["icuuc", "icudata", "lzma", "z", "stdc++", "m"].map {
  .linkedLibrary($0, .when(platforms: [.linux], configuration: .release))
}

// Release code reaches a concrete generic type's metadata (`[String: Int]`, `[IBElement]`, ...)
// through its metadata accessor rather than by demangling its name at the first use: the
// runtime's demangler and its conformance look-ups cost about 1.7 M instructions of a
// storyboard-load run's start (docs/Speed.md, issue 31), for a slightly larger binary.
let directMetadataAccess: [SwiftSetting] = [
  .unsafeFlags(
    ["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"],
    .when(configuration: .release))
]

let package = Package(
  name: "scenectl",
  products: [
    .executable(name: "scenectl", targets: ["scenectl"]),
    .executable(name: "solver-bench", targets: ["solver-bench"]),
    .executable(name: "storyboard-load", targets: ["storyboard-load"]),
    .library(name: "Constraints", targets: ["Constraints"]),
    // For the fuzz package in Tools/Fuzz, which depends on this one by path.
    .library(name: "SceneModel", targets: ["SceneModel"]),
    .library(name: "SceneLayout", targets: ["SceneLayout"]),
    .library(name: "ScenePictures", targets: ["ScenePictures"]),
    .library(name: "SceneRuntime", targets: ["SceneRuntime"]),
    .library(name: "SceneSyntax", targets: ["SceneSyntax"]),
    .library(name: "SourceScanner", targets: ["SourceScanner"]),
    .library(name: "Diagnostics", targets: ["Diagnostics"]),
    .library(name: "StoryboardImport", targets: ["StoryboardImport"]),
    .library(name: "SceneFrontend", targets: ["SceneFrontend"]),
    .library(name: "FileSystem", targets: ["FileSystem"]),
  ],
  targets: [
    // libyaml from the system (Debian: libyaml-dev); only `YAML` imports it.
    .systemLibrary(
      name: "CYAML",
      pkgConfig: "yaml-0.1",
      providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
    ),
    .target(name: "UTF8Scan"),
    // The one line-and-column type of every reader (YAML, XML, source code).
    .target(name: "TextPosition"),
    // Swift and Objective-C sources at the token level; standard library only.
    .target(name: "SourceScanner", dependencies: ["TextPosition"]),
    .target(
      name: "SourceChecks",
      dependencies: ["SceneModel", "SourceScanner", "Diagnostics", "TextPosition"]),
    .target(name: "YAML", dependencies: ["CYAML", "UTF8Scan", "TextPosition", "Parallel"]),
    // libxml2 from the system (Debian: libxml2-dev); only `StoryboardXML` imports it.
    .systemLibrary(
      name: "CLibXML2",
      pkgConfig: "libxml-2.0",
      providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
    ),
    .target(name: "StoryboardXML", dependencies: ["CLibXML2", "UTF8Scan", "TextPosition"]),
    .target(
      name: "StoryboardImport",
      dependencies: [
        "StoryboardXML", "SceneModel", "Diagnostics", "YAML", "TextPosition", "Parallel",
      ]),
    // XIB files read as the storyboards they stand for (docs/Storyboards.md, "XIB files").
    .target(
      name: "XIBImport",
      dependencies: [
        "StoryboardImport", "StoryboardXML", "SceneModel", "Diagnostics", "TextPosition",
      ]),
    .target(name: "Diagnostics"),
    // JSON read within limits and written in a stable order (docs/ARCHITECTURE.md).
    .target(name: "JSON", dependencies: ["Diagnostics", "TextPosition"]),
    .target(name: "SceneSyntax"),
    // glibc's malloc tuning (<malloc.h>); only `Parallel` imports it.
    .systemLibrary(name: "CMalloc"),
    .target(name: "Parallel", dependencies: ["CMalloc"]),
    .target(name: "FileSystem"),
    .target(
      name: "SceneModel",
      dependencies: [
        "YAML", "Diagnostics", "SceneSyntax", "Parallel", "FileSystem", "TextPosition",
      ]),
    .target(name: "Constraints"),
    .target(
      name: "SceneLayout",
      dependencies: ["SceneModel", "SceneSyntax", "Constraints", "Diagnostics", "Parallel"]
    ),
    .target(name: "SceneRuntime", dependencies: ["SceneModel", "SceneSyntax", "Diagnostics"]),
    .target(name: "SceneExplore", dependencies: ["SceneRuntime", "SceneModel", "Diagnostics"]),
    .target(
      name: "ScenePictures",
      dependencies: [
        "SceneModel", "SceneSyntax", "SceneLayout", "SceneRuntime", "FileSystem", "Diagnostics",
      ]
    ),
    // Touch targets, labels and contrast checked on the solved layout of every screen, on
    // each device, content size and locale (docs/Audit.md); knows no command line.
    .target(
      name: "SceneAudit",
      dependencies: ["SceneModel", "SceneLayout", "SceneSyntax", "Diagnostics", "Parallel"]),
    // Semantic diff of two versions of a storyboard, XIB or scene file (docs/Diff.md).
    .target(
      name: "SceneDiff",
      dependencies: [
        "SceneModel", "SceneLayout", "SceneSyntax", "YAML", "StoryboardXML", "Diagnostics",
      ]),
    // .scenectl.yml, suppression comments and the baseline; knows no command line.
    .target(
      name: "ScenectlConfig", dependencies: ["Diagnostics", "FileSystem", "YAML", "SceneModel"]),
    // From a file or folder to checked models: reading under a root, following storyboard
    // references, linking with the app's code, validating and laying out. No command line.
    .target(
      name: "SceneFrontend",
      dependencies: [
        "SceneModel", "SceneLayout", "Diagnostics", "YAML", "StoryboardXML", "Parallel",
        "FileSystem", "StoryboardImport", "XIBImport", "SourceScanner", "SourceChecks", "JSON",
      ]
    ),
    // Interface Builder XML read keeping every byte, and the three-way merge (docs/Merge.md).
    .target(
      name: "IBDocument", dependencies: ["StoryboardXML", "UTF8Scan", "TextPosition", "Parallel"]),
    .target(
      name: "StoryboardMerge",
      dependencies: [
        "IBDocument", "StoryboardXML", "SceneFrontend", "Diagnostics", "Parallel", "FileSystem",
        "TextPosition",
      ]),
    .target(
      name: "ScenectlCommands",
      dependencies: [
        "SceneFrontend", "SceneModel", "SceneRuntime", "SceneLayout", "ScenePictures",
        "Diagnostics", "YAML", "Parallel", "FileSystem", "StoryboardImport", "SceneExplore",
        "SourceScanner", "SourceChecks", "XIBImport", "ScenectlConfig", "SceneAudit", "SceneDiff",
        "IBDocument", "StoryboardMerge", "SceneReport", "JSON", "TextPosition",
      ]
    ),
    // The report page and snapshot files (docs/Report.md); knows no command line.
    .target(
      name: "SceneReport",
      dependencies: [
        "SceneModel", "SceneRuntime", "SceneExplore", "ScenePictures", "Diagnostics", "Parallel",
      ]),
    .executableTarget(
      name: "scenectl", dependencies: ["ScenectlCommands", "FileSystem", "Parallel"],
      linkerSettings: staticRuntime),
    .executableTarget(
      name: "solver-bench", dependencies: ["Constraints", "FileSystem", "JSON"],
      linkerSettings: staticRuntime),
    // Reads a storyboard into the model and nothing else: Tools/storyboard-bench.sh.
    .executableTarget(
      name: "storyboard-load", dependencies: ["StoryboardImport", "FileSystem", "Parallel"],
      linkerSettings: staticRuntime),

    // What several test targets share (the repository's folder, scratch files).
    .target(name: "TestSupport", path: "Tests/TestSupport"),
    .testTarget(name: "SourceScannerTests", dependencies: ["SourceScanner", "TextPosition"]),
    .testTarget(name: "YAMLTests", dependencies: ["YAML", "UTF8Scan", "TextPosition"]),
    .testTarget(name: "JSONTests", dependencies: ["JSON", "TextPosition"]),
    .testTarget(name: "StoryboardXMLTests", dependencies: ["StoryboardXML", "TextPosition"]),
    .testTarget(
      name: "StoryboardImportTests",
      dependencies: [
        "StoryboardImport", "SceneModel", "SceneLayout", "Diagnostics", "YAML", "TestSupport",
        "TextPosition",
      ],
      exclude: ["Fixtures"]),
    .testTarget(name: "ParallelTests", dependencies: ["Parallel"]),
    .testTarget(name: "FileSystemTests", dependencies: ["FileSystem"]),
    .testTarget(name: "SceneSyntaxTests", dependencies: ["SceneSyntax"]),
    .testTarget(name: "SceneModelTests", dependencies: ["SceneModel"]),
    .testTarget(
      name: "ConstraintsTests", dependencies: ["Constraints"], exclude: ["Fixtures"]),
    .testTarget(name: "SceneLayoutTests", dependencies: ["SceneLayout", "TestSupport"]),
    .testTarget(
      name: "SceneRuntimeTests", dependencies: ["SceneRuntime", "TestSupport"],
      exclude: ["Golden"]),
    .testTarget(name: "ScenePicturesTests", dependencies: ["ScenePictures"]),
    .testTarget(name: "SceneExploreTests", dependencies: ["SceneExplore", "SceneModel"]),
    .testTarget(name: "ScenectlConfigTests", dependencies: ["ScenectlConfig", "Diagnostics"]),
    .testTarget(
      name: "ScenectlTests",
      dependencies: [
        "ScenectlCommands", "SceneModel", "StoryboardImport", "ScenectlConfig", "YAML",
        "TestSupport",
      ],
      exclude: ["Fixtures", "Golden"]),
    .testTarget(
      name: "HardeningTests", dependencies: ["ScenectlCommands", "Constraints", "TestSupport"]),
    .testTarget(
      name: "SceneAuditTests",
      dependencies: [
        "SceneAudit", "SceneModel", "SceneLayout", "Diagnostics", "ScenectlCommands", "TestSupport",
      ],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "SceneReportTests",
      dependencies: ["SceneReport", "ScenectlCommands", "SceneModel", "TestSupport"]),
    .testTarget(
      name: "SceneFrontendTests",
      dependencies: ["SceneFrontend", "SceneModel", "Diagnostics", "FileSystem", "TestSupport"]),
    .testTarget(
      name: "SceneDiffTests",
      dependencies: ["SceneDiff", "ScenectlCommands", "FileSystem", "TestSupport"],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "StoryboardMergeTests",
      dependencies: [
        "StoryboardMerge", "IBDocument", "StoryboardXML", "ScenectlCommands", "TestSupport",
      ]),
  ]
)

for target in package.targets where target.type != .system {
  target.swiftSettings = (target.swiftSettings ?? []) + directMetadataAccess
}
