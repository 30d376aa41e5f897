import UIKit

/// The code of Gallery.storyboard: a collection view cell by reuse identifier, an action that
/// performs a segue, and the unwind action the photo scene returns through. Everything here
/// agrees with the storyboard; Typos/ holds the mistakes.
class GalleryViewController: UICollectionViewController {
  override func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: "AddCell", for: indexPath)
  }

  @IBAction func add(_ sender: Any) {
    let confirm = { [weak self] in self?.performSegue(withIdentifier: "showPhoto", sender: nil) }
    confirm()
  }

  @IBAction func unwindToGallery(sender: UIStoryboardSegue) {}
}
