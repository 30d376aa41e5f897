import SourceScanner

/// Compact, exact renderings of facts, so a test states everything it expects in one line.
enum Render {
  static func swift(_ text: String, file: String = "Test.swift") -> SourceFacts {
    SourceScanner.scan(text, file: file, language: .swift)
  }

  static func objc(_ text: String, file: String = "Test.m") -> SourceFacts {
    SourceScanner.scan(text, file: file, language: .objectiveC)
  }

  /// `A.B: UIView [swiftClass] 1:7`.
  static func classes(_ facts: SourceFacts) -> [String] {
    facts.classes.map { fact in
      var text = fact.name
      if let objcName = fact.objcName { text += " @objc(\(objcName))" }
      if let superclass = fact.superclass { text += ": \(superclass)" }
      text += " [\(kind(fact.kind))] \(fact.position)"
      return text
    }
  }

  static func kind(_ kind: ClassFact.Kind) -> String {
    switch kind {
    case .swiftClass: "class"
    case .swiftExtension: "extension"
    case .objcInterface: "interface"
    case .objcCategory(let name): "category(\(name))"
    case .objcImplementation: "implementation"
    }
  }

  /// `A.nameLabel: UILabel 2:3`, `A.buttons: [UIButton] 3:3`.
  static func outlets(_ facts: SourceFacts) -> [String] {
    facts.classes.flatMap { fact in
      fact.outlets.map { outlet in
        let type = outlet.isCollection ? "[\(outlet.typeName)]" : outlet.typeName
        return "\(fact.name).\(outlet.name): \(type) \(outlet.position)"
      }
    }
  }

  /// `A.done: 2:3`, `A.make: (segue) 3:3`.
  static func actions(_ facts: SourceFacts) -> [String] {
    facts.classes.flatMap { fact in
      fact.actions.map { action in
        let kind = action.kind == .segueAction ? " (segue)" : ""
        return "\(fact.name).\(action.selector)\(kind) \(action.position)"
      }
    }
  }

  static func selectors(_ facts: SourceFacts) -> [String] {
    facts.classes.flatMap { $0.actions.map(\.selector) }
  }

  /// `performSegue "showDetail" in A 4:40`.
  static func uses(_ facts: SourceFacts) -> [String] {
    facts.identifierUses.map { use in
      "\(use.kind) \"\(use.value)\" in \(use.enclosingClass ?? "-") \(use.position)"
    }
  }

  static func values(_ facts: SourceFacts) -> [String] {
    facts.identifierUses.map(\.value)
  }
}
