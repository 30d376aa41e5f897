import Testing

@testable import ScenectlCommands

/// A text field's editingDidBegin (it becomes the first responder) and editingDidEndOnExit
/// (Return, a newline in typed text, which resigns a field with such an action)
/// (`Fixtures/text-field-events.yaml`).
@Suite struct TextFieldEventsCommandTests {
  let file = "Tests/ScenectlTests/Fixtures/text-field-events.yaml"

  @Test func returnSendsEditingDidEndOnExitAndResignsTheField() {
    let output = scenectl("simulate", file, "--type", "query=cats\n")
    #expect(output.status == .success)
    #expect(
      output.stdout.contains(
        """
        type query="cats\\n"
          'query' becomes the first responder
          action 'began' of 'search' (editingDidBegin from 'query')
          set status.text = "Typing"
          set query.text = "cats"
          Return is pressed in 'query'
          action 'search' of 'search' (editingDidEndOnExit from 'query')
          set status.text = "Searching cats"
          'query' resigns the first responder

        """))
    #expect(output.stdout.contains("search.status label \"Searching cats\""))
  }

  @Test func typingAfterReturnFocusesTheFieldAgain() {
    let output = scenectl("simulate", file, "--type", "query=cats\ndogs")
    #expect(output.status == .success)
    #expect(
      output.stdout.contains(
        """
          'query' resigns the first responder
          'query' becomes the first responder
          action 'began' of 'search' (editingDidBegin from 'query')
          set status.text = "Typing"
          set query.text = "catsdogs"

        """))
  }
}
