import UIKit

class PhotoViewController: UIViewController {
  @IBOutlet weak var imageView: UIImageView!
  // Connected in no scene: a warning, which does not stop simulate.
  @IBOutlet weak var caption: UILabel!
}
