import SceneModel

extension Simulator {
  /// `--swipe down`: the user drags the sheet on top down (iOS 13 and later). A page or form
  /// sheet is dismissed, as `presentationControllerDidDismiss(_:)` reports; one whose scene,
  /// or the scene showing in it, sets `modalInPresentation` stays, as UIKit calls
  /// `presentationControllerDidAttemptToDismiss(_:)` instead. Anything else on top fails.
  func swipeDownSheet() throws(SimulationError) {
    guard let top = topChain.last(where: { $0.presentation != nil }),
      let presentation = top.presentation
    else {
      throw SimulationError("there is no sheet on screen to swipe down")
    }
    guard presentation.style == .pageSheet || presentation.style == .formSheet else {
      let what = top.alert == nil ? "presented as \(presentation.style.rawValue)" : "an alert"
      throw SimulationError(
        "'\(top.name)' is \(what), not a sheet: only a page or form sheet is swiped down")
    }
    guard iosVersion >= 13 else {
      throw SimulationError(
        "sheets are swiped down from iOS 13; this run models iOS \(iosVersion)")
    }
    var shown = [top]
    while let child = shown.last?.primaryChild(in: device) { shown.append(child) }
    if let holder = shown.first(where: { $0.scene.modalInPresentation?.value == true }) {
      log(
        .note,
        "'\(holder.name)' is modalInPresentation: the sheet stays "
          + "(presentationControllerDidAttemptToDismiss)")
      return
    }
    log(
      .step, "swipe down: the sheet '\(top.name)' is dismissed (presentationControllerDidDismiss)")
    try dismiss(top)
  }
}
