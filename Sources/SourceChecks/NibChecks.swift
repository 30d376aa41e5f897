import Diagnostics
import SceneModel
import SourceScanner

/// The XIBs against the code that loads them by name (docs/Sources.md, "XIB files"):
/// - a nib name the code passes (`UINib(nibName:)`, `loadNibNamed`, `init(nibName:bundle:)`
///   and their Objective-C forms) that names no XIB of the app (`unknown-identifier`; only
///   when a folder is checked as one app, so every XIB is known);
/// - a cell XIB registered for a reuse identifier (`register(UINib(nibName: "N", …),
///   forCellReuseIdentifier: "R")`, the nib name at most three lines before the identifier)
///   whose cell has another one (`nib-reuse-identifier-mismatch`);
/// - a XIB named like a view controller class of the code (`Login.xib` or
///   `LoginViewController.xib` for `LoginViewController`, which UIKit loads for it when no
///   nib name is given) whose File's Owner is another view controller class (its name ends
///   in `Controller`), neither it nor one of its superclasses (`xib-owner-mismatch`).
struct NibChecks {
  let nibs: [NibFacts]
  let index: SourceIndex
  /// Whether `nibs` are every XIB of the app (a folder checked as one app).
  let allKnown: Bool

  func check() -> [Diagnostic] {
    var byName: [String: NibFacts] = [:]
    for nib in nibs where byName[nib.name] == nil { byName[nib.name] = nib }
    return unknownNames(byName) + reuseMismatches(byName) + ownerMismatches(byName)
  }

  private func unknownNames(_ byName: [String: NibFacts]) -> [Diagnostic] {
    guard allKnown else { return [] }
    let names = nibs.map(\.name).sorted()
    return index.identifierUses.filter { $0.kind == .nibName && byName[$0.value] == nil }.map {
      .unknownIdentifier(
        $0.value, what: "XIB", of: "the app's folder (UIKit cannot load that nib)",
        known: names, at: SourceChecks.place($0.file, $0.position))
    }
  }

  private func reuseMismatches(_ byName: [String: NibFacts]) -> [Diagnostic] {
    var out: [Diagnostic] = []
    var lastNib: IdentifierUse?
    for use in index.identifierUses {
      if use.kind == .nibName {
        lastNib = use
        continue
      }
      guard use.defines else { continue }
      defer { lastNib = nil }
      guard let nibUse = lastNib, nibUse.file == use.file,
        use.position.line - nibUse.position.line <= 3, let nib = byName[nibUse.value],
        let cell = nib.cells.first(where: {
          $0.isTableCell == (use.kind == .registerTableCell)
        }),
        let written = cell.reuseIdentifier, written.value != use.value
      else { continue }
      out.append(
        .error(
          .nibReuseIdentifierMismatch,
          "nib '\(MessageText.escaped(nib.name))' is registered for reuse identifier "
            + "'\(MessageText.escaped(use.value))', but its cell's reuse identifier is "
            + "'\(MessageText.escaped(written.value))' (UIKit raises 'cell reuse identifier in "
            + "nib does not match the identifier used to register the nib'); use the same "
            + "identifier in both",
          at: SourceChecks.place(use.file, use.position),
          notes: [Diagnostic.Note("the cell's reuse identifier", at: written.location)]))
    }
    return out
  }

  private func ownerMismatches(_ byName: [String: NibFacts]) -> [Diagnostic] {
    var out: [Diagnostic] = []
    for nib in nibs {
      // A view's XIB named like a controller is most often that controller's view, made in
      // its `loadView`: only a controller's XIB is compared.
      guard let owner = nib.ownerClass, owner.value.hasSuffix("Controller") else { continue }
      for candidate in [nib.name, nib.name + "Controller"]
      where candidate.hasSuffix("Controller") && candidate != owner.value {
        let key = index.key(for: candidate)
        guard index.contains(key),
          !index.superclasses(of: key).contains(index.key(for: owner.value)),
          let declared = index.declarations(of: key).first
        else { continue }
        out.append(
          .warning(
            .xibOwnerMismatch,
            "'\(MessageText.escaped(nib.name)).xib' is named like the view controller class "
              + "'\(MessageText.escaped(candidate))', so UIKit loads it for that class when no "
              + "nib name is given, but its File's Owner is "
              + "'\(MessageText.escaped(owner.value))' (its outlets are not that class's); make "
              + "the File's Owner '\(MessageText.escaped(candidate))', or rename the XIB",
            at: owner.location,
            notes: [
              Diagnostic.Note(
                "'\(MessageText.escaped(candidate))' is declared here",
                at: SourceChecks.place(declared.file, declared.position))
            ]))
      }
    }
    return out
  }
}
