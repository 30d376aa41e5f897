import UIKit

final class BadgeCell: UITableViewCell {}

final class ListViewController: UIViewController {
  let tableView = UITableView()

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(BadgeCell.self, forCellReuseIdentifier: "BadgeCell")
  }

  func cell(at row: Int) -> UITableViewCell? {
    if row == 0 { return tableView.dequeueReusableCell(withIdentifier: "BadgeCell") }
    return tableView.dequeueReusableCell(withIdentifier: "ItemCell")
  }

  func openDetail() {
    performSegue(withIdentifier: "showDetail", sender: nil)
  }

  func openAbout() {
    let settings = UIStoryboard(name: "Settings", bundle: nil)
    present(settings.instantiateViewController(withIdentifier: "about"), animated: true)
  }
}
