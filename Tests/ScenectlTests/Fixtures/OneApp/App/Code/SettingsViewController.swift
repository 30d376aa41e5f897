import UIKit

final class DetailViewController: UIViewController {}

final class SettingsViewController: UIViewController {
  func openAbout() {
    performSegue(withIdentifier: "showAbout", sender: self)
  }

  func openList() {
    if let list = storyboard?.instantiateViewController(withIdentifier: "list") {
      show(list, sender: self)
    }
  }
}
