import StoryboardXML
import TextPosition

/// The action methods the app's code gives each class, read from its sources (`--sources`):
/// with them, the import declares the unwind actions of a scene whose class the code has
/// from the code (where UIKit finds them: the class implements the method) instead of
/// guessing from the segues that lead to the unwind's source.
///
///     let code = CodeActions(["NoteListViewController": ["unwindToNotesWithSender:": "List.swift:9:16"]])
///     StoryboardImport.read(bytes, file: "Main.storyboard", code: code)
public struct CodeActions: Sendable {
  /// For each class as `customClass` names it, the selector of each action method it
  /// implements (its superclasses' included) and where the method is, for the report.
  public var byClass: [String: [String: String]]

  public init(_ byClass: [String: [String: String]] = [:]) {
    self.byClass = byClass
  }
}

/// An unwind action the import declared on a scene because the code of the scene's class
/// implements it (`CodeActions`).
public struct CodeUnwind: Hashable, Sendable {
  /// The selector, as `unwindAction` writes it.
  public var action: String
  /// The scene id it was declared on.
  public var scene: String
  /// The scene's class, and where the code declares the method (`List.swift:9:16`).
  public var className: String
  public var method: String
  /// Where the first unwind segue with this action is.
  public var position: TextPosition
}
