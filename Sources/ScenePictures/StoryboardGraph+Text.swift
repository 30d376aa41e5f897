import Diagnostics

/// The output formats of `scenectl graph`.
public enum GraphFormat: String, Sendable, CaseIterable {
  case dot, svg, mermaid
}

extension StoryboardGraph {
  /// The map in the chosen format.
  public func rendered(as format: GraphFormat) -> String {
    switch format {
    case .dot: dot()
    case .mermaid: mermaid()
    case .svg: svg()
    }
  }

  /// The map as a Graphviz `digraph`, left to right.
  ///
  /// Scenes are boxes labelled with their lines; the entry point is a small
  /// point node named `" initial"` (a name no scene id can have); unwinds are
  /// dashed; unreachable scenes are grey.
  public func dot() -> String {
    var lines = ["digraph \(Self.dotQuoted(name)) {"]
    lines.append("  rankdir=LR;")
    lines.append("  node [shape=box, style=rounded, fontname=\"Helvetica\", fontsize=11];")
    lines.append("  edge [fontname=\"Helvetica\", fontsize=10];")
    if let initial {
      lines.append("  \" initial\" [shape=point, width=0.12, label=\"\"];")
      lines.append("  \" initial\" -> \(Self.dotQuoted(initial)) [label=\"initial\"];")
    }
    for node in nodes {
      var attributes = ["label=\(Self.dotQuoted(node.lines.joined(separator: "\n")))"]
      if !node.isReachable {
        attributes += [
          "style=\"rounded,dashed,filled\"", "fillcolor=\"#eeeeee\"", "color=\"#999999\"",
          "fontcolor=\"#888888\"",
        ]
      }
      lines.append("  \(Self.dotQuoted(node.id)) [\(attributes.joined(separator: ", "))];")
    }
    for edge in edges {
      var attributes = [
        "label=\(Self.dotQuoted(edge.labelLines.joined(separator: "\n")))",
        "color=\"\(Self.color(of: edge))\"",
      ]
      if edge.isDashed { attributes.append("style=dashed") }
      lines.append(
        "  \(Self.dotQuoted(edge.from)) -> \(Self.dotQuoted(edge.to)) "
          + "[\(attributes.joined(separator: ", "))];")
    }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  /// The map as a Mermaid `flowchart LR`.
  ///
  /// Scene ids are prefixed with `s_` (so that ids such as `end` cannot clash
  /// with Mermaid keywords) and the entry point is the node `entry`.
  public func mermaid() -> String {
    var lines = ["flowchart LR"]
    if let initial {
      lines.append("  entry((\" \")) -->|initial| s_\(initial)")
    }
    for node in nodes {
      let label = node.lines.map(Self.mermaidEscaped).joined(separator: "<br/>")
      lines.append("  s_\(node.id)[\"\(label)\"]")
    }
    for edge in edges {
      let arrow = edge.isDashed ? "-.->" : "-->"
      let label = edge.labelLines.map(Self.mermaidEscaped).joined(separator: "<br/>")
      lines.append("  s_\(edge.from) \(arrow)|\"\(label)\"| s_\(edge.to)")
    }
    let unreachable = nodes.filter { !$0.isReachable }.map { "s_" + $0.id }
    if !unreachable.isEmpty {
      lines.append(
        "  classDef unreachable fill:#eeeeee,stroke:#999999,color:#888888,"
          + "stroke-dasharray:4 3")
      lines.append("  class \(unreachable.joined(separator: ",")) unreachable")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The stroke colour of an edge, by segue kind.
  static func color(of edge: Edge) -> String {
    switch edge.kind {
    case .relationship: "#6b7280"
    case .push, .show, .showDetail: "#1d4ed8"
    case .modal: "#c2410c"
    case .popover: "#7c3aed"
    case .embed: "#0f766e"
    case .unwind: "#374151"
    }
  }

  /// `text` as a Graphviz double-quoted string (control characters shown as `\u{1B}`).
  static func dotQuoted(_ text: String) -> String {
    "\"" + MessageText.escaped(text, format: .dot) + "\""
  }

  /// Text inside a quoted Mermaid label: quotes and markup characters as
  /// Mermaid's `#name;` entities, control characters shown as `\u{1B}`.
  static func mermaidEscaped(_ text: String) -> String {
    MessageText.escaped(text, format: .mermaid)
  }
}
