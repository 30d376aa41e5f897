/// Small storyboards that exercise each segue kind and presentation style.
enum Catalog {
  /// A navigation controller whose root has one trigger per segue kind and style.
  static let navigation = """
    format: 1
    storyboard: Catalog
    initial: nav
    scenes:
      nav:
        kind: navigationController
        segues:
          - { kind: relationship, relationship: rootViewController, to: home }
      home:
        kind: viewController
        title: Home
        navigationItem:
          backTitle: Start
          right: [ { id: shareItem, system: action } ]
        toolbarItems: [ { id: toolItem, title: Tools } ]
        views:
          - { id: pushButton, type: button, title: Push }
          - { id: showButton, type: button, title: Show }
          - { id: detailButton, type: button, title: Detail }
          - { id: automaticButton, type: button, title: Automatic }
          - { id: fullScreenButton, type: button, title: Full Screen }
          - { id: pageSheetButton, type: button, title: Page Sheet }
          - { id: formSheetButton, type: button, title: Form Sheet }
          - { id: overFullScreenButton, type: button, title: Over Full Screen }
          - { id: currentContextButton, type: button, title: Current Context }
          - { id: overCurrentContextButton, type: button, title: Over Current Context }
          - { id: curlButton, type: button, title: Curl }
          - { id: popoverButton, type: button, title: Popover }
          - { id: hiddenButton, type: button, title: Hidden, hidden: true }
          - { id: disabledButton, type: button, title: Disabled, enabled: false }
          - id: container
            type: view
        segues:
          - { kind: push, from: pushButton, to: child }
          - { kind: show, from: showButton, to: child }
          - { kind: showDetail, from: detailButton, to: child }
          - { kind: modal, from: automaticButton, to: sheet }
          - { kind: modal, from: fullScreenButton, to: sheet,
              presentation: fullScreen, transition: crossDissolve }
          - { kind: modal, from: pageSheetButton, to: sheet, presentation: pageSheet }
          - { kind: modal, from: formSheetButton, to: sheet, presentation: formSheet }
          - { kind: modal, from: overFullScreenButton, to: sheet, presentation: overFullScreen }
          - { kind: modal, from: currentContextButton, to: sheet, presentation: currentContext }
          - { kind: modal, from: overCurrentContextButton, to: sheet,
              presentation: overCurrentContext }
          - { kind: modal, from: curlButton, to: sheet,
              presentation: fullScreen, transition: partialCurl }
          - { kind: popover, from: popoverButton, to: sheet }
          - { kind: popover, from: shareItem, to: sheet }
          - { kind: embed, from: container, to: badge }
      child:
        kind: viewController
        title: Child
        views: [ { id: childLabel, type: label, text: Child } ]
      sheet:
        kind: viewController
        views:
          - { id: closeButton, type: button, title: Close }
          - { id: unwindButton, type: button, title: Home }
          - { id: againButton, type: button, title: Again }
        actions: [ { name: close, from: closeButton, do: [dismiss] } ]
        segues:
          - { kind: unwind, from: unwindButton, to: home }
          - { kind: modal, from: againButton, to: child, presentation: fullScreen }
      badge:
        kind: viewController
        views: [ { id: badgeLabel, type: label, text: Embedded } ]
    """

  /// A root view controller with no navigation controller: push and show present modally.
  static let bare = """
    format: 1
    storyboard: Bare
    initial: start
    scenes:
      start:
        kind: viewController
        views:
          - { id: pushButton, type: button, title: Push }
          - { id: showButton, type: button, title: Show }
          - { id: manualButton, type: button, title: Manual }
        actions:
          - { name: go, from: manualButton, do: [ { segue: again } ] }
        segues:
          - { kind: push, from: pushButton, to: next }
          - { kind: show, from: showButton, to: next }
          - { id: again, kind: modal, to: start, presentation: fullScreen }
      next:
        kind: viewController
        views: [ { id: doneButton, type: button, title: Done } ]
        actions: [ { name: done, from: doneButton, do: [dismiss] } ]
    """

  /// Two tabs; the first presents in its current context, the second holds a navigation stack.
  static let tabs = """
    format: 1
    storyboard: Tabs
    initial: tabs
    scenes:
      tabs:
        kind: tabBarController
        segues:
          - { kind: relationship, relationship: viewControllers, to: [first, secondNav] }
      first:
        kind: viewController
        tabItem: { title: First }
        views:
          - { id: contextButton, type: button, title: Context }
          - { id: overContextButton, type: button, title: Over Context }
        segues:
          - { kind: modal, from: contextButton, to: cover, presentation: currentContext }
          - { kind: modal, from: overContextButton, to: cover, presentation: overCurrentContext }
      cover:
        kind: viewController
        views: [ { id: coverLabel, type: label, text: Cover } ]
      secondNav:
        kind: navigationController
        tabItem: { title: Second }
        segues:
          - { kind: relationship, relationship: rootViewController, to: list }
      list:
        kind: viewController
        title: List
        views: [ { id: nextButton, type: button, title: Next } ]
        segues: [ { kind: push, from: nextButton, to: item } ]
      item:
        kind: viewController
        title: Item
        views:
          - { id: modalButton, type: button, title: Modal }
          - { id: sheetButton, type: button, title: Sheet }
          - { id: firstTabButton, type: button, title: First Tab }
        actions:
          - { name: toFirst, from: firstTabButton, do: [ { selectTab: 0 } ] }
        segues:
          - { kind: modal, from: modalButton, to: modal, presentation: fullScreen }
          - { kind: modal, from: sheetButton, to: modal, presentation: pageSheet }
      modal:
        kind: viewController
        views:
          - { id: backToListButton, type: button, title: Back to List }
          - { id: backToFirstButton, type: button, title: Back to First }
          - { id: nowhereButton, type: button, title: Nowhere }
        segues:
          - { kind: unwind, from: backToListButton, to: list }
          - { kind: unwind, from: backToFirstButton, to: first }
          - { kind: unwind, from: nowhereButton, to: cover }
    """

  /// A split view: showDetail replaces the detail in regular width, pushes in compact width.
  static let split = """
    format: 1
    storyboard: Split
    initial: split
    scenes:
      split:
        kind: splitViewController
        segues:
          - { kind: relationship, relationship: detail, to: placeholder }
          - { kind: relationship, relationship: master, to: masterNav }
      masterNav:
        kind: navigationController
        segues:
          - { kind: relationship, relationship: rootViewController, to: master }
      master:
        kind: viewController
        title: Master
        views: [ { id: openButton, type: button, title: Open } ]
        segues: [ { kind: showDetail, from: openButton, to: page } ]
      placeholder:
        kind: viewController
        views: [ { id: emptyLabel, type: label, text: Nothing selected } ]
      page:
        kind: viewController
        title: Page
        views: [ { id: pageLabel, type: label, text: A page } ]
    """

  /// A partialCurl with a sheet: the validator rejects it, and so does the runtime.
  static let curlSheet = """
    format: 1
    storyboard: Curl
    initial: start
    scenes:
      start:
        kind: viewController
        views: [ { id: curlButton, type: button, title: Curl } ]
        segues:
          - { kind: modal, from: curlButton, to: page,
              presentation: formSheet, transition: partialCurl }
      page:
        kind: viewController
        views: [ { id: pageLabel, type: label, text: Curled } ]
    """

  /// A table whose cells have a detail disclosure button: selecting a row
  /// pushes the reader, its accessory button presents the info sheet.
  static let cells = """
    format: 1
    storyboard: Cells
    initial: nav
    scenes:
      nav:
        kind: navigationController
        segues:
          - { kind: relationship, relationship: rootViewController, to: list }
      list:
        kind: tableViewController
        title: Books
        views:
          - id: books
            type: tableView
            rows:
              - { title: Alice, pages: 96 }
              - { title: Looking-Glass, pages: 112 }
            prototypes:
              - { id: BookCell, text: "{title}", accessory: detailDisclosureButton }
        segues:
          - { id: read, kind: push, from: BookCell, to: reader, pass: { book: row } }
          - id: info
            kind: modal
            from: BookCell
            trigger: accessory
            presentation: formSheet
            to: bookInfo
            pass: { book: row }
      reader:
        kind: viewController
        properties: { book: null }
        views: [ { id: readerTitle, type: label, text: Title } ]
        onAppear: [ { set: readerTitle.text, to: self.book.title } ]
      bookInfo:
        kind: viewController
        properties: { book: null }
        views:
          - { id: pagesLabel, type: label, text: Pages }
          - { id: doneButton, type: button, title: Done }
        onAppear: [ { set: pagesLabel.text, to: 'format("%d pages", self.book.pages)' } ]
        actions:
          - { name: done, from: doneButton, do: [dismiss] }
    """
}
