import Diagnostics

/// `reference:` (an extension, docs/SceneFormat.md): the scene stands for a scene of another
/// file, as an Interface Builder storyboard reference (`viewControllerPlaceholder`) does.
/// `StoryboardLinker` follows it: segues to the scene lead to the scene it names.
public struct StoryboardReference: Sendable {
  /// The other file, a scene file or a `.storyboard`, relative to this file's folder
  /// (`POI.storyboard`, `Settings.yaml`).
  public var storyboard: Located<String>
  /// The scene there, by id or `storyboardIdentifier`; its initial scene when nil.
  public var scene: Located<String>?
  /// Where `reference:` is written.
  public var location: Diagnostic.Location
  /// Set by `StoryboardLinker` on a reference it could not follow because its file was not
  /// read (missing from the folders given, or past the limit of files): the app may have
  /// that file, so the simulator shows an empty scene for it instead of failing, as it does
  /// for a reference that is broken whatever the app holds (a cycle, no such scene).
  public var fileWasNotRead = false

  public init(
    storyboard: Located<String>, scene: Located<String>? = nil, location: Diagnostic.Location
  ) {
    self.storyboard = storyboard
    self.scene = scene
    self.location = location
  }

  /// What messages call it: `storyboard reference 'poiTabBar' (scene 'poiTabBar' of
  /// POI.storyboard)`.
  public func describe(scene id: String) -> String {
    let what = scene.map { "scene '\($0.value)'" } ?? "the initial scene"
    return "storyboard reference '\(id)' (\(what) of \(storyboard.value))"
  }
}
