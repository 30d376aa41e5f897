import UIKit

class HomeViewController: UIViewController {
  func openSheet() {
    performSegue(withIdentifier: "manual", sender: self)
  }

  func openSettings() {
    let settings = storyboard!.instantiateViewController(withIdentifier: "Settings")
    present(settings, animated: true)
  }
}
