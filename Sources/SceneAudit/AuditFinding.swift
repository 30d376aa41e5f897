import Diagnostics

/// What a rule found on one screen, before the variants that share it are merged into one
/// diagnostic.
///
/// The message is a template holding `AuditFinding.whereMark` where the variants go (as
/// `on iphone-se and ipad (content size large, locale base)`), so that the same finding on
/// several devices, content sizes or locales is reported once:
///
///     let finding = AuditFinding(
///       code: .touchTargetSize,
///       template: "button 'close' is 30 x 30 pt\(AuditFinding.on); make it 44 x 44 pt",
///       location: place)
public struct AuditFinding: Hashable, Sendable {
  /// Stands for the variants in `template`.
  public static let whereMark = "\u{1}"
  /// ` on ` and the variants: put it where the message names them.
  public static let on = " on " + whereMark

  public var severity: Diagnostic.Severity
  public var code: DiagnosticCode
  /// The message, with `whereMark` where the variants go.
  public var template: String
  /// The view's place in the file.
  public var location: Diagnostic.Location?
  public var notes: [Diagnostic.Note]

  public init(
    _ severity: Diagnostic.Severity = .warning, code: DiagnosticCode, template: String,
    location: Diagnostic.Location?, notes: [Diagnostic.Note] = []
  ) {
    self.severity = severity
    self.code = code
    self.template = template
    self.location = location
    self.notes = notes
  }

  /// The diagnostic naming the variants, in the order given.
  func diagnostic(on variants: [AuditVariant]) -> Diagnostic {
    let message = template.split(
      separator: Character(Self.whereMark), omittingEmptySubsequences: false
    ).joined(separator: Self.describe(variants))
    return Diagnostic(severity, code: code, message, at: location, notes: notes)
  }

  /// Merges the findings of each variant: identical findings become one diagnostic that names
  /// every variant they were found on, in the order of `perVariant`; the diagnostics come out
  /// in the order first found.
  static func merge(_ perVariant: [(AuditVariant, [AuditFinding])]) -> [Diagnostic] {
    var order: [AuditFinding] = []
    var variantsOf: [AuditFinding: [AuditVariant]] = [:]
    for (variant, findings) in perVariant {
      for finding in findings {
        if variantsOf[finding] == nil { order.append(finding) }
        if variantsOf[finding]?.last != variant { variantsOf[finding, default: []].append(variant) }
      }
    }
    return order.map { $0.diagnostic(on: variantsOf[$0] ?? []) }
  }

  /// `iphone-se and ipad (content size large, locale base)`: the devices of each content size
  /// and locale, in the order first met; content sizes of one locale found on the same
  /// devices share a group (`ipad (content size large and xxxLarge, locale base)`).
  static func describe(_ variants: [AuditVariant]) -> String {
    var cells: [(size: String, locale: String, devices: [String])] = []
    for variant in variants {
      let name = variant.device.name
      if let c = cells.firstIndex(where: {
        $0.size == variant.contentSize && $0.locale == variant.locale
      }) {
        if !cells[c].devices.contains(name) { cells[c].devices.append(name) }
      } else {
        cells.append((variant.contentSize, variant.locale, [name]))
      }
    }
    var groups: [(sizes: [String], locale: String, devices: [String])] = []
    for cell in cells {
      if let g = groups.firstIndex(where: { $0.locale == cell.locale && $0.devices == cell.devices }
      ) {
        groups[g].sizes.append(cell.size)
      } else {
        groups.append(([cell.size], cell.locale, cell.devices))
      }
    }
    return groups.map {
      "\(list($0.devices)) (content size \(list($0.sizes)), locale \($0.locale))"
    }.joined(separator: ", ")
  }

  /// `a`, `a and b`, `a, b and c`.
  static func list(_ names: [String]) -> String {
    guard let last = names.last else { return "" }
    guard names.count > 1 else { return last }
    return names.dropLast().joined(separator: ", ") + " and " + last
  }
}
