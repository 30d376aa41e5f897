import UIKit

class NoteViewController: BaseViewController {
  // A UIControl holds the button.
  @IBOutlet weak var saveButton: UIControl!
  // Connected to a constraint, which the import does not carry: still connected.
  @IBOutlet weak var spacing: NSLayoutConstraint!
}
