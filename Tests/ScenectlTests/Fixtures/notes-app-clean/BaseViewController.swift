import UIKit

/// Near misses for each source check: everything here agrees with Small.storyboard.
class BaseViewController: UIViewController {
  // In the superclass, and a UIView holds the label the outlet connects.
  @IBOutlet weak var nameLabel: UIView!
}
