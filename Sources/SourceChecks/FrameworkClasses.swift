/// Classes of Apple's frameworks that Interface Builder files name as a custom class: an
/// app's code never declares them, so `class-not-in-sources` does not report them.
extension SourceChecks {
  /// The classes, by the name Interface Builder writes as `customClass`.
  static let frameworkClasses: Set<String> = [
    // UIKit classes IB has no element of its own for, or that apps name explicitly.
    "UIView", "UIViewController", "UINavigationController", "UITabBarController",
    "UITableViewController", "UICollectionViewController", "UISplitViewController",
    "UIPageViewController", "UITableViewCell", "UICollectionViewCell",
    "UICollectionReusableView", "UITableViewHeaderFooterView", "UIControl", "UIScrollView",
    "UIStackView", "UILabel", "UIButton", "UIImageView", "UITextField", "UITextView",
    "UIVisualEffectView", "UIActivityIndicatorView", "UIProgressView", "UIRefreshControl",
    "UIInputViewController", "UIReferenceLibraryViewController", "UISearchController",
    "UIDocumentPickerViewController", "UIImagePickerController", "UIVideoEditorController",
    "UIHostingController", "UIActivityViewController", "UIAlertController", "UIBarButtonItem",
    // Other Apple frameworks.
    "MKMapView", "MKMarkerAnnotationView", "MKPinAnnotationView", "WKWebView",
    "SCNView", "SKView", "ARSCNView", "ARSKView", "MTKView", "GLKView", "GLKViewController",
    "AVPlayerViewController", "AVRoutePickerView", "PKPaymentButton", "PKAddPassButton",
    "ASAuthorizationAppleIDButton", "CNContactViewController", "CNContactPickerViewController",
    "MFMailComposeViewController", "MFMessageComposeViewController", "SFSafariViewController",
    "QLPreviewController", "PHLivePhotoView", "PKCanvasView", "INUIAddVoiceShortcutButton",
    "MPVolumeView", "EKEventEditViewController", "EKEventViewController",
    "GKGameCenterViewController", "CAEAGLLayer", "RPPreviewViewController",
  ]

  /// Whether `name` is a class of Apple's frameworks (`frameworkClasses`).
  static func isFrameworkClass(_ name: String) -> Bool {
    frameworkClasses.contains(name)
  }
}
