// A hand-made Swift seed: attributes, raw and multi-line strings, #if, nested types.
import UIKit

@objc(MainScreen) final class MainViewController: UIViewController {
  @IBOutlet private(set) weak var title: UILabel!
  @IBOutlet var rows: [UITableViewCell]!
  #if DEBUG
  @IBAction func reset(_ sender: Any?) {}
  #else
  @IBAction func reset(_ sender: Any?, forEvent event: UIEvent) {}
  #endif
  let raw = #"performSegue(withIdentifier: "no")"#
  let text = """
    @IBOutlet var notAnOutlet: UILabel!
    """
  func go() { performSegue(withIdentifier: "next\(1)", sender: nil) }
  class Inner: UIView { @IBAction func tap(_ s: UIButton) {} }
}
extension MainViewController { @IBAction func unwindHome(sender: UIStoryboardSegue) {} }
