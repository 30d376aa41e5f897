extension Scene {
  /// Whether the navigation controller `navigation` shows its toolbar while this scene is on
  /// top of its stack: as its `toolbarHidden` says, else when the scene has toolbar items.
  public func showsToolbar(under navigation: Scene?) -> Bool {
    guard let navigation else { return false }
    if let hidden = navigation.toolbarHidden?.value { return !hidden }
    return !toolbarItems.isEmpty
  }
}
