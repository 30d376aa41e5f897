import SceneModel

/// A modal segue that shows a scene as a sheet, a card over its presenter (docs/Layout.md §3,
/// "Sheets").
///
/// `layout` lays a scene out in the card where every way in shows it there
/// (`ContainerContext.sheetCard(on:)`), else full screen (a scene may be presented in several
/// ways, or be a tab somewhere else); `simulate` knows how it was presented and lays it out
/// in its card. `layout` says which, and `render`, which draws it full screen, says so:
///
///     let ipad = Device.named("ipad")!
///     let sheets = SheetPresentation.all(of: "fileInfo", in: storyboard, device: ipad)
///     print(sheets.first?.note(on: ipad, inCard: true) ?? "")
///     // Prints "presented by 'master' as a form sheet (segue 'showFileInfo'): on ipad a
///     //   540 x 620 card, where 'simulate' lays it out; laid out here in it"
public struct SheetPresentation: Sendable, Hashable {
  /// `formSheet` or `pageSheet` (`automatic`, as written or by default, is a page sheet).
  public var style: Segue.Presentation
  /// The scene whose segue presents it.
  public var presenter: String
  /// The segue's id, if it has one.
  public var segue: String?
  /// The scene the segue presents: the scene itself, or a container that holds it.
  public var presented: String
  /// The scene laid out.
  public var scene: String

  /// The card's size on `device`, as the runtime places it (`SheetCard`): a form sheet 540 x
  /// 620 in regular width, a page sheet at most 704 wide, from the top inset down.
  public func cardSize(on device: Device) -> (width: Double, height: Double) {
    let card = SheetCard(style == .formSheet ? .formSheet : .pageSheet, on: device).frame
    return (card.width, card.height)
  }

  /// What `layout` prints about it: whether the scene is laid out in the card (`inCard`) or
  /// full screen (another way in shows it full screen, or in another card).
  public func note(on device: Device, inCard: Bool) -> String {
    let size = cardSize(on: device)
    let kind = style == .formSheet ? "a form sheet" : "a page sheet"
    var text = "presented by '\(presenter)' as \(kind)"
    if let segue { text += " (segue '\(segue)')" }
    if presented != scene { text += " inside '\(presented)'" }
    return text + ": on \(device.name) a \(LayoutFormat.number(size.width)) x "
      + "\(LayoutFormat.number(size.height)) card, where 'simulate' lays it out; laid out "
      + (inCard ? "here in it" : "here full screen")
  }

  /// The sheets that show `sceneID` on `device`, in file order: modal segues to it, or to a
  /// container whose relationships lead to it, with a sheet style. None in compact height,
  /// where sheets adapt to full screen, nor in compact width before iOS 13 (the iOS the
  /// device runs, `Device.ios`), where they did too; in compact width a form sheet is a page
  /// sheet's card.
  public static func all(of sceneID: String, in storyboard: Storyboard, device: Device)
    -> [SheetPresentation]
  {
    guard device.verticalClass == .regular,
      device.horizontalClass == .regular || device.ios >= 13
    else { return [] }
    // The scene and the containers above it, by relationship, nearest first.
    var holders = [sceneID]
    var index = 0
    while index < holders.count, holders.count < 16 {
      let child = holders[index]
      for scene in storyboard.scenes where !holders.contains(scene.id.value) {
        if scene.segues.contains(where: {
          $0.kind.value == .relationship && $0.to.contains { $0.value == child }
        }) {
          holders.append(scene.id.value)
        }
      }
      index += 1
    }
    var found: [SheetPresentation] = []
    for scene in storyboard.scenes {
      for segue in scene.segues where segue.kind.value == .modal {
        let style = segue.presentation?.value ?? .automatic
        guard [.automatic, .pageSheet, .formSheet].contains(style),
          let target = segue.to.first?.value, holders.contains(target)
        else { continue }
        found.append(
          SheetPresentation(
            style: style == .formSheet ? .formSheet : .pageSheet, presenter: scene.id.value,
            segue: segue.id?.value, presented: target, scene: sceneID))
      }
    }
    return found
  }
}
