/// Each view type's `TypeKeys`, made the first time a view of the type is read.
extension ViewLoader {
  /// The type's `TypeKeys`: a view's keys are checked and read with one call, and one lookup
  /// per plain property instead of a comparison with every case and key.
  ///
  /// Done for speed: a dictionary of all types was made at the first load (0.8 M
  /// instructions, 1.5 % of loading the corpus's largest storyboard), where a file uses a few
  /// types. Each type's entry is a `static let`, which Swift makes once, safely on every
  /// thread, and reads without a lock afterwards; the `switch` names every type, so a new
  /// type cannot be left out.
  static func keys(of type: ViewType) -> TypeKeys {
    switch type {
    case .view: return Made.view
    case .label: return Made.label
    case .button: return Made.button
    case .textField: return Made.textField
    case .textView: return Made.textView
    case .imageView: return Made.imageView
    case .`switch`: return Made.`switch`
    case .slider: return Made.slider
    case .segmentedControl: return Made.segmentedControl
    case .tableView: return Made.tableView
    case .stackView: return Made.stackView
    case .activityIndicator: return Made.activityIndicator
    case .progressView: return Made.progressView
    case .stepper: return Made.stepper
    case .pageControl: return Made.pageControl
    case .searchBar: return Made.searchBar
    case .datePicker: return Made.datePicker
    case .pickerView: return Made.pickerView
    case .mapView: return Made.mapView
    case .webView: return Made.webView
    case .visualEffectView: return Made.visualEffectView
    case .toolbar: return Made.toolbar
    case .navigationBar: return Made.navigationBar
    case .scrollView: return Made.scrollView
    case .tableViewCell: return Made.tableViewCell
    case .collectionView: return Made.collectionView
    case .collectionViewCell: return Made.collectionViewCell
    case .control: return Made.control
    case .colorWell: return Made.colorWell
    case .calendarView: return Made.calendarView
    }
  }

  /// One `TypeKeys` per type, each made on first use.
  private enum Made {
    static let view = TypeKeys(.view)
    static let label = TypeKeys(.label)
    static let button = TypeKeys(.button)
    static let textField = TypeKeys(.textField)
    static let textView = TypeKeys(.textView)
    static let imageView = TypeKeys(.imageView)
    static let `switch` = TypeKeys(.`switch`)
    static let slider = TypeKeys(.slider)
    static let segmentedControl = TypeKeys(.segmentedControl)
    static let tableView = TypeKeys(.tableView)
    static let stackView = TypeKeys(.stackView)
    static let activityIndicator = TypeKeys(.activityIndicator)
    static let progressView = TypeKeys(.progressView)
    static let stepper = TypeKeys(.stepper)
    static let pageControl = TypeKeys(.pageControl)
    static let searchBar = TypeKeys(.searchBar)
    static let datePicker = TypeKeys(.datePicker)
    static let pickerView = TypeKeys(.pickerView)
    static let mapView = TypeKeys(.mapView)
    static let webView = TypeKeys(.webView)
    static let visualEffectView = TypeKeys(.visualEffectView)
    static let toolbar = TypeKeys(.toolbar)
    static let navigationBar = TypeKeys(.navigationBar)
    static let scrollView = TypeKeys(.scrollView)
    static let tableViewCell = TypeKeys(.tableViewCell)
    static let collectionView = TypeKeys(.collectionView)
    static let collectionViewCell = TypeKeys(.collectionViewCell)
    static let control = TypeKeys(.control)
    static let colorWell = TypeKeys(.colorWell)
    static let calendarView = TypeKeys(.calendarView)
  }
}
