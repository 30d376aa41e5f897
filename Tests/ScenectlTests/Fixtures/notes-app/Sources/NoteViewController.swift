import UIKit

/// The app's code for the import fixture Small.storyboard, with one mistake of each kind.
class NoteViewController: UIViewController {
  @IBOutlet weak var nameLabel: UILabel!
  @IBOutlet weak var saveButton: UISwitch!
  @IBOutlet weak var spacing: NSLayoutConstraint!
  @IBOutlet weak var forgotten: UILabel!

  @IBAction func saveNote(_ sender: Any) {}

  func openInfo() {
    performSegue(withIdentifier: "showNot", sender: self)
    let next = storyboard?.instantiateViewController(withIdentifier: "Note Detail")
    _ = next
  }
}
