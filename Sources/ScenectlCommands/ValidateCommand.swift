/// `scenectl validate FILE...`: loads each file, runs every check, and
/// prints each problem as `FILE:LINE:COL: error: MESSAGE [CODE]`, then a summary.
enum ValidateCommand {
  static let spec = CommandSpec(
    name: "validate",
    abstract: "Check scene files and report every problem with file, line and column.",
    positional: "file",
    positionalHelp: "Scene files or storyboards, folders of them, or '-' for standard input.",
    options: [
      .format.described(
        "Output as 'text' (default), 'json', 'sarif' (SARIF 2.1.0) or 'github' (GitHub Actions annotations).",
        choices: ["text", "json", "sarif", "github"]),
      .strict,
      .device.described(
        "Lay out on this device instead of the file's: a built-in name or WIDTHxHEIGHT; repeat for more."
      ),
      .sources,
      .root,
      .ios,
      .sdk,
      .stdinName,
      .color,
    ] + ValidateSettings.options + [
      .audit
    ],
    discussion: """
      FILE is a scene file, an Interface Builder .storyboard, a folder (its
      scene files, those with a 'format:' line, and storyboards, found
      recursively in sorted order) or '-' for standard input.
      Exit status: 0 when there is no error (warnings alone pass), 1 when there
      is an error (or a warning, with --strict), 2 for bad usage or an input
      that cannot be read; an unreadable input is counted as an error and never
      reported as "0 errors".
      """)

  static func run(_ arguments: ParsedCommandLine, environment: Scenectl.Environment)
    -> CommandOutput
  {
    CheckRun.run(
      arguments, environment: environment,
      audit: arguments.has(.audit) ? CheckRun.AuditScope() : nil)
  }
}
