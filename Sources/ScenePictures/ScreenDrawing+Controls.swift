import SceneModel

/// The UIKit views beyond the format's first eleven types (docs/Pictures.md): each drawn as
/// UIKit shows it, simply, inside its frame.
extension ScreenDrawing {
  /// The pictures drawn here, each by its drawing (`ScreenDrawing.pictures`): a new picture
  /// is its case in `ViewTraits.Picture`, its drawing below and its entry here.
  static let morePictures: [ViewTraits.Picture: Drawing] = [
    .spinner: { view, _, svg in drawSpinner(view, into: &svg) },
    .progressBar: { view, _, svg in drawProgressBar(view, into: &svg) },
    .stepper: { view, _, svg in drawStepper(view, into: &svg) },
    .pageDots: { view, _, svg in drawPageDots(view, into: &svg) },
    .searchBar: { view, _, svg in drawSearchBar(view, into: &svg) },
    .toolbar: { view, _, svg in drawToolbar(view, into: &svg) },
    .navigationBar: { view, _, svg in drawNavigationBar(view, into: &svg) },
    .namedBox: { view, _, svg in drawNamedBox(view, into: &svg) },
    .blurredBox: { view, _, svg in drawNamedBox(view, into: &svg) },
    .colorWell: { view, _, svg in drawColorWell(view, into: &svg) },
    .calendar: { view, _, svg in drawCalendar(view, into: &svg) },
  ]

  /// An activity indicator: a dashed ring.
  static func drawSpinner(_ view: ScreenElement, into svg: inout SVGDocument) {
    let f = view.frame
    let r = max(min(f.width, f.height) / 2 - 2, 1)
    svg.element(
      "circle",
      [
        ("cx", SVGDocument.number(f.x + f.width / 2)),
        ("cy", SVGDocument.number(f.y + f.height / 2)), ("r", SVGDocument.number(r)),
        ("fill", "none"), ("stroke", faint), ("stroke-width", "3"),
        ("stroke-dasharray", "4 3"),
      ])
  }

  /// A progress view: a track filled to its `progress`.
  static func drawProgressBar(_ view: ScreenElement, into svg: inout SVGDocument) {
    let f = view.frame
    let progress = min(max(view.number("progress") ?? 0, 0), 1)
    let y = f.y + f.height / 2
    svg.line(
      x1: f.x, y1: y, x2: f.x + f.width, y2: y, [("stroke", line), ("stroke-width", "4")])
    svg.line(
      x1: f.x, y1: y, x2: f.x + f.width * progress, y2: y,
      [("stroke", tint), ("stroke-width", "4")])
  }

  /// A stepper: its minus and plus halves.
  static func drawStepper(_ view: ScreenElement, into svg: inout SVGDocument) {
    let f = view.frame
    svg.rect(
      x: f.x, y: f.y, width: f.width, height: f.height,
      [("rx", "8"), ("fill", barFill), ("stroke", line)])
    svg.line(
      x1: f.x + f.width / 2, y1: f.y + 6, x2: f.x + f.width / 2, y2: f.y + f.height - 6,
      [("stroke", line)])
    for (glyph, x) in [("−", f.x + f.width / 4), ("+", f.x + 3 * f.width / 4)] {
      svg.text(
        glyph, x: x, y: f.y + f.height / 2 + 7,
        [("text-anchor", "middle"), ("font-size", "20"), ("fill", ink)])
    }
  }

  /// A page control: a dot per page, the current one dark.
  static func drawPageDots(_ view: ScreenElement, into svg: inout SVGDocument) {
    let f = view.frame
    let pages = Int(min(max(view.number("pages") ?? 0, 0), 50))
    let current = Int(min(max(view.number("currentPage") ?? 0, 0), 50))
    let start = f.x + (f.width - Double(max(pages * 16 - 9, 0))) / 2 + 3.5
    for page in 0..<pages {
      svg.element(
        "circle",
        [
          ("cx", SVGDocument.number(start + 16 * Double(page))),
          ("cy", SVGDocument.number(f.y + f.height / 2)), ("r", "3.5"),
          ("fill", page == current ? ink : line),
        ])
    }
  }

  /// A search bar: a rounded field with its text or placeholder.
  static func drawSearchBar(_ view: ScreenElement, into svg: inout SVGDocument) {
    let f = view.frame
    svg.rect(x: f.x, y: f.y, width: f.width, height: f.height, [("fill", barFill)])
    let field = Rect(x: f.x + 8, y: f.y + 10, width: max(f.width - 16, 0), height: 36)
    svg.rect(
      x: field.x, y: field.y, width: field.width, height: field.height,
      [("rx", "10"), ("fill", "#e3e3e8")])
    let text = view.text("text").flatMap { $0.isEmpty ? nil : $0 }
    drawText(
      text ?? view.text("placeholder") ?? "Search", in: field, size: 17, alignment: "left",
      color: text == nil ? faint : ink, wrap: false, inset: 12, into: &svg)
  }

  /// A standalone toolbar: its items' titles, side by side.
  static func drawToolbar(_ view: ScreenElement, into svg: inout SVGDocument) {
    let f = view.frame
    svg.rect(x: f.x, y: f.y, width: f.width, height: f.height, [("fill", barFill)])
    svg.line(x1: f.x, y1: f.y, x2: f.x + f.width, y2: f.y, [("stroke", line)])
    var titles: [String] = []
    if case .list(let items)? = view.value("items") { titles = items.map(\.displayText) }
    let slot = f.width / Double(max(titles.count, 1))
    for (index, title) in titles.enumerated() {
      drawText(
        title, in: Rect(x: f.x + slot * Double(index), y: f.y, width: slot, height: f.height),
        size: 17, alignment: titles.count == 1 ? "left" : "center", color: tint, wrap: false,
        inset: 16, into: &svg)
    }
  }

  /// A standalone navigation bar: its title and its items on each side.
  static func drawNavigationBar(_ view: ScreenElement, into svg: inout SVGDocument) {
    let f = view.frame
    svg.rect(x: f.x, y: f.y, width: f.width, height: f.height, [("fill", barFill)])
    svg.line(
      x1: f.x, y1: f.y + f.height, x2: f.x + f.width, y2: f.y + f.height, [("stroke", line)])
    if let title = view.text("title") {
      drawText(
        title, in: f, size: 17, alignment: "center", color: ink, wrap: false, inset: 80,
        into: &svg)
    }
    for (side, alignment) in [("left", "left"), ("right", "right")] {
      guard case .list(let items)? = view.value(side), !items.isEmpty else { continue }
      drawText(
        items.map(\.displayText).joined(separator: "  "), in: f, size: 17,
        alignment: alignment, color: tint, wrap: false, inset: 16, into: &svg)
    }
  }

  /// Date and item pickers, maps, web views, visual effect views: a tinted box with the
  /// type's name, since their content comes from data or code.
  static func drawNamedBox(_ view: ScreenElement, into svg: inout SVGDocument) {
    let f = view.frame
    svg.rect(
      x: f.x, y: f.y, width: f.width, height: f.height,
      [
        ("fill", view.type.traits.picture == .blurredBox ? "#e5e5ea" : "#f7f7f7"),
        ("stroke", line),
      ])
    drawText(
      view.type.rawValue, in: Rect(x: f.x, y: f.y, width: f.width, height: min(f.height, 24)),
      size: 11, alignment: "left", color: faint, wrap: false, inset: 4, into: &svg)
  }

  /// A colour well: a ring of hues around the selected colour (empty when none is).
  static func drawColorWell(_ view: ScreenElement, into svg: inout SVGDocument) {
    let f = view.frame
    let cx = f.x + f.width / 2
    let cy = f.y + f.height / 2
    let r = max(min(f.width, f.height) / 2 - 2, 1)
    let quarter = SVGDocument.number(Double.pi * r / 2)
    for (index, hue) in ["#ff3b30", "#ffcc00", "#34c759", "#007aff"].enumerated() {
      svg.element(
        "circle",
        [
          ("cx", SVGDocument.number(cx)), ("cy", SVGDocument.number(cy)),
          ("r", SVGDocument.number(r)), ("fill", "none"), ("stroke", hue),
          ("stroke-width", "3"),
          ("stroke-dasharray", "\(quarter) \(SVGDocument.number(Double.pi * r * 1.5))"),
          ("stroke-dashoffset", SVGDocument.number(-Double.pi * r / 2 * Double(index))),
        ])
    }
    let selected = view.text("selectedColor").flatMap(DeclaredColor.parse)
    svg.element(
      "circle",
      [
        ("cx", SVGDocument.number(cx)), ("cy", SVGDocument.number(cy)),
        ("r", SVGDocument.number(max(r - 5, 0.5))),
        ("fill", selected.map { $0.light.hex } ?? "none"), ("stroke", line),
      ])
  }

  /// A calendar view: the month of its selected day, under the month's name and the
  /// weekdays' initials, the day in a tinted circle; only the initials when none is picked.
  static func drawCalendar(_ view: ScreenElement, into svg: inout SVGDocument) {
    let f = view.frame
    svg.rect(
      x: f.x, y: f.y, width: f.width, height: f.height,
      [("rx", "10"), ("fill", "#ffffff"), ("stroke", line)])
    let date = view.text("selectedDate").flatMap(CalendarDate.init(parsing:))
    let column = f.width / 7
    let header = min(f.height * 0.12, 36)
    if let date {
      drawText(
        date.monthTitle, in: Rect(x: f.x, y: f.y, width: f.width, height: header),
        size: min(17, max(header * 0.5, 6)), alignment: "left", color: ink, bold: true,
        wrap: false, inset: 12, into: &svg)
    }
    let initials = Rect(x: f.x, y: f.y + header, width: column, height: header * 0.6)
    for (index, initial) in ["S", "M", "T", "W", "T", "F", "S"].enumerated() {
      let cell = Rect(
        x: initials.x + column * Double(index), y: initials.y, width: column,
        height: initials.height)
      drawText(
        initial, in: cell, size: 11, alignment: "center", color: faint, wrap: false, into: &svg)
    }
    guard let date else { return }
    let weeks = (date.firstWeekday + date.daysInMonth + 6) / 7
    let top = initials.y + initials.height
    let row = max(f.y + f.height - top, 0) / Double(weeks)
    let size = min(17, max(row * 0.45, 6))
    for day in 1...date.daysInMonth {
      let slot = date.firstWeekday + day - 1
      let cell = Rect(
        x: f.x + column * Double(slot % 7), y: top + row * Double(slot / 7), width: column,
        height: row)
      let picked = day == date.day
      if picked {
        svg.element(
          "circle",
          [
            ("cx", SVGDocument.number(cell.x + cell.width / 2)),
            ("cy", SVGDocument.number(cell.y + cell.height / 2)),
            ("r", SVGDocument.number(max(min(cell.width, cell.height) / 2 - 2, 1))),
            ("fill", tint),
          ])
      }
      drawText(
        String(day), in: cell, size: size, alignment: "center",
        color: picked ? "#ffffff" : ink, bold: picked, wrap: false, into: &svg)
    }
  }
}
