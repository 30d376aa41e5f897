import TestSupport
import Testing

@testable import ScenectlCommands

/// A view's `outlets:` are its class's properties: `validate --sources` reports one its class
/// does not declare, at the outlet, with the class's declaration as a note.
@Suite struct ViewOutletCommandTests {
  @Test func theViewsClassMustDeclareItsOutlets() throws {
    try withTemporaryFolder { folder in
      try write(
        """
        import UIKit

        class MapView: UIView {
          @IBOutlet var editToolbar: UIView!
        }

        class MapViewController: UIViewController {
        }
        """, to: "\(folder)/MapView.swift")
      try write(
        """
        format: 1
        storyboard: Map
        initial: map
        devices: [iphone]
        scenes:
          map:
            kind: viewController
            class: MapViewController
            views:
              - id: mapView
                type: view
                class: MapView
                frame: [0, 0, 393, 600]
                outlets: { editToolbar: toolbar, editBar: toolbar }
              - { id: toolbar, type: view, frame: [20, 700, 353, 44] }
        """, to: "\(folder)/map.yaml")
      let output = scenectl("validate", "\(folder)/map.yaml", "--sources", folder)
      #expect(output.status == .problemsFound)
      #expect(
        output.stdout == """
          \(folder)/map.yaml:14:42: error: outlet 'editBar' of view 'mapView' of scene 'map' has \
          no @IBOutlet property in 'MapView' or its superclasses (NSUnknownKeyException: not key \
          value coding-compliant for the key editBar); add the property or remove the outlet \
          [outlet-without-property]
          \(folder)/MapView.swift:3:7: note: 'MapView' is declared here
          1 error, 0 warnings in 1 file

          """)
    }
  }
}
