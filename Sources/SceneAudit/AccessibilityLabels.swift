import Diagnostics
import SceneModel
import SceneSyntax

/// Labels for assistive technology (docs/Audit.md): what VoiceOver reads for each control.
///
/// - `accessibility-label-missing`: a button that shows only an image, a bar item with only
///   an image, or an image view that is an accessibility element, with no label to read.
/// - `accessibility-label-duplicate`: two controls of one screen that read the same label.
/// - `accessibility-label-trait`: a label that repeats its trait ("Close button" on a
///   button: VoiceOver says "Close button, button").
///
/// Views that are hidden or not accessibility elements (`isAccessibilityElement: false`) are
/// left out, and the views of table and collection cells are left out of the duplicates
/// (every row repeats them).
enum AccessibilityLabels {
  static let missingCode = DiagnosticCode.accessibilityLabelMissing
  static let duplicateCode = DiagnosticCode.accessibilityLabelDuplicate
  static let traitCode = DiagnosticCode.accessibilityLabelTrait

  /// The words VoiceOver says for a trait, which a label should not repeat.
  static let traitWords: [(trait: String, words: [String])] = [
    ("button", ["button"]), ("image", ["image"]), ("link", ["link"]),
    ("header", ["header", "heading"]), ("searchField", ["search field"]),
  ]

  /// Interface Builder's placeholder titles (a new button's "Button", a new bar item's "Item",
  /// a new label's "Label"), which the app's code replaces: not compared nor read for traits.
  static let placeholderTitles: Set<String> = ["button", "item", "label"]

  /// One thing VoiceOver reads: a view or a bar item, with its label and traits.
  struct Element {
    var name: String
    var label: String?
    var traits: [String]
    var location: Diagnostic.Location
    /// Whether it is a control (or a bar item), whose labels must differ.
    var isControl: Bool
  }

  /// The findings on one screen, in document order.
  static func findings(on screen: AuditScreen) -> [AuditFinding] {
    var out: [AuditFinding] = []
    var elements: [Element] = []
    let inCell = cellContent(screen)
    for (i, view) in screen.views.enumerated() where view.isShown {
      let spec = view.spec
      let type = spec.type.value
      let element: Bool? =
        if case .bool(let on)? = spec.property("isAccessibilityElement") { on } else { nil }
      if element == false { continue }
      let written = nonEmpty(spec.string("accessibilityLabel"))
      let title = nonEmpty(spec.string("title"))
      if written == nil {
        if type == .button, title == nil, let image = nonEmpty(spec.string("image")) {
          out.append(missing(view.name, shows: "only the image '\(image)'", at: spec.id.location))
        } else if type == .imageView, element == true {
          out.append(missing(view.name, shows: "an image", at: spec.id.location))
        }
      }
      let traits = spec.property("accessibilityTraits").map(strings) ?? defaultTraits(type)
      elements.append(
        Element(
          name: view.name, label: written ?? (type == .button ? title : nil), traits: traits,
          location: spec.id.location, isControl: type.isControl && !inCell[i]))
    }
    for item in screen.scene.allBarItems {
      let written = nonEmpty(item.accessibilityLabel?.value)
      let title = nonEmpty(item.title?.value) ?? item.system?.value.title
      if written == nil, title == nil, item.view == nil, let image = nonEmpty(item.image?.value) {
        out.append(
          missing(
            "bar item '\(item.id.value)'", shows: "only the image '\(image)'", at: item.id.location)
        )
      }
      guard item.view == nil else { continue }
      elements.append(
        Element(
          name: "bar item '\(item.id.value)'", label: written ?? title, traits: ["button"],
          location: item.id.location, isControl: true))
    }
    out += duplicates(elements) + elements.compactMap(repeatedTrait)
    return out
  }

  static func missing(_ name: String, shows what: String, at location: Diagnostic.Location)
    -> AuditFinding
  {
    AuditFinding(
      code: missingCode,
      template: "\(name) shows \(what) and has no accessibility label\(AuditFinding.on); "
        + "VoiceOver has no words to read for it: give it an 'accessibilityLabel' that says "
        + "what it does",
      location: location)
  }

  /// Controls after the first with the same label (compared without case), each with a note
  /// at the first.
  static func duplicates(_ elements: [Element]) -> [AuditFinding] {
    var first: [String: Element] = [:]
    var out: [AuditFinding] = []
    for element in elements where element.isControl {
      guard let label = element.label, !placeholderTitles.contains(label.lowercased()) else {
        continue
      }
      let key = label.lowercased()
      guard let earlier = first[key] else {
        first[key] = element
        continue
      }
      out.append(
        AuditFinding(
          code: duplicateCode,
          template: "\(element.name) reads '\(label)', as \(earlier.name) does"
            + "\(AuditFinding.on); VoiceOver users cannot tell them apart: give each its own "
            + "'accessibilityLabel'",
          location: element.location,
          notes: [Diagnostic.Note("\(earlier.name) reads it here", at: earlier.location)]))
    }
    return out
  }

  /// A label that holds, as a word, what VoiceOver says for one of the element's traits.
  static func repeatedTrait(_ element: Element) -> AuditFinding? {
    guard let label = element.label else { return nil }
    let words = label.lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init)
    for (trait, names) in traitWords where element.traits.contains(trait) {
      for name in names {
        let parts = name.split(separator: " ").map(String.init)
        // A label that is the word alone is Interface Builder's placeholder title ("Button").
        guard contains(words, parts), !placeholderTitles.contains(label.lowercased()) else {
          continue
        }
        return AuditFinding(
          code: traitCode,
          template: "the label '\(label)' of \(element.name) says '\(name)'\(AuditFinding.on), "
            + "which VoiceOver already says for its '\(trait)' trait; leave the word out of the "
            + "label",
          location: element.location)
      }
    }
    return nil
  }

  /// Whether `parts` occurs in `words` as consecutive words.
  static func contains(_ words: [String], _ parts: [String]) -> Bool {
    guard !parts.isEmpty, words.count >= parts.count else { return false }
    return (0...(words.count - parts.count)).contains {
      Array(words[$0..<$0 + parts.count]) == parts
    }
  }

  /// UIKit's traits for a view of the type when the file writes none.
  static func defaultTraits(_ type: ViewType) -> [String] { type.traits.accessibilityTraits }

  /// Whether each view is in a table or collection cell (a cell's content view or below it).
  static func cellContent(_ screen: AuditScreen) -> [Bool] {
    var out: [Bool] = []
    for view in screen.views {
      out.append(view.spec.type.value.isCell || (view.parent.map { out[$0] } ?? false))
    }
    return out
  }

  static func strings(_ value: Value) -> [String] {
    guard case .list(let items) = value else { return [] }
    return items.compactMap { if case .string(let s) = $0 { s } else { nil } }
  }

  static func nonEmpty(_ text: String?) -> String? {
    guard let text, !text.allSatisfy(\.isWhitespace) else { return nil }
    return text
  }
}

extension AuditRule {
  /// Labels for assistive technology: `AccessibilityLabels`.
  static let accessibilityLabels = AuditRule(
    codes: [
      AccessibilityLabels.missingCode, AccessibilityLabels.duplicateCode,
      AccessibilityLabels.traitCode,
    ], check: AccessibilityLabels.findings(on:))
}
