/// Where a scene keeps what it holds: out of line, in one box its copies share until one of
/// them is changed (copy on write, as `Details`). A scene is copied into every check and
/// layout run of it; a copy then costs one reference instead of one for each of its twenty
/// lists, tables and texts, and so does freeing it (validate of a 1,000-scene file made
/// about 26,000 copies).
extension Scene {
  /// What a scene holds but its `Details`; each field is documented at the scene's property
  /// of the same name, the tables kept in step with them in Scene.swift.
  @usableFromInline struct Fields: Sendable {
    @usableFromInline var id: Located<String>
    @usableFromInline var kind: Located<Kind>
    @usableFromInline var navigationItem: NavigationItem? = nil
    @usableFromInline var toolbarItems: [BarItem] = []
    @usableFromInline var properties: [NamedValue] = []
    @usableFromInline var propertyNames: Set<String> = []
    @usableFromInline var views: [ViewSpec] = []
    @usableFromInline var freeViews: [FreeView] = []
    @usableFromInline var allViews: [ViewSpec] = []
    @usableFromInline var treeViewCount = 0
    @usableFromInline var freeViewOf: [String: Int] = [:]
    @usableFromInline var viewIndex: [String: Int] = [:]
    @usableFromInline var outlets: [Outlet] = []
    @usableFromInline var actions: [Action] = []
    @usableFromInline var onAppear: [Step] = []
    @usableFromInline var segues: [Segue] = []
    @usableFromInline var constraints: [ConstraintEntry] = []
    @usableFromInline var unreadViewIDs: Set<String> = []
    @usableFromInline var alerts: [Alert] = []
    @usableFromInline var allBarItems: [BarItem] = []
    @usableFromInline var barItemIndex: [String: Int] = [:]
  }

  /// A scene's `Fields`, shared by its copies until one changes them.
  ///
  /// The fields are behind a pointer rather than in a `var` of the class: each access to a
  /// class's `var` is checked for exclusivity at run time (about 60 instructions, for every
  /// read of a scene's views or constraints), and the copy on write already makes the
  /// accesses exclusive: the fields are written only through `ownFields()`, while one scene
  /// alone holds the box.
  @usableFromInline final class FieldsBox: @unchecked Sendable {
    @usableFromInline let fields: UnsafeMutablePointer<Fields>

    init(_ fields: Fields) {
      self.fields = .allocate(capacity: 1)
      self.fields.initialize(to: fields)
    }

    deinit {
      fields.deinitialize(count: 1)
      fields.deallocate()
    }
  }

  /// The fields, to read (inlined, as the properties that read them: a module that reads
  /// `scene.constraints[i]` then reads the entry in place instead of copying it out of a copy
  /// of the list).
  @inlinable var fields: Fields {
    _read { yield fieldsBox.fields.pointee }
  }

  /// The box, this scene's alone, that its fields are written to (a copy of the fields
  /// when another scene shares the box).
  @usableFromInline mutating func ownFields() -> FieldsBox {
    if !isKnownUniquelyReferenced(&fieldsBox) { fieldsBox = FieldsBox(fieldsBox.fields.pointee) }
    return fieldsBox
  }

  @inlinable public var id: Located<String> {
    _read { yield fields.id }
    _modify { yield &ownFields().fields.pointee.id }
  }
  @inlinable public var kind: Located<Kind> {
    _read { yield fields.kind }
    _modify { yield &ownFields().fields.pointee.kind }
  }
  @inlinable public var outlets: [Outlet] {
    _read { yield fields.outlets }
    _modify { yield &ownFields().fields.pointee.outlets }
  }
  @inlinable public var actions: [Action] {
    _read { yield fields.actions }
    _modify { yield &ownFields().fields.pointee.actions }
  }
  @inlinable public var onAppear: [Step] {
    _read { yield fields.onAppear }
    _modify { yield &ownFields().fields.pointee.onAppear }
  }
  @inlinable public var segues: [Segue] {
    _read { yield fields.segues }
    _modify { yield &ownFields().fields.pointee.segues }
  }
  @inlinable public var constraints: [ConstraintEntry] {
    _read { yield fields.constraints }
    _modify { yield &ownFields().fields.pointee.constraints }
  }
  /// The ids of views (and bar items) the file writes but that could not be read (a type
  /// that is not a view type, a value of the wrong kind), with those of their subviews: a
  /// reference to one of them is not reported as dangling, since the view's own error is the
  /// cause.
  @inlinable public var unreadViewIDs: Set<String> {
    _read { yield fields.unreadViewIDs }
    _modify { yield &ownFields().fields.pointee.unreadViewIDs }
  }
  /// Alerts and action sheets, in file order.
  @inlinable public var alerts: [Alert] {
    _read { yield fields.alerts }
    _modify { yield &ownFields().fields.pointee.alerts }
  }
}
