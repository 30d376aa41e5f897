import UIKit

extension GalleryViewController {
  func photoCell(_ collectionView: UICollectionView, at indexPath: IndexPath)
    -> UICollectionViewCell
  {
    // The storyboard's cell is "PhotoCell".
    collectionView.dequeueReusableCell(withReuseIdentifier: "PhotoCel", for: indexPath)
  }

  func tableCell(_ tableView: UITableView) -> UITableViewCell? {
    // A collection view cell's identifier is no table view prototype's.
    tableView.dequeueReusableCell(withIdentifier: "PhotoCell")
  }
}
