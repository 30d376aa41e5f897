import Diagnostics
import SceneModel
import StoryboardImport
import StoryboardXML
import Testing
import YAML

/// The one catalogue of codes (`DiagnosticCode`): each name once, in kebab case, found by its
/// name; and the readers that print their own failures (the YAML and XML modules know no
/// diagnostics) print the catalogue's names.
@Suite struct DiagnosticCodeTests {
  @Test func everyNameIsUniqueKebabCaseAndFoundByName() {
    let names = DiagnosticCode.all.map(\.name)
    #expect(Set(names).count == names.count)
    for code in DiagnosticCode.all {
      #expect(code.name.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }, "\(code)")
      #expect(DiagnosticCode.named(code.name) == code)
      #expect(!code.summary.isEmpty && code.page.hasPrefix("docs/"), "\(code)")
    }
    #expect(DiagnosticCode.named("no-such-code") == nil)
  }

  @Test func yamlFailuresPrintTheCataloguesNames() {
    for code in YAMLError.Code.allCases {
      #expect(code.rawValue == code.diagnosticCode.name)
    }
  }

  @Test func xmlFailuresPrintTheCataloguesNames() {
    for code in XMLError.Code.allCases {
      #expect(code.rawValue == code.diagnosticCode.name)
    }
  }

  @Test func aDiagnosticCarriesItsCodesName() {
    let diagnostic = Diagnostic.error(
      .segueDanglingDestination, "segue 'go' goes to 'x', which is not a scene",
      at: .init(file: "a.yaml", line: 3, column: 7))
    #expect(diagnostic.code == "segue-dangling-destination")
    #expect(
      DiagnosticPrinter().render(diagnostic)
        == "a.yaml:3:7: error: segue 'go' goes to 'x', which is not a scene "
        + "[segue-dangling-destination]\n")
  }
}
