import StoryboardXML

/// The properties of the UIKit views beyond the format's first eleven types: activity
/// indicators, progress views, steppers, page controls, search bars and date pickers.
extension ViewProperties {
  func applyMore(_ e: IBElement, type: String, to tree: inout YAMLTree) {
    func number(_ attribute: String, _ key: String) {
      if let value = e.number(attribute) {
        tree.set(key, .number(value, at: e.position(of: attribute)))
      }
    }
    switch type {
    case "activityIndicator":
      if let style = e["style"] {
        let large = ["large", "whiteLarge"].contains(style)
        tree.set("style", .string(large ? "large" : "medium", at: e.position(of: "style")))
      }
      if e.flag("animating") {
        tree.set("animating", .bool(true, at: e.position(of: "animating")))
      }
    case "progressView":
      number("progress", "progress")
    case "stepper":
      for (attribute, key) in [
        ("value", "value"), ("minimumValue", "min"), ("maximumValue", "max"), ("stepValue", "step"),
      ] {
        number(attribute, key)
      }
      enabled(e, &tree)
    case "pageControl":
      number("numberOfPages", "pages")
      number("currentPage", "currentPage")
      enabled(e, &tree)
    case "searchBar":
      if let text = e["text"] { tree.set("text", .string(text, at: e.position(of: "text"))) }
      if let placeholder = e["placeholder"] {
        tree.set("placeholder", .string(placeholder, at: e.position(of: "placeholder")))
      }
    case "datePicker":
      let modes = [
        "date": "date", "time": "time", "dateAndTime": "dateAndTime",
        "countDownTimer": "countDownTimer",
      ]
      if let mode = e["datePickerMode"].flatMap({ modes[$0] }) {
        tree.set("mode", .string(mode, at: e.position(of: "datePickerMode")))
      }
      // Xcode 12 and later write the style they do not leave automatic.
      if let style = e["style"], ["compact", "inline", "wheels"].contains(style) {
        tree.set("style", .string(style, at: e.position(of: "style")))
      }
      enabled(e, &tree)
    default:
      break
    }
  }
}
