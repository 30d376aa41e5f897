import Diagnostics
import JSON
import SceneLayout
import SceneModel

/// `scenectl layout FILE [--scene ID] [--device NAME] [--format text|json]`: lays out one scene
/// on one device and prints every view's frame in window coordinates on the device's pixel
/// grid (docs/Layout.md §5e), in document order,
/// followed by the layout diagnostics for that device (docs/Layout.md).
///
///     $ scenectl layout Scenes/Wonderland.yaml --scene characterDetail --device ipad
///     scene 'characterDetail' on ipad (820 x 1180), safe area [0, 68, 820, 1043]
///     nameLabel [200, 351, 420, 21]
///     characterImage [200, 380, 420, 420]
///     descriptionView [200, 808, 420, 100]
enum LayoutCommand {
  static let spec = CommandSpec(
    name: "layout",
    abstract: "Lay out one scene on a device and print every view's frame.",
    positional: "file",
    positionalRepeats: false,
    options: [
      .root,
      .scene,
      .device,
      .format,
      .ios,
      .sdk,
      .strict,
      .allowErrors,
    ] + ConfigurationDefaults.options,
    discussion: """
      Frames are [x, y, width, height] in window coordinates, in the order the views
      are written, each edge on the device's pixel grid (a third of a point on a 3x
      screen, half a point on a 2x one), as UIKit places views. A scene that a form or page sheet presents is laid out full screen;
      on a regular-width device a second line says so, and where 'simulate' lays it
      out. A file that 'validate' rejects is not laid out (its diagnostics are
      printed instead) unless --allow-errors. Exit status: 0 when the layout has no
      errors, 1 when the file or the layout has errors, 2 for bad usage or an
      unreadable file.
      """)

  static func run(_ arguments: ParsedCommandLine, environment: Scenectl.Environment)
    -> CommandOutput
  {
    guard let file = arguments.positionals.first else {
      return CommandOutput(status: .usageOrInput)
    }
    var output = CommandOutput()
    guard
      let (storyboard, device) = DeviceArgument.screenInput(
        file, verb: "laid out", arguments, into: &output)
    else {
      return output
    }
    guard let scene = DeviceArgument.scene(arguments, in: storyboard, file: file, into: &output)
    else { return output }
    // A scene an embed segue places is laid out in its container view's frame.
    let embed = EmbedPlacement.of(scene, in: storyboard, device: device)
    let result = SceneLayoutEngine.layout(
      scene, in: storyboard, device: device, container: embed?.context)
    let free = FreeViewLayout.layouts(of: scene, device: device)
    let diagnostics = Diagnostic.sortedForOutput(
      result.diagnostics + free.flatMap(\.diagnostics))
    if arguments.value(.format) == "json" {
      output.stdout =
        json(
          result, free: free, scene: scene, storyboard: storyboard, embed: embed,
          diagnostics: diagnostics
        ).rendered() + "\n"
    } else {
      output.stdout = text(result, storyboard: storyboard, embed: embed)
      for layout in free {
        output.stdout +=
          "free view '\(layout.frames.first?.id ?? "")', not on screen (code adds it to a "
          + "view): frames from its top-left\n"
        for item in layout.frames {
          output.stdout += "\(item.id) \(LayoutFormat.rect(item.frame))\n"
        }
      }
      let printer = DiagnosticPrinter(useColor: environment.useColor)
      output.stdout += printer.render(diagnostics).joined()
    }
    if diagnostics.contains(where: { $0.severity == .error }) {
      output.escalate(to: .problemsFound)
    }
    return output
  }

  /// The frames as text, after a line saying how the scene is laid out (in a sheet's card
  /// where only sheets show it, `ContainerContext.sheetCard(on:)`); a scene a sheet presents
  /// gets a line per such segue saying where `simulate` lays it out (`SheetPresentation`).
  static func text(_ result: LayoutResult, storyboard: Storyboard, embed: EmbedPlacement?)
    -> String
  {
    let device = result.device
    var bars: [String] = []
    if result.container.navigationBar {
      bars.append(result.container.largeTitle ? "navigation bar (large title)" : "navigation bar")
    }
    if result.container.toolbar { bars.append("toolbar") }
    if result.container.tabBar { bars.append("tab bar") }
    var text = "scene '\(result.scene)' on \(device.name) "
    text += "(\(LayoutFormat.number(device.width)) x \(LayoutFormat.number(device.height)))"
    text += ", safe area \(LayoutFormat.rect(result.container.safeArea(on: result.device)))"
    if !bars.isEmpty { text += ", " + bars.joined(separator: ", ") }
    let root = result.container.rootFrame(on: device)
    let card = result.container.sheetCard(on: device)
    if let column = result.container.column, SplitColumn.isExpanded(on: device) {
      text += ", \(column.rawValue) column \(LayoutFormat.rect(root))"
    } else if let card {
      text += ", \(card.style == .formSheet ? "form" : "page") sheet's card \(LayoutFormat.rect(root))"
    } else if embed == nil, root != Rect(x: 0, y: 0, width: device.width, height: device.height) {
      // Below or above bars it does not run under (`edgesForExtendedLayout`).
      text += ", root view \(LayoutFormat.rect(root))"
    }
    if let embed {
      text +=
        ", embedded in '\(embed.container)' of '\(embed.parent)' "
        + LayoutFormat.rect(result.container.rootFrame(on: device))
    }
    text += "\n"
    for sheet in SheetPresentation.all(of: result.scene, in: storyboard, device: device) {
      text += sheet.note(on: device, inCard: card != nil) + "\n"
    }
    for item in result.frames { text += "\(item.id) \(LayoutFormat.rect(item.frame))\n" }
    return text
  }

  /// The layout as JSON; a scene and views read from a storyboard carry their IB ids (`ib`).
  static func json(
    _ result: LayoutResult, free: [LayoutResult], scene: Scene, storyboard: Storyboard,
    embed: EmbedPlacement?, diagnostics: [Diagnostic]
  ) -> JSONValue {
    func rect(_ r: Rect) -> JSONValue {
      .array([r.x, r.y, r.width, r.height].map { .number(rounded($0)) })
    }
    func views(_ frames: [ViewFrame]) -> JSONValue {
      .array(
        frames.map { frame in
          var view: [(String, JSONValue)] = [("id", .string(frame.id))]
          if let ib = scene.view(frame.id)?.ib { view.append(("ib", .string(ib.value))) }
          return .object(view + [("frame", rect(frame.frame))])
        })
    }
    let errors = diagnostics.filter { $0.severity == .error }.count
    var fields: [(String, JSONValue)] = [("scene", .string(result.scene))]
    if let ib = scene.ib { fields.append(("ib", .string(ib.value))) }
    fields += [
      ("device", .string(result.device.name)),
      ("screen", .array([.number(result.device.width), .number(result.device.height)])),
      ("root", rect(result.container.rootFrame(on: result.device))),
      ("safeArea", rect(result.container.safeArea(on: result.device))),
    ]
    if let column = result.container.column, SplitColumn.isExpanded(on: result.device) {
      fields.append(
        (
          "column",
          .object([
            ("name", .string(column.rawValue)),
            ("frame", rect(result.container.rootFrame(on: result.device))),
          ])
        ))
    }
    if let card = result.container.sheetCard(on: result.device) {
      fields.append(
        (
          "sheet",
          .object([
            ("style", .string(card.style.rawValue)),
            ("frame", rect(result.container.rootFrame(on: result.device))),
          ])
        ))
    }
    if let embed {
      fields.append(
        (
          "embeddedIn",
          .object([
            ("scene", .string(embed.parent)), ("container", .string(embed.container)),
            ("frame", rect(result.container.rootFrame(on: result.device))),
          ])
        ))
    }
    let sheets = SheetPresentation.all(of: result.scene, in: storyboard, device: result.device)
    if !sheets.isEmpty {
      // Where the file says the scene is presented as a card (`sheet` when laid out in it).
      fields.append(
        (
          "presentedAs",
          .array(
            sheets.map { sheet in
              let size = sheet.cardSize(on: result.device)
              var entry: [(String, JSONValue)] = [
                ("style", .string(sheet.style.rawValue)),
                ("presenter", .string(sheet.presenter)),
              ]
              if let segue = sheet.segue { entry.append(("segue", .string(segue))) }
              entry.append(("card", .array([.number(size.width), .number(size.height)])))
              return .object(entry)
            })
        ))
    }
    fields += [
      (
        "bars",
        .object([
          ("navigationBar", .bool(result.container.navigationBar)),
          ("largeTitle", .bool(result.container.navigationBar && result.container.largeTitle)),
          ("toolbar", .bool(result.container.toolbar)),
          ("tabBar", .bool(result.container.tabBar)),
        ])
      ),
      ("views", views(result.frames)),
    ]
    if !free.isEmpty {
      // Not on screen: each free view's frames from its own top-left.
      fields.append(
        (
          "freeViews",
          .array(
            free.map { layout in
              .object([
                ("id", .string(layout.frames.first?.id ?? "")), ("views", views(layout.frames)),
              ])
            })
        ))
    }
    fields += [
      ("diagnostics", .array(DiagnosticJSON.json(capping: diagnostics))),
      ("errors", .number(Double(errors))),
      ("warnings", .number(Double(diagnostics.count - errors))),
    ]
    return .object(fields)
  }

  /// Rounded to 1/1000 pt, as the text output is.
  private static func rounded(_ value: Double) -> Double {
    value.isFinite ? (value * 1000).rounded() / 1000 : 0
  }
}
