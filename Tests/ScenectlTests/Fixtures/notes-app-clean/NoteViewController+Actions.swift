import UIKit

// The action lives in an extension in another file.
extension NoteViewController {
  @IBAction func save(_ sender: Any) {}
}
