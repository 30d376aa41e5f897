import UIKit

/// A view of the notes app's own: a storyboard view may name it as its custom class.
final class RatingControl: UIView {}
