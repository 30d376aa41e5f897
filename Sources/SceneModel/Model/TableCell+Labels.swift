import Diagnostics

extension TableCell {
  /// The built-in labels the file gives ids (`textLabel:`, `detailTextLabel:`), with their key.
  public var namedLabels: [(key: String, id: Located<String>)] {
    [("textLabel", textLabel), ("detailTextLabel", detailTextLabel)].compactMap { key, id in
      id.map { (key, $0) }
    }
  }

  /// Whether the cell's style has the built-in label `key`: `basic` only a text label,
  /// `custom` none, the others both (`UITableViewCell.CellStyle`).
  public func styleHasLabel(_ key: String) -> Bool {
    switch style {
    case .custom: false
    case .basic: key == "textLabel"
    case .rightDetail, .leftDetail, .subtitle: true
    }
  }
}

extension Scene {
  /// The built-in labels of the scene's table cells that have ids, with their cells, in file
  /// order: outlets may connect to them as to labels.
  public var builtInLabels: [(id: Located<String>, cell: TableCell)] {
    // Indices, not a filter: a filtered copy would copy every table view.
    var labels: [(id: Located<String>, cell: TableCell)] = []
    for i in allViews.indices where allViews[i].type.value.showsRows {
      for cell in allViews[i].cells { labels += cell.namedLabels.map { ($0.id, cell) } }
    }
    return labels
  }
}
