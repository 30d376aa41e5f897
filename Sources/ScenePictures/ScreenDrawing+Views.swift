import SceneLayout
import SceneModel

extension ScreenDrawing {
  /// What draws one picture (`ViewTraits.Picture`) of a view inside its frame.
  typealias Drawing = @Sendable (ScreenElement, DrawingPlace, inout SVGDocument) -> Void

  /// Where a view is drawn, for the pictures that draw more than the view: a table's rows
  /// are laid out in its layer, under the safe area's top.
  struct DrawingPlace {
    var layer: String
    var safeTop: Double
  }

  /// Every picture's drawing: the tables of the files that draw them (`viewPictures` here,
  /// `morePictures` in ScreenDrawing+Controls.swift). `ScreenDrawingTests` checks that every
  /// picture has one.
  static let pictures = viewPictures.merging(morePictures) { here, _ in here }

  /// The pictures of the format's first types, and of tables, collections and stacks.
  static let viewPictures: [ViewTraits.Picture: Drawing] = [
    .plain: { view, _, svg in drawPlainView(view, into: &svg) },
    .label: { view, _, svg in drawLabel(view, into: &svg) },
    .button: { view, _, svg in drawButton(view, into: &svg) },
    .textField: { view, _, svg in drawTextField(view, into: &svg) },
    .textView: { view, _, svg in drawTextView(view, into: &svg) },
    .image: { view, _, svg in drawImageView(view, into: &svg) },
    .switch: { view, _, svg in drawSwitch(view, into: &svg) },
    .slider: { view, _, svg in drawSlider(view, into: &svg) },
    .segments: { view, _, svg in drawSegments(view, into: &svg) },
    .table: { view, place, svg in
      drawTable(view, layer: place.layer, safeTop: place.safeTop, into: &svg)
    },
    .collection: { view, place, svg in drawCollection(view, layer: place.layer, into: &svg) },
    .drawnByContainer: { _, _, _ in },  // the table (collection) draws its rows
    .stack: { view, _, svg in drawStack(view, into: &svg) },
  ]

  /// Draws one view by its type, inside a group that carries its id, type and frame.
  static func drawView(
    _ view: ScreenElement, layer: String, safeTop: Double, into svg: inout SVGDocument
  ) {
    let frame = view.frame
    var gestures: [(String, String)] = []
    if case .list(let names)? = view.value("gestures") {
      gestures = [("data-gestures", names.map(\.displayText).joined(separator: ", "))]
    }
    svg.open(
      "g",
      [("data-view", view.id), ("data-type", view.type.rawValue)] + gestures
        + SVGDocument.box(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
        .map { ("data-" + $0.name, $0.value) })
    svg.title("\(view.id) (\(view.type.rawValue))")
    pictures[view.type.traits.picture]?(view, DrawingPlace(layer: layer, safeTop: safeTop), &svg)
    svg.close()
  }

  /// A stack view: a dashed outline.
  static func drawStack(_ view: ScreenElement, into svg: inout SVGDocument) {
    let frame = view.frame
    svg.rect(
      x: frame.x, y: frame.y, width: frame.width, height: frame.height,
      [
        ("fill", "none"), ("stroke", "#af52de"), ("stroke-opacity", "0.5"),
        ("stroke-dasharray", "2 3"),
      ])
  }

  static func fontSize(_ view: ScreenElement, default size: Double = 17) -> Double {
    if case .record(let fields)? = view.value("font"),
      let field = fields.first(where: { $0.name == "size" }), case .number(let n) = field.value,
      n > 0
    {
      return min(n, 96)
    }
    return size
  }

  static func isBold(_ view: ScreenElement) -> Bool {
    if case .record(let fields)? = view.value("font"),
      let field = fields.first(where: { $0.name == "weight" }), case .string(let w) = field.value
    {
      return ["bold", "semibold", "heavy", "black"].contains(w)
    }
    return false
  }

  /// A colour written in the scene file, if it is a plain name or hex code; a UIKit system
  /// colour (`DeclaredColor.systemColors`) as its light value; an asset catalogue's colour as
  /// the value written after its name (`BrandBlue #1f4fff`), if any.
  static func color(_ text: String?) -> String? {
    if let text, let asset = DeclaredColor.assetReference(text) { return asset.kept }
    if let text, let system = DeclaredColor.systemColors.first(where: { $0.name == text }) {
      return system.light.hex
    }
    guard let text, !text.isEmpty, text.count <= 20,
      text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "#" })
    else { return nil }
    return text
  }

  /// A plain view: its background colour (or a dashed outline) and its
  /// accessibility label, faint, at the top left.
  static func drawPlainView(_ view: ScreenElement, into svg: inout SVGDocument) {
    let frame = view.frame
    if let fill = color(view.text("backgroundColor")) {
      svg.rect(
        x: frame.x, y: frame.y, width: frame.width, height: frame.height,
        [("fill", fill), ("stroke", line)])
    } else {
      svg.rect(
        x: frame.x, y: frame.y, width: frame.width, height: frame.height,
        [("fill", "#fafafa"), ("stroke", line), ("stroke-dasharray", "3 3")])
    }
    if let name = view.text("accessibilityLabel"), frame.height >= 20 {
      drawText(
        name, in: Rect(x: frame.x, y: frame.y, width: frame.width, height: 20), size: 11,
        alignment: "left", color: faint, wrap: false, inset: 6, into: &svg)
    }
  }

  /// Text placed in a frame by alignment, on one line or wrapped.
  /// - Parameter advance: for a button's title, the layout's own metric (`titleAdvance`):
  ///   its frame was sized with it, so the title fits it exactly and is cut only past it. Other text is drawn at `TextMetrics.advance`, with
  ///   slack for the narrower metric its frame was sized with.
  static func drawText(
    _ text: String, in frame: Rect, size: Double, alignment: String, color: String,
    bold: Bool = false, wrap: Bool, inset: Double = 0, top: Bool = false,
    advance: Double? = nil, into svg: inout SVGDocument
  ) {
    let width = max(frame.width - inset * 2, 0)
    let lineHeight = size * 1.25
    // As many lines as the layout sized the frame for: it measures a line
    // `IntrinsicSize.lineHeight` high, a little less than the drawn spacing.
    let measured = IntrinsicSize.lineHeight(fontSize: size)
    let fitting = ((frame.height - (top ? inset * 2 : 0)) / measured).rounded(.down)
    // Text has at most one line per character and one more: a huge frame or a tiny font
    // cannot overflow `Int`.
    let maxLines = wrap ? Int(min(max(1, fitting), Double(text.count + 1))) : 1
    // Frames are sized with the layout's narrower metric (0.5 em): give one
    // line some slack before cutting it.
    let lines =
      advance.map { advance in
        [TextMetrics.fit(text, width: width + 0.5, fontSize: size, advance: advance)]
      }
      ?? TextMetrics.wrap(
        text, width: wrap ? width : width * 1.15, fontSize: size, maxLines: maxLines)
    let (anchor, x): (String, Double)
    switch alignment {
    case "center": (anchor, x) = ("middle", frame.x + frame.width / 2)
    case "right": (anchor, x) = ("end", frame.x + frame.width - inset)
    default: (anchor, x) = ("start", frame.x + inset)
    }
    let block = Double(lines.count) * lineHeight
    var y =
      top ? frame.y + inset + size : frame.y + (frame.height - block) / 2 + size * 0.95
    for line in lines {
      var attributes: [SVGDocument.Attribute] = [
        ("font-size", SVGDocument.number(size)), ("fill", color),
      ]
      if anchor != "start" { attributes.insert(("text-anchor", anchor), at: 0) }
      if bold { attributes.append(("font-weight", "bold")) }
      svg.text(line, x: x, y: y, attributes)
      y += lineHeight
    }
  }

  static func drawLabel(_ view: ScreenElement, into svg: inout SVGDocument) {
    let lines = view.number("lines") ?? 1
    drawText(
      view.text("text") ?? "", in: view.frame, size: fontSize(view),
      alignment: view.text("alignment") ?? "left", color: ink, bold: isBold(view),
      wrap: lines != 1, into: &svg)
  }

  /// The advance a button's title is drawn at, in ems: the layout's metric for titles
  /// (`IntrinsicSize.buttonAdvance`), or the system font's where it is narrower, since a
  /// button imported from a storyboard is measured with it (`SystemFont`), so the title
  /// fits the frame either metric sized.
  static func titleAdvance(_ view: ScreenElement) -> Double {
    let title = view.text("title") ?? ""
    let size = fontSize(view)
    let characters = Double(title.count)
    guard characters > 0, size > 0 else { return IntrinsicSize.buttonAdvance }
    let measured = SystemFont.width(of: title, size: size) / (size * characters)
    return min(IntrinsicSize.buttonAdvance, measured)
  }

  static func drawButton(_ view: ScreenElement, into svg: inout SVGDocument) {
    let frame = view.frame
    let enabled = view.bool("enabled") != false
    let color = enabled ? tint : faint
    switch view.text("style") {
    case "infoDark"?, "infoLight"?, "contactAdd"?, "detailDisclosure"?:
      let r = min(frame.width, frame.height) / 2 - 1
      let cx = frame.x + frame.width / 2
      let cy = frame.y + frame.height / 2
      svg.element(
        "circle",
        [
          ("cx", SVGDocument.number(cx)), ("cy", SVGDocument.number(cy)),
          ("r", SVGDocument.number(max(r, 1))), ("fill", "none"), ("stroke", color),
          ("stroke-width", "1.5"),
        ])
      let glyph = view.text("style") == "contactAdd" ? "+" : "i"
      svg.text(
        glyph, x: cx, y: cy + r * 0.45,
        [
          ("text-anchor", "middle"), ("font-size", SVGDocument.number(r * 1.3)),
          ("font-weight", "bold"), ("fill", color),
        ])
    case "custom"?:
      svg.rect(
        x: frame.x, y: frame.y, width: frame.width, height: frame.height,
        [
          ("fill", "none"), ("stroke", color), ("stroke-opacity", "0.3"),
          ("stroke-dasharray", "2 4"),
        ])
      drawText(
        view.text("title") ?? "", in: frame, size: fontSize(view), alignment: "center",
        color: color, wrap: false, advance: titleAdvance(view), into: &svg)
    default:
      svg.rect(
        x: frame.x, y: frame.y, width: frame.width, height: frame.height,
        [("rx", "6"), ("fill", color), ("fill-opacity", "0.08")])
      drawText(
        view.text("title") ?? "", in: frame, size: fontSize(view), alignment: "center",
        color: color, wrap: false, advance: titleAdvance(view), into: &svg)
    }
  }

  static func drawTextField(_ view: ScreenElement, into svg: inout SVGDocument) {
    let frame = view.frame
    svg.rect(
      x: frame.x, y: frame.y, width: frame.width, height: frame.height,
      [("rx", "5"), ("fill", "#ffffff"), ("stroke", line)])
    let text = view.text("text") ?? ""
    if text.isEmpty {
      drawText(
        view.text("placeholder") ?? "", in: frame, size: fontSize(view), alignment: "left",
        color: "#b0b0b5", wrap: false, inset: 8, into: &svg)
    } else {
      let shown = view.bool("secure") == true ? String(repeating: "•", count: text.count) : text
      drawText(
        shown, in: frame, size: fontSize(view), alignment: view.text("alignment") ?? "left",
        color: ink, wrap: false, inset: 8, into: &svg)
    }
  }

  static func drawTextView(_ view: ScreenElement, into svg: inout SVGDocument) {
    let frame = view.frame
    svg.rect(
      x: frame.x, y: frame.y, width: frame.width, height: frame.height,
      [("fill", "#ffffff"), ("stroke", line), ("stroke-dasharray", "1 2")])
    drawText(
      view.text("text") ?? "", in: frame, size: fontSize(view, default: 14),
      alignment: view.text("alignment") ?? "left", color: ink, wrap: true, inset: 5,
      top: true, into: &svg)
  }

  static func drawImageView(_ view: ScreenElement, into svg: inout SVGDocument) {
    let f = view.frame
    svg.rect(
      x: f.x, y: f.y, width: f.width, height: f.height, [("fill", "#f2f2f7"), ("stroke", faint)])
    svg.line(x1: f.x, y1: f.y, x2: f.x + f.width, y2: f.y + f.height, [("stroke", line)])
    svg.line(x1: f.x + f.width, y1: f.y, x2: f.x, y2: f.y + f.height, [("stroke", line)])
    let name = view.text("image") ?? "image"
    let size = min(13, max(f.height / 3, 6))
    let width = TextMetrics.width(name, fontSize: size) + 8
    svg.rect(
      x: f.x + (f.width - width) / 2, y: f.y + f.height / 2 - size * 0.8, width: width,
      height: size * 1.6, [("fill", "#f2f2f7")])
    drawText(
      TextMetrics.fit(name, width: f.width, fontSize: size), in: f, size: size,
      alignment: "center", color: faint, wrap: false, into: &svg)
  }

  static func drawSwitch(_ view: ScreenElement, into svg: inout SVGDocument) {
    let f = view.frame
    let on = view.bool("on") == true
    // The pill fills the frame, as UIKit draws it: 63 x 28 from iOS 26, 51 x 31 before.
    let width = min(f.width, 63)
    let height = min(f.height, 31)
    svg.rect(
      x: f.x, y: f.y, width: width, height: height,
      [
        ("rx", SVGDocument.number(height / 2)), ("fill", on ? "#34c759" : "#e9e9ea"),
        ("stroke", on ? "#34c759" : line),
      ])
    let r = height / 2 - 2
    svg.element(
      "circle",
      [
        ("cx", SVGDocument.number(on ? f.x + width - r - 2 : f.x + r + 2)),
        ("cy", SVGDocument.number(f.y + height / 2)), ("r", SVGDocument.number(max(r, 1))),
        ("fill", "#ffffff"), ("stroke", line),
      ])
  }

  static func drawSlider(_ view: ScreenElement, into svg: inout SVGDocument) {
    let f = view.frame
    let low = view.number("min") ?? 0
    let high = view.number("max") ?? 1
    let value = view.number("value") ?? low
    let fraction = high > low ? min(max((value - low) / (high - low), 0), 1) : 0
    let y = f.y + f.height / 2
    let knob = f.x + 14 + (f.width - 28) * fraction
    svg.line(
      x1: f.x + 2, y1: y, x2: f.x + f.width - 2, y2: y,
      [("stroke", line), ("stroke-width", "4"), ("stroke-linecap", "round")])
    svg.line(
      x1: f.x + 2, y1: y, x2: knob, y2: y,
      [("stroke", tint), ("stroke-width", "4"), ("stroke-linecap", "round")])
    svg.element(
      "circle",
      [
        ("cx", SVGDocument.number(knob)), ("cy", SVGDocument.number(y)), ("r", "13"),
        ("fill", "#ffffff"), ("stroke", line),
      ])
  }

  static func drawSegments(_ view: ScreenElement, into svg: inout SVGDocument) {
    let f = view.frame
    var titles: [String] = []
    if case .list(let items)? = view.value("segments") { titles = items.map(\.displayText) }
    // A value a step set past the segments (or not whole) selects none of them.
    let selected = view.number("selected").flatMap { Int(exactly: $0) } ?? -1
    svg.rect(x: f.x, y: f.y, width: f.width, height: f.height, [("rx", "7"), ("fill", "#eeeef0")])
    let slot = f.width / Double(max(titles.count, 1))
    for (index, title) in titles.enumerated() {
      let cell = Rect(x: f.x + slot * Double(index), y: f.y, width: slot, height: f.height)
      if index == selected {
        svg.rect(
          x: cell.x + 2, y: cell.y + 2, width: cell.width - 4, height: cell.height - 4,
          [("rx", "6"), ("fill", "#ffffff"), ("stroke", line)])
      } else if index > 0 && index != selected + 1 {
        svg.line(x1: cell.x, y1: f.y + 7, x2: cell.x, y2: f.y + f.height - 7, [("stroke", line)])
      }
      drawText(
        TextMetrics.fit(title, width: slot - 6, fontSize: 13), in: cell, size: 13,
        alignment: "center", color: ink, bold: index == selected, wrap: false, into: &svg)
    }
  }
}
