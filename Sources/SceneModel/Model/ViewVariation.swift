import Diagnostics
import SceneSyntax

/// A view as it is in some size classes (an extension, docs/SceneFormat.md; Interface
/// Builder's `<variation>` of a view): on a device where `when` holds, the view is installed
/// or not, and its `frame` and the properties listed (`font`, `hidden`, a stack's `axis`, ...)
/// replace the view's own. Later variations win over earlier ones.
public struct ViewVariation: Sendable {
  /// The condition, as `when:` blocks of constraints write it (`heightClass=compact`).
  public var when: Located<String>
  /// `installed: false` removes the view, its subviews and the constraints that name them.
  public var installed: Located<Bool>?
  public var frame: Located<Rect>?
  public var properties: [ViewSpec.Property]
  public var location: Diagnostic.Location

  public init(
    when: Located<String>, installed: Located<Bool>?, frame: Located<Rect>?,
    properties: [ViewSpec.Property], location: Diagnostic.Location
  ) {
    self.when = when
    self.installed = installed
    self.frame = frame
    self.properties = properties
    self.location = location
  }
}

extension ViewSpec {
  /// The view on `device` with its variations applied, its subviews resolved in turn; nil
  /// when a variation uninstalls it there. The result has no variations left.
  func resolved(on device: Device) -> ViewSpec? {
    var view = self
    for variation in variations where device.matches(condition: variation.when.value) {
      if let installed = variation.installed { view.installed = installed.value }
      if let frame = variation.frame { view.frame = frame }
      for property in variation.properties {
        if let i = view.properties.firstIndex(where: { $0.name == property.name }) {
          view.properties[i] = property
        } else {
          view.properties.append(property)
        }
      }
    }
    guard view.installed else { return nil }
    view.subviews = view.subviews.compactMap { $0.resolved(on: device) }
    view.arrangedSubviews = view.arrangedSubviews.compactMap { $0.resolved(on: device) }
    // A view without details (`ViewSpec.Details`) has no variations, table ends or cells.
    guard view.detailsBox != nil else { return view }
    view.variations = []
    view.tableHeader = view.tableHeader.compactMap { $0.resolved(on: device) }
    view.tableFooter = view.tableFooter.compactMap { $0.resolved(on: device) }
    // Cells hold views too: a scene whose cells' views vary is resolved only when they are.
    view.prototypes = view.prototypes.map { $0.resolved(on: device) }
    for index in view.sections.indices {
      view.sections[index].cells = view.sections[index].cells.map { $0.resolved(on: device) }
    }
    view.sectionHeader = view.sectionHeader?.resolved(on: device)
    view.sectionFooter = view.sectionFooter?.resolved(on: device)
    return view
  }
}

extension TableCell {
  /// The cell on `device`: its views' variations applied, those not installed there removed.
  func resolved(on device: Device) -> TableCell {
    var cell = self
    cell.subviews = subviews.compactMap { $0.resolved(on: device) }
    return cell
  }
}

extension Scene {
  /// Whether a view of the scene varies with the size classes.
  public var hasVariations: Bool {
    allViews.contains { !$0.variations.isEmpty || !$0.installed }
  }

  /// The scene on `device`: each view's variations applied, the views not installed there
  /// removed with the constraints that name them (UIKit installs neither).
  public func resolved(on device: Device) -> Scene {
    guard hasVariations else { return self }
    var scene = self
    scene.views = views.compactMap { $0.resolved(on: device) }
    scene.freeViews = freeViews.compactMap { free in
      guard let view = free.view.resolved(on: device) else { return nil }
      var resolved = free
      resolved.view = view
      let gone = Set(free.allViews.map(\.id.value)).subtracting(resolved.allViews.map(\.id.value))
      resolved.constraints = Self.keeping(free.constraints, without: gone)
      return resolved
    }
    let kept = Set(scene.allViews.map(\.id.value))
    let removed = Set(allViews.map(\.id.value)).subtracting(kept)
    if !removed.isEmpty { scene.constraints = Self.keeping(constraints, without: removed) }
    return scene
  }

  /// The constraints that name none of the `removed` views.
  private static func keeping(_ constraints: [ConstraintEntry], without removed: Set<String>)
    -> [ConstraintEntry]
  {
    guard !removed.isEmpty else { return constraints }
    func named(_ anchor: ConstraintSyntax.Anchor) -> Bool {
      removed.contains(anchor.guideOwner ?? anchor.item)
    }
    return constraints.filter { entry in
      !named(entry.syntax.first) && !(entry.syntax.second.map(named) ?? false)
    }
  }
}

extension Storyboard {
  /// The storyboard on `device`: every scene `Scene.resolved(on:)`.
  public func resolved(on device: Device) -> Storyboard {
    guard scenes.contains(where: \.hasVariations) else { return self }
    var storyboard = self
    storyboard.scenes = scenes.map { $0.resolved(on: device) }
    return storyboard
  }
}
