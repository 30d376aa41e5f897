import SceneAudit

/// `scenectl audit FILE|DIR...`: lays out every scene on each device, content size and locale
/// asked for and reports what the audit's rules find there (docs/Audit.md): touch targets,
/// labels for assistive technology, contrast.
///
///     $ scenectl audit Scenes/Wonderland.yaml --device iphone-se
///     Scenes/Wonderland.yaml:33:13: warning: button 'info' has a 22 x 22 pt hit area on
///     iphone-se (content size large, locale base), under the 44 x 44 pt minimum; make it at
///     least 44 points wide and high [touch-target-size]
enum AuditCommand {
  static let spec = CommandSpec(
    name: "audit",
    abstract: "Check every screen's touch targets, labels and contrast on each device.",
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
      .locale,
      .contentSize,
      .sources,
      .root,
      .ios,
      .sdk,
      .color,
    ] + ValidateSettings.options,
    discussion: """
      FILE is a scene file, an Interface Builder .storyboard, a folder (its
      scene files and storyboards, found recursively in sorted order) or '-'
      for standard input. Each finding names the devices, content sizes and
      locales it appears on. The errors 'validate' finds are reported too;
      its warnings and notes are not.
      Exit status: 0 when there is no error (findings are warnings), 1 when
      there is an error (or a finding, with --strict), 2 for bad usage or an
      input that cannot be read.
      """)

  static func run(_ arguments: ParsedCommandLine, environment: Scenectl.Environment)
    -> CommandOutput
  {
    let sizes = arguments.values(.contentSize)
    let locales = arguments.values(.locale)
    let options = Audit.Options(
      contentSizes: sizes.isEmpty ? [AuditVariant.defaultContentSize] : unique(sizes),
      locales: locales.isEmpty ? [AuditVariant.defaultLocale] : unique(locales))
    return CheckRun.run(
      arguments, environment: environment,
      audit: CheckRun.AuditScope(options: options, reportsOnlyAudit: true))
  }

  /// The values in the order first given, each once.
  static func unique(_ values: [String]) -> [String] {
    var seen: Set<String> = []
    return values.filter { seen.insert($0).inserted }
  }
}
