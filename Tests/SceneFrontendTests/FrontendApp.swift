import TestSupport

/// A small app written into a scratch folder: `app/Main.yaml` names `Settings.yaml` (in the
/// app) and `../Outside.yaml` (beside it), `app/Flows/` holds flows, and `empty/` holds no
/// scene file.
struct FrontendApp {
  let folder: String
  var app: String { folder + "/app" }
  var main: String { app + "/Main.yaml" }

  /// Writes the app into `folder`.
  init(in folder: String) throws {
    self.folder = folder
    let settings = """
      format: 1
      storyboard: Settings
      initial: list
      scenes:
        list:
          kind: viewController
          title: Settings
          views:
            - { id: name, type: label, text: 3, frame: [20, 100, 80, 44] }

      """
    try write(settings, to: folder + "/app/Settings.yaml")
    try write(settings, to: folder + "/Outside.yaml")
    try write(
      """
      format: 1
      storyboard: Main
      initial: home
      scenes:
        home:
          kind: viewController
          views:
            - { id: more, type: button, title: More, frame: [20, 100, 80, 44] }
            - { id: out, type: button, title: Out, frame: [20, 160, 80, 44] }
          segues:
            - { kind: modal, from: more, to: settings, presentation: fullScreen }
            - { kind: modal, from: out, to: outside, presentation: fullScreen }
        settings:
          kind: viewController
          reference: { storyboard: Settings.yaml }
        outside:
          kind: viewController
          reference: { storyboard: ../Outside.yaml }

      """, to: main)
    try write("notes\n", to: folder + "/empty/readme.txt")
  }

  /// What `validate` says of Main.yaml read under `app/`: the reference out of it is refused.
  var mainDiagnostics: [String] {
    [
      "\(main):11:40: warning: the modal segue from 'more' presents 'list', which offers no way "
        + "back: add a 'dismiss' step or an unwind segue to it [dead-end-presentation]\n",
      "\(main):18:30: error: storyboard reference 'outside' (the initial scene of "
        + "../Outside.yaml): '../Outside.yaml' is outside '\(app)', the folder this run may "
        + "read; name a file under it, or give --root a folder that holds both "
        + "[input-outside-root]\n",
    ]
  }
}
