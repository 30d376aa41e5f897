import UIKit

extension ListViewController {
  func misses() {
    performSegue(withIdentifier: "showDetial", sender: nil)
    _ = storyboard?.instantiateViewController(withIdentifier: "setings")
    _ = UIStoryboard(name: "Setting", bundle: nil)
    _ = tableView.dequeueReusableCell(withIdentifier: "BageCell")
  }
}
