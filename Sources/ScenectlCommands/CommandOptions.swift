import SceneAudit

/// Every option of every command, one constant each: a command's spec lists them and its
/// `run` asks the parsed command line about them (`arguments.value(.format)`), so that a
/// misspelt option does not compile and each name is written once, here.
///
/// An option worded differently by different commands (`--format`, `--device`, `-o`, ...)
/// has the wording of its most common use here; another command lists
/// `.format.described(...)`, still the same option (`CommandSpec.Option` is its name).
extension CommandSpec.Option {
  // MARK: Reading inputs

  /// `--root DIR`: the folder inputs may read from (`RootArgument`, `InputRoot`).
  static let root = CommandSpec.Option(
    name: "--root", valueName: "dir",
    help:
      "Read only files under this folder: references, flows' storyboards and data files "
      + "outside it are refused (default: the git work tree that holds the input, else the folder "
      + "given, else the file's own folder).")

  /// `--sources DIR`, repeatable: the app's code (`SourcesArgument`).
  static let sources = CommandSpec.Option(
    name: "--sources", valueName: "dir",
    help: "Check the scenes against the Swift and Objective-C code in this folder; repeat for more."
  )

  /// `--ios N`: the iOS whose rules apply (`IOSArgument`).
  static let ios = CommandSpec.Option(
    name: "--ios", valueName: "version",
    help:
      "Model this iOS major version (default: the file's 'ios:', else today's): before 13, "
      + "sheets on an iPhone are full screen; before 26, controls have their older sizes.")

  /// `--sdk N`: the iOS SDK the app is built with (`IOSArgument`).
  static let sdk = CommandSpec.Option(
    name: "--sdk", valueName: "version",
    help:
      "The iOS SDK major version the app is built with (default: the file's 'sdk:', else "
      + "none): from 26, on iOS 26 and later, bars have iOS 26's heights.")

  /// `--stdin-name PATH` of `validate`: what `-` stands for.
  static let stdinName = CommandSpec.Option(
    name: "--stdin-name", valueName: "path",
    help:
      "The path a file read from standard input ('-') stands for: its name in messages, and where its data files are."
  )

  /// `--strict`, on every command that reads scene files: warnings count as errors.
  static let strict = CommandSpec.Option(
    name: "--strict", valueName: nil,
    help: "Treat warnings as errors: exit 1 when the file has any.",
    aliases: ["--warnings-as-errors"])

  /// `--allow-errors` of the commands that run a file: run it despite its errors.
  static let allowErrors = CommandSpec.Option(
    name: "--allow-errors", valueName: nil,
    help:
      "Run even when the file has errors (they are printed first); the exit status stays 1.")

  /// `--config FILE` (`ConfigurationDefaults`).
  static let config = CommandSpec.Option(
    name: "--config", valueName: "file",
    help: "Read this configuration instead of the nearest .scenectl.yml from the working "
      + "folder upwards.")

  /// `--no-config` (`ConfigurationDefaults`).
  static let noConfig = CommandSpec.Option(
    name: "--no-config", valueName: nil, help: "Read no .scenectl.yml.")

  /// `--baseline FILE` of `validate` and `audit` (`ValidateSettings`).
  static let baseline = CommandSpec.Option(
    name: "--baseline", valueName: "file",
    help: "Report only findings this baseline does not hold (default: the configuration's "
      + "'baseline').")

  /// `--write-baseline FILE` of `validate` and `audit` (`ValidateSettings`).
  static let writeBaseline = CommandSpec.Option(
    name: "--write-baseline", valueName: "file",
    help: "Record the findings of this run as the baseline FILE (replacing one scenectl "
      + "wrote).")

  // MARK: What to model

  /// `--device NAME`.
  static let device = CommandSpec.Option(
    name: "--device", valueName: "name",
    help:
      "The device: a built-in name or WIDTHxHEIGHT (default 'iphone'; a storyboard's canvas).")

  /// `--scene ID` of `layout` and `render`.
  static let scene = CommandSpec.Option(
    name: "--scene", valueName: "id",
    help: "The scene to lay out (default: the initial scene, or the file's only scene).")

  /// `--locale NAME`, repeatable, of `audit`.
  static let locale = CommandSpec.Option(
    name: "--locale", valueName: "name",
    help: "Lay out in this locale (default 'base', the text as written); repeat for more.",
    choices: AuditVariant.locales)

  /// `--content-size CATEGORY`, repeatable, of `audit`.
  static let contentSize = CommandSpec.Option(
    name: "--content-size", valueName: "category",
    help: "Lay out at this Dynamic Type content size (default 'large'); repeat for more.",
    choices: AuditVariant.contentSizes)

  /// `--audit` of `validate` (and of `render`, to outline the findings).
  static let audit = CommandSpec.Option(
    name: "--audit", valueName: nil,
    help: "Run the audit's rules too (touch targets, labels, contrast: docs/Audit.md).")

  // MARK: Output

  /// `--format FORMAT`.
  static let format = CommandSpec.Option(
    name: "--format", valueName: "format", help: "Output as 'text' (default) or 'json'.",
    choices: ["text", "json"])

  /// `--color WHEN` of `validate` and `audit`.
  static let color = CommandSpec.Option(
    name: "--color", valueName: "when",
    help:
      "Colour the output: 'auto' (on a terminal, unless NO_COLOR or TERM=dumb), 'always' or 'never'.",
    choices: ["auto", "always", "never"])

  /// `-o FILE`: where the output goes.
  static let output = CommandSpec.Option(
    name: "-o", valueName: "file",
    help: "Write the scene file here instead of standard output.")

  /// `--force` of a command that writes files: replace those scenectl wrote (`OutputRule`).
  static let force = CommandSpec.Option(
    name: "--force", valueName: nil,
    help: "Let -o replace a file that scenectl wrote (one with its 'generated by scenectl' header)."
  )

  /// `--snapshots DIR` of `simulate`.
  static let snapshots = CommandSpec.Option(
    name: "--snapshots", valueName: "dir",
    help: "Write an SVG of the screen after each step (and at a failure) into DIR.")

  // MARK: Events of `simulate`, in the order given

  static let tap = CommandSpec.Option(
    name: "--tap", valueName: "id",
    help:
      "Tap a view or bar item (its id, Interface Builder id or text:\"TITLE\"), tab:TITLE "
      + "or action:TITLE.")
  static let type = CommandSpec.Option(
    name: "--type", valueName: "id=text", help: "Type text into a text field or view.")
  static let select = CommandSpec.Option(
    name: "--select", valueName: "id:n", help: "Select row or segment N (from 0).")
  static let accessory = CommandSpec.Option(
    name: "--accessory", valueName: "id:n",
    help: "Tap the accessory button of table row N (from 0).")
  static let back = CommandSpec.Option(
    name: "--back", valueName: nil, help: "Tap the navigation bar's back button.")
  static let swipe = CommandSpec.Option(
    name: "--swipe", valueName: "direction|id[:direction]",
    help:
      "Swipe the page view controller (left, right), the sheet on top (down), or a view "
      + "with a swipe gesture.")
  static let longPress = CommandSpec.Option(
    name: "--long-press", valueName: "id", help: "Long-press a view with a long-press gesture.")
  static let pullToRefresh = CommandSpec.Option(
    name: "--pull-to-refresh", valueName: "id",
    help: "Pull a table, collection or scroll view down: its refresh control refreshes.")
  static let endRefreshing = CommandSpec.Option(
    name: "--end-refreshing", valueName: "id",
    help: "As the app's code: end the refresh of a refresh control (or of a view's).")
  static let flow = CommandSpec.Option(
    name: "--flow", valueName: "file", help: "Apply the steps of a flow file.")

  // MARK: Flows: `test`, `explore`, `report`

  static let coverage = CommandSpec.Option(
    name: "--coverage",
    help:
      "Report which scenes, segues, actions, alert actions and controls the flows exercised, with the place of each one left out."
  )
  static let record = CommandSpec.Option(
    name: "--record", valueName: "dir",
    help:
      "Write each 'snapshot: NAME' step's screen as SVG and layout JSON into this folder "
      + "(docs/Report.md).")
  static let verify = CommandSpec.Option(
    name: "--verify", valueName: "dir",
    help:
      "Compare each 'snapshot: NAME' step with the one recorded in this folder, byte for "
      + "byte; a difference fails the step and names the views that changed.")
  static let flows = CommandSpec.Option(
    name: "--flows", valueName: "dir",
    help:
      "Write a flow file per reached scene and per finding into this folder, for 'scenectl test'."
  )
  static let against = CommandSpec.Option(
    name: "--against", valueName: "flow",
    help:
      "List the reachable scenes and segues these flows (files or folders; repeatable) miss, with the shortest path to each."
  )
  static let explore = CommandSpec.Option(
    name: "--explore",
    help: "Explore every state from launch: the shortest path to each scene, the findings.")
  static let maxStates = CommandSpec.Option(
    name: "--max-states", valueName: "n", help: "Explore at most N states (default 50000).")
  static let maxDepth = CommandSpec.Option(
    name: "--max-depth", valueName: "n", help: "Follow paths of at most N events (default 40).")
  static let maxRows = CommandSpec.Option(
    name: "--max-rows", valueName: "n",
    help: "Select at most N rows of a table or items of a collection view (default 10).")
  static let maxEvents = CommandSpec.Option(
    name: "--max-events", valueName: "n",
    help: "Apply at most N events in all, rebuilding included (default 150000).")

  // MARK: `diff` and `merge`

  static let git = CommandSpec.Option(
    name: "--git", valueName: nil,
    help:
      "Compare the storyboards and XIBs that differ between two revisions: REV1 REV2 [PATH ...]."
  )
  static let noLayout = CommandSpec.Option(
    name: "--no-layout", valueName: nil,
    help: "Do not lay out the changed scenes to tell which views moved.")
  static let name = CommandSpec.Option(
    name: "--name", valueName: "path",
    help:
      "The path OURS stands for (git's %P): messages about OURS name it, and the check reads the storyboards it references beside it."
  )
  static let noCheck = CommandSpec.Option(
    name: "--no-check", valueName: nil,
    help:
      "Do not check the merged file as 'validate' does (faster; a merge that makes a new error is not caught)."
  )
}
