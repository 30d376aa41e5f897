extension YAMLLimits {
  /// What the loader would refuse in the text of a node tree built without text (a
  /// storyboard's import): the first collection deeper than ``maxDepth``, node past
  /// ``maxNodes`` or scalar longer than ``maxScalarLength``, in document order, at its mark;
  /// nil when the tree is within the limits. The walk stops at the first, so it never goes
  /// deeper than ``maxDepth``.
  ///
  ///     let deep = YAMLLimits(maxDepth: 1)
  ///     let root = Node(.sequence([Node(.sequence([]), mark: .start)]), mark: .start)
  ///     print(deep.firstExcess(in: root)?.message ?? "")
  ///     // Prints "nesting is deeper than the limit of 1 levels"
  public func firstExcess(in root: Node) -> YAMLError? {
    var count = 0
    return firstExcess(in: root, depth: 1, count: &count)
  }

  private func firstExcess(in node: Node, depth: Int, count: inout Int) -> YAMLError? {
    if case .scalar(let scalar) = node.content {
      count += 1
      if count > maxNodes { return .tooManyNodes(limit: maxNodes, at: node.mark) }
      let length = scalar.text.utf8.count
      guard length <= maxScalarLength else {
        return .scalarTooLong(length, limit: maxScalarLength, at: node.mark)
      }
      return nil
    }
    guard depth <= maxDepth else { return .tooDeep(limit: maxDepth, at: node.mark) }
    count += 1
    if count > maxNodes { return .tooManyNodes(limit: maxNodes, at: node.mark) }
    switch node.content {
    case .sequence(let items):
      for item in items {
        if let excess = firstExcess(in: item, depth: depth + 1, count: &count) { return excess }
      }
    case .mapping(let pairs):
      for pair in pairs {
        if let excess = firstExcess(in: pair.key, depth: depth + 1, count: &count)
          ?? firstExcess(in: pair.value, depth: depth + 1, count: &count)
        {
          return excess
        }
      }
    case .scalar:
      break
    }
    return nil
  }
}
