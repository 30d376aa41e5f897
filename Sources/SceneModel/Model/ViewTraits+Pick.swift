import SceneSyntax

extension ViewTraits {
  /// An input that sets one property of a view to a value the user picks (docs/Runtime.md): a
  /// page or a segment by its number (`select ID:N`), a colour by typing it (`type ID=TEXT`).
  /// The runtime (`Simulator+Picks.swift`) and the explorer handle every pick alike from this
  /// value, so a new one is a value in the type's row (docs/ARCHITECTURE.md §4):
  ///
  ///     .pick(.index("currentPage", of: .number("pages"), noun: "page", chosen: "current"))
  public struct Pick: Sendable {
    /// The property the pick sets: `currentPage`, `selected`, `selectedColor`.
    public var property: String
    /// What one value is called in messages: `page`, `segment`, `colour`.
    public var noun: String
    /// How the user names the value.
    public var entry: Entry

    /// How the user names a picked value.
    public enum Entry: Sendable {
      /// `select ID:N`, N from 0 to below the count; `chosen` says what the value already set
      /// is (`current`, `selected`).
      case index(Count, chosen: String)
      /// `type ID=TEXT`: a text of this format.
      case text(TextFormat)
    }

    /// How many values an index pick offers.
    public enum Count: Sendable {
      /// The value of this number property (`pages`), from 0 to 1,000; the explorer tries at
      /// most its `maxRows` of them.
      case number(String)
      /// The length of this list property (`segments`); the transcript quotes the item picked,
      /// and the explorer tries every item.
      case list(String)
    }

    /// The texts a typed pick takes, and what the messages and the explorer say of them.
    public struct TextFormat: Sendable {
      /// The formats, as an error names them: `#rrggbb, #rrggbbaa or a UIKit colour's name`.
      public var described: String
      /// A value the error of a plain tap suggests typing: `#ff9500`.
      public var example: String
      /// Where that error says the text is typed: `its colour picker`.
      public var typedInto: String
      /// What `scenectl explore` picks on a view that lists no `samples`.
      public var defaultSamples: [String]
      /// Whether a text is a value of the format.
      public var accepts: @Sendable (String) -> Bool
      /// Why the view, by its other properties, refuses a value of the format (a message
      /// naming the view by its id), or nil when it takes it.
      public var refusal: Refusal

      /// What gives a refusal: the text, the view's id and its properties' values.
      public typealias Refusal =
        @Sendable (_ text: String, _ id: String, _ property: (String) -> Value?) -> String?

      public init(
        described: String, example: String, typedInto: String, defaultSamples: [String],
        accepts: @escaping @Sendable (String) -> Bool,
        refusal: @escaping Refusal = { _, _, _ in nil }
      ) {
        self.described = described
        self.example = example
        self.typedInto = typedInto
        self.defaultSamples = defaultSamples
        self.accepts = accepts
        self.refusal = refusal
      }
    }

    /// A pick by number (`select ID:N`) that sets `property` to N.
    public static func index(
      _ property: String, of count: Count, noun: String, chosen: String
    ) -> Pick {
      Pick(property: property, noun: noun, entry: .index(count, chosen: chosen))
    }

    /// A pick by typing (`type ID=TEXT`) that sets `property` to the text.
    public static func typed(_ property: String, noun: String, format: TextFormat) -> Pick {
      Pick(property: property, noun: noun, entry: .text(format))
    }
  }
}
