import Testing

/// Ids for a styled cell's built-in labels (`textLabel:`, `detailTextLabel:`, an extension):
/// outlets connect to them as to labels; a style without the label, an outlet's other type and
/// a prototype's label (repeating content) are located errors.
@Suite struct BuiltInLabelTests {
  static let yaml = """
    format: 1
    storyboard: T
    initial: a
    scenes:
      a:
        kind: viewController
        views:
          - id: form
            type: tableView
            frame: [0, 0, 320, 300]
            sections:
              - cells:
                  - { id: dateCell, style: rightDetail, text: Date, detailTextLabel: dateLabel }
                  - { id: nameCell, style: basic, text: Name, detailTextLabel: nameLabel }
          - id: list
            type: tableView
            frame: [0, 300, 320, 300]
            rows: [{ value: 1 }, { value: 2 }]
            prototypes:
              - { id: Row, style: subtitle, text: "{value}", textLabel: rowTitle }
        outlets:
          dateLabel: dateLabel
          typed: { view: dateLabel, type: button }
          rowTitle: rowTitle
    """

  @Test func outletsConnectToBuiltInLabelsAndMistakesAreLocated() {
    #expect(
      diagnosticLines(Self.yaml) == [
        "14:76: error: 'detailTextLabel: nameLabel' names a built-in label that a basic cell "
          + "does not have; give the cell the style rightDetail, leftDetail or subtitle, or "
          + "remove 'detailTextLabel' [cell-label-not-in-style]",
        "23:39: error: outlet 'typed' expects a button, but 'dateLabel' is a label "
          + "[outlet-type-mismatch]",
        "24:17: error: outlet 'rowTitle' connects to 'rowTitle', a view of prototype cell 'Row', "
          + "which each row copies, so the controller cannot hold it; connect it from the cell's "
          + "class, in the cell's 'outlets' [outlet-to-repeating-content]",
      ])
  }
}
