import Diagnostics
import SceneSyntax
import YAML

/// Reads a view and its subviews (SCENE-FORMAT.md §3), checking each
/// property against `ViewSchema`.
enum ViewLoader {
  /// The view `node` writes, or nil after reporting why it cannot be read (its ids are then
  /// recorded as written: `LoadContext.recordUnreadView`).
  ///
  /// - Parameter extraKeys: keys the caller reads itself (a free view's `size` and
  ///   `constraints`), allowed beside the type's and skipped here.
  static func load(_ node: Node, extraKeys: [String] = [], context: LoadContext) -> ViewSpec? {
    guard let view = read(node, extraKeys: extraKeys, context: context) else {
      context.recordUnreadView(node)
      return nil
    }
    return view
  }

  private static func read(_ node: Node, extraKeys: [String], context: LoadContext) -> ViewSpec? {
    guard let pairs = context.mapping(node, "a view") else { return nil }
    // The first `type:` and `id:`, and whether `refreshControl:` is written, in one pass that
    // copies no pair.
    var typeNode: Node?
    var idNode: Node?
    var writesRefreshControl = false
    for i in pairs.indices {
      guard case .scalar(let key) = pairs[i].key.content else { continue }
      switch key.text {
      case "type" where typeNode == nil: typeNode = pairs[i].value
      case "id" where idNode == nil: idNode = pairs[i].value
      case "refreshControl": writesRefreshControl = true
      default: break
      }
    }
    guard let idNode else {
      context.report(.missingKey("id", in: "a view", at: context.location(node)))
      return nil
    }
    guard let id = context.viewIdentifier(idNode, "view id") else { return nil }
    let name = id.value
    var what: String { "view '\(name)'" }
    guard let typeNode else {
      context.report(.missingKey("type", in: what, at: context.location(node)))
      return nil
    }
    // A type's name (never a null word) is found in one lookup; anything else is reported
    // by `choice`.
    let known = typeNode.scalar.flatMap { Self.typesByName[$0.text] }
    guard
      let type = known.map({ Located($0, at: context.location(typeNode)) })
        ?? context.choice(typeNode, "view type", as: ViewType.self, listed: ViewType.writable)
    else { return nil }
    guard !type.value.isCell else {
      context.report(.cellAsView(name, type: type.value, at: type.location))
      return nil
    }
    // Everything the loader asks of the type's schema, in one lookup.
    let keys = Self.keys(of: type.value)
    let schema = keys.schema
    // A refresh control where UIKit has none is read, and reported by the validator at it
    // (`refresh-control-misplaced`), rather than as an unknown key.
    let misplacedRefresh =
      !type.value.takesRefreshControl && writesRefreshControl
    // The type's list itself unless keys are added: joining copies it.
    let allowed =
      extraKeys.isEmpty && !misplacedRefresh
      ? keys.allowed
      : keys.allowed + extraKeys + (misplacedRefresh ? ["refreshControl"] : [])
    guard let fields = context.fields(node, "\(what) (a \(type.value.rawValue))", allowed: allowed)
    else { return nil }
    var view = ViewSpec(
      id: id, type: type, properties: [], subviews: [], arrangedSubviews: [],
      frame: nil, contentHugging: nil, compressionResistance: nil, prototypes: [], ib: nil,
      intrinsicSize: nil,
      location: context.location(node))
    view.properties.reserveCapacity(fields.keys.count)
    let plainKinds = extraKeys.isEmpty ? keys.plain : nil
    for n in fields.keys.indices {
      let key = fields.keys[n]
      let value = fields.value(at: n)
      if let kind = plainKinds?[key] {
        // A property the switch below does not name: read as its `default:` reads it, with
        // one lookup instead of a comparison with each case and each key of the schema.
        guard let property = self.property(key, kind, value, context: context) else {
          view.unreadProperties.append(key)
          continue
        }
        view.properties.append(property)
        continue
      }
      switch key {
      case "id", "type":
        break
      case _ where extraKeys.contains(key):
        break
      case "ib":
        view.ib = context.string(value, "'ib'")
      case "intrinsicSize":
        view.intrinsicSize = intrinsicSize(value, context: context)
      case "layoutMargins":
        view.layoutMargins = layoutMargins(value, context: context)
      case "autoresizing":
        view.autoresizing = autoresizing(value, context: context)
      case "superviewSize":
        view.superviewSize = FreeViewLoader.size(
          value, key, of: "a superview", context: context)
      case "insetsLayoutMarginsFromSafeArea":
        view.insetsLayoutMarginsFromSafeArea =
          context.bool(value, "'insetsLayoutMarginsFromSafeArea'")?.value ?? true
      case "preservesSuperviewLayoutMargins":
        view.preservesSuperviewLayoutMargins =
          context.bool(value, "'preservesSuperviewLayoutMargins'")?.value ?? false
      case "class":
        view.className = context.identifier(value, "class name")
      case "installed":
        view.installed = context.bool(value, "'installed'")?.value ?? true
      case "variations":
        view.variations = variations(value, of: what, schema: schema, context: context)
      case "gestures":
        view.gestures = GestureLoader.gestures(value, of: "view '\(name)'", context: context)
      case "refreshControl":
        view.refreshControl = RefreshControlLoader.load(value, of: name, context: context)
      case "runtimeAttributes":
        view.runtimeAttributes = LiteralLoader.runtimeAttributes(value, context: context)
      case "outlets":
        view.outlets = SceneLoader.loadOutlets(value, context: context)
        // A plain view has no outlets: they are its class's.
        if fields.value("class") == nil, let first = view.outlets.first {
          context.report(
            .error(
              .missingKey,
              "view '\(name)' has outlets but no 'class': outlets are properties its class "
                + "declares; add 'class:' naming it",
              at: first.property.location))
        }
      case "delegates":
        view.delegates = SceneLoader.loadDelegates(value, context: context)
      case "subviews":
        view.subviews = children(value, "the subviews of \(what)", context: context)
      case "arrangedSubviews":
        view.arrangedSubviews = children(
          value, "the arranged subviews of \(what)", context: context)
      case "frame":
        view.frame = frame(value, context: context)
      case "contentHugging":
        view.contentHugging = priorities(value, "'contentHugging'", context: context)
      case "compressionResistance":
        view.compressionResistance = priorities(value, "'compressionResistance'", context: context)
      case "tableHeaderView":
        view.tableHeader = load(value, context: context).map { [$0] } ?? []
      case "tableFooterView":
        view.tableFooter = load(value, context: context).map { [$0] } ?? []
      case "prototypes":
        view.prototypes = TableCellLoader.prototypes(value, context: context)
      case "sections":
        view.sections = TableCellLoader.sections(value, context: context)
      case "items" where type.value == .collectionView:
        view.prototypes = TableCellLoader.items(value, context: context)
      case "sectionHeader":
        view.sectionHeader = TableCellLoader.supplementary(value, key, context: context)
      case "sectionFooter":
        view.sectionFooter = TableCellLoader.supplementary(value, key, context: context)
      case "minimumInteritemSpacing", "minimumLineSpacing":
        if let spacing = CollectionLoader.spacing(value, key, context: context) {
          view.properties.append(
            .init(name: key, value: .number(spacing), location: context.location(value)))
        }
      case "items":
        view.barItems = SceneLoader.loadBarItems(value, "'items'", context: context)
      case "left", "right", "titleView":
        var item =
          view.navigationItem
          ?? NavigationItem(
            left: [], right: [], titleView: nil, backTitle: nil, location: context.location(node))
        switch key {
        case "left": item.left = SceneLoader.loadBarItems(value, "'left'", context: context)
        case "right": item.right = SceneLoader.loadBarItems(value, "'right'", context: context)
        default: item.titleView = context.identifier(value, "title view id")
        }
        view.navigationItem = item
      case "rowHeight" where type.value == .tableView:
        if let height = TableCellLoader.rowHeight(value, context: context) {
          view.properties.append(
            .init(name: key, value: .number(height.value), location: context.location(value)))
        }
      default:
        guard let kind = schema.first(where: { $0.0 == key })?.1 else { continue }
        guard let property = self.property(key, kind, value, context: context) else {
          view.unreadProperties.append(key)
          continue
        }
        view.properties.append(property)
      }
    }
    checkRanges(view, fields, integers: keys.integers, context: context)
    if let sections = fields.value("sections"), fields.has("prototypes") || fields.has("rows") {
      context.report(.staticTableWithRows(name, at: context.location(sections)))
    }
    return view
  }

  /// Reports a whole-number property outside its range (`PropertyRange`) at its value,
  /// shown as the file writes it; the property stays, so later checks still see the view.
  private static func checkRanges(
    _ view: ViewSpec, _ fields: Fields, integers: [String], context: LoadContext
  ) {
    guard !integers.isEmpty else { return }
    let segments = PropertyRange.segmentCount(view.property("segments"))
    for n in fields.keys.indices where integers.contains(fields.keys[n]) {
      let key = fields.keys[n]
      let value = fields.value(at: n)
      guard let whole = value.int,
        let problem = PropertyRange.problem(
          Double(whole), shown: String(whole), property: key, view: view.id.value,
          type: view.type.value, segments: segments)
      else { continue }
      context.report(.valueOutOfRange(problem, at: context.location(value)))
    }
  }

  /// `variations:`: a list of `{when: CONDITION, installed, frame, PROPERTY: VALUE...}`.
  private static func variations(
    _ node: Node, of what: String, schema: [(String, ViewSchema.Kind)], context: LoadContext
  ) -> [ViewVariation] {
    guard let items = context.sequence(node, "the variations of \(what)") else { return [] }
    let allowed = ["when", "installed", "frame"] + schema.map(\.0)
    return items.compactMap { item in
      let itemWhat = "a variation of \(what)"
      guard let fields = context.fields(item, itemWhat, allowed: allowed) else { return nil }
      guard let whenNode = fields.value("when") else {
        context.report(.missingKey("when", in: itemWhat, at: context.location(item)))
        return nil
      }
      guard let condition = context.condition(whenNode) else { return nil }
      var variation = ViewVariation(
        when: condition,
        installed: fields.value("installed").flatMap {
          context.bool($0, "'installed'")
        }, frame: fields.value("frame").flatMap { frame($0, context: context) }, properties: [],
        location: context.location(item))
      for n in fields.keys.indices where !["when", "installed", "frame"].contains(fields.keys[n]) {
        let key = fields.keys[n]
        guard let kind = schema.first(where: { $0.0 == key })?.1,
          let property = property(key, kind, fields.value(at: n), context: context)
        else { continue }
        variation.properties.append(property)
      }
      return variation
    }
  }

  private static func children(_ node: Node, _ what: String, context: LoadContext) -> [ViewSpec] {
    guard let items = context.sequence(node, what) else {
      // One view written without its list (`subviews: { id: ... }`) is still declared.
      context.recordUnreadView(node)
      return []
    }
    return items.compactMap { load($0, context: context) }
  }

  private static func property(
    _ name: String, _ kind: ViewSchema.Kind, _ node: Node, context: LoadContext
  ) -> ViewSpec.Property? {
    // Made only when a message names it.
    var what: String { "'\(name)'" }
    let value: Value?
    switch kind {
    case .string:
      value = node.isNull ? .null : context.string(node, what).map { .string($0.value) }
    case .number:
      value = context.double(node, what).map { .number($0.value) }
    case .integer:
      value = context.int(node, what).map { .number(Double($0.value)) }
    case .bool:
      value = context.bool(node, what).map { .bool($0.value) }
    case .choice(let options):
      value = context.string(node, what).flatMap { text in
        guard options.contains(text.value) else {
          context.report(.invalidValue(text.value, for: name, allowed: options, at: text.location))
          return nil
        }
        return .string(text.value)
      }
    case .strings:
      value = context.sequence(node, what).map { items in
        .list(
          items.compactMap { context.string($0, "an item of \(what)").map { .string($0.value) } })
      }
    case .font:
      value = font(node, context: context)
    case .size:
      value = CollectionLoader.size(node, name, context: context)
    case .insets:
      value = CollectionLoader.insets(node, context: context)
    case .rows:
      if node.sequence != nil {
        value = LiteralLoader.rows(node, what, context: context).map { .list($0) }
      } else {
        value = context.identifier(node, "data set name").map { .string($0.value) }
      }
    }
    return value.map { ViewSpec.Property(name: name, value: $0, location: context.location(node)) }
  }

  /// A `font:` mapping: `size`, `weight` and a Dynamic Type `style`, whose size at the
  /// default content size (`large`) and weight stand for those not given.
  private static func font(_ node: Node, context: LoadContext) -> Value? {
    guard
      let fields = context.fields(node, "'font'", allowed: ["size", "weight", "style"])
    else {
      return nil
    }
    var style: DynamicType.TextStyle?
    if let n = fields.value("style"), let s = context.string(n, "font 'style'") {
      style = DynamicType.TextStyle(rawValue: s.value)
      if style == nil {
        context.report(
          .invalidValue(
            s.value, for: "font style", allowed: DynamicType.TextStyle.allCases.map(\.rawValue),
            at: s.location))
      }
    }
    var size = style.map { DynamicType.pointSize($0, at: .large) } ?? 17.0
    var weight = style?.weight ?? "regular"
    if let n = fields.value("size"), let s = context.double(n, "font 'size'") {
      size = s.value
    }
    if let n = fields.value("weight"), let w = context.string(n, "font 'weight'") {
      if ViewSchema.fontWeights.contains(w.value) {
        weight = w.value
      } else {
        context.report(
          .invalidValue(
            w.value, for: "font weight", allowed: ViewSchema.fontWeights,
            at: w.location))
      }
    }
    var record = [
      Value.Field(name: "size", value: .number(size)),
      Value.Field(name: "weight", value: .string(weight)),
    ]
    if let style { record.append(Value.Field(name: "style", value: .string(style.rawValue))) }
    return Value.record(record)
  }

}

/// Reads a layout priority: a number from 1 to 1000, `required`, `high` or `low`.
enum PriorityReader {
  static func read(_ node: Node, context: LoadContext) -> Double? {
    if node.scalar?.style == .plain, let number = node.double {
      guard number >= 1 && number <= 1000 else {
        context.report(.priorityOutOfRange(number, at: context.location(node)))
        return nil
      }
      return number
    }
    let named = ["required": 1000.0, "high": 750, "low": 250]
    guard let text = context.string(node, "a priority") else { return nil }
    if let value = named[text.value] { return value }
    context.report(
      .invalidValue(
        text.value, for: "priority", allowed: ["required", "high", "low"],
        at: text.location))
    return nil
  }
}
