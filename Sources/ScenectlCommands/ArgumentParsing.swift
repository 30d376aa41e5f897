/// The command-line grammar of one subcommand: its options and positional
/// arguments, with the text its help shows.
struct CommandSpec: Sendable {
  /// An option such as `--format <format>` or a flag such as `--back`, one of the constants
  /// in CommandOptions.swift. An option is its name: two of one name are equal whatever their
  /// help says, so that a command's own wording of `.format` is still `.format`.
  struct Option: Sendable, Hashable {
    let name: String
    var valueName: String?
    var help: String
    /// The values it accepts, when it is a closed set.
    var choices: [String]? = nil
    /// Other names that mean the same option (`--warnings-as-errors` for `--strict`); the
    /// parsed command line holds the option itself.
    var aliases: [String] = []
    /// Whether the command needs it (shown without brackets in the usage line).
    var required = false

    static func == (lhs: Option, rhs: Option) -> Bool { lhs.name == rhs.name }

    func hash(into hasher: inout Hasher) { hasher.combine(name) }

    /// The option as one command words it: its help, and where given, its value's name, its
    /// choices and whether the command needs it.
    func described(
      _ help: String, valueName: String? = nil, choices: [String]? = nil, required: Bool = false
    ) -> Option {
      var option = self
      option.help = help
      option.valueName = valueName ?? self.valueName
      option.choices = choices ?? self.choices
      option.required = required
      return option
    }
  }

  var name: String
  var abstract: String
  var positional: String?
  /// What the positional argument is, for the help's ARGUMENTS section.
  var positionalHelp = "The scene file to read."
  var positionalRequired: Bool = true
  var positionalRepeats: Bool = true
  /// Whether `positional` names several arguments, each once (`<base> <ours> <theirs>`): the
  /// usage line shows no `...`, and the command checks their number.
  var positionalIsList: Bool = false
  var options: [Option]
  var discussion: String? = nil

  var usage: String {
    var parts = ["scenectl", name]
    if let positional {
      var text = "<\(positional)>"
      if positionalRepeats && !positionalIsList { text += " ..." }
      parts.append(positionalRequired ? text : "[\(text)]")
    }
    for option in options {
      let body = option.valueName.map { "\(option.name) <\($0)>" } ?? option.name
      parts.append(option.required ? body : "[\(body)]")
    }
    return parts.joined(separator: " ")
  }
}

/// A command line parsed against a `CommandSpec`: positionals, and options in
/// the order given (the order of events matters to `simulate`).
struct ParsedCommandLine: Sendable {
  var positionals: [String] = []
  var options: [(option: CommandSpec.Option, value: String?)] = []
  var wantsHelp = false

  /// The last value given for an option.
  func value(_ option: CommandSpec.Option) -> String? {
    options.last { $0.option == option }?.value
  }

  /// Every value given for an option, in order.
  func values(_ option: CommandSpec.Option) -> [String] {
    options.compactMap { $0.option == option ? $0.value : nil }
  }

  /// Whether a flag (an option without a value) was given.
  func has(_ option: CommandSpec.Option) -> Bool {
    options.contains { $0.option == option }
  }
}

/// A mistake on the command line, reported as swift-argument-parser does.
struct UsageError: Error, Sendable {
  var message: String
  var command: CommandSpec?
}

enum ArgumentParser {
  static func parse(_ arguments: [String], as spec: CommandSpec) throws(UsageError)
    -> ParsedCommandLine
  {
    var result = ParsedCommandLine()
    var index = 0
    var onlyPositionals = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if onlyPositionals || !argument.hasPrefix("-") || argument == "-" {
        result.positionals.append(argument)
        continue
      }
      if argument == "--" {
        onlyPositionals = true
        continue
      }
      if argument == "-h" || argument == "--help" {
        result.wantsHelp = true
        continue
      }
      var name = argument
      var inlineValue: String?
      if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      guard let option = spec.options.first(where: { $0.name == name || $0.aliases.contains(name) })
      else {
        let names = spec.options.flatMap { [$0.name] + $0.aliases } + ["--help"]
        let hint = closestOption(to: name, in: names).map { " Did you mean '\($0)'?" } ?? ""
        throw UsageError(message: "Unknown option '\(name)'.\(hint)", command: spec)
      }
      guard let valueName = option.valueName else {
        if inlineValue != nil {
          throw UsageError(message: "The option '\(name)' takes no value.", command: spec)
        }
        result.options.append((option, nil))
        continue
      }
      let value: String
      if let inlineValue {
        value = inlineValue
      } else if index < arguments.count {
        value = arguments[index]
        index += 1
      } else {
        throw UsageError(
          message: "Missing value for '\(name) <\(valueName)>'", command: spec)
      }
      if let choices = option.choices, !choices.contains(value) {
        let list = choices.map { "'\($0)'" }.joined(separator: ", ")
        throw UsageError(
          message: "The value '\(value)' is invalid for '\(name) <\(valueName)>'. "
            + "Please provide one of \(list).",
          command: spec)
      }
      result.options.append((option, value))
    }
    if result.wantsHelp { return result }
    for option in spec.options where option.required && !result.has(option) {
      let body = option.valueName.map { "\(option.name) <\($0)>" } ?? option.name
      throw UsageError(message: "Missing expected option '\(body)'", command: spec)
    }
    if let positional = spec.positional {
      if spec.positionalRequired && result.positionals.isEmpty {
        throw UsageError(message: "Missing expected argument '<\(positional)>'", command: spec)
      }
      if !spec.positionalRepeats && result.positionals.count > 1 {
        throw UsageError(
          message: "Unexpected argument '\(result.positionals[1])'", command: spec)
      }
    } else if let extra = result.positionals.first {
      throw UsageError(message: "Unexpected argument '\(extra)'", command: spec)
    }
    return result
  }

  static func closestOption(to name: String, in names: [String]) -> String? {
    let bare = name.drop { $0 == "-" }
    return names.min { distance(bare, $0.dropFirst(2)) < distance(bare, $1.dropFirst(2)) }
      .flatMap { distance(bare, $0.dropFirst(2)) <= 2 ? $0 : nil }
  }

  private static func distance(_ a: Substring, _ b: Substring) -> Int {
    let a = Array(a)
    let b = Array(b)
    if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
    var row = Array(0...b.count)
    for i in 1...a.count {
      var previous = row[0]
      row[0] = i
      for j in 1...b.count {
        let current = row[j]
        row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
        previous = current
      }
    }
    return row[b.count]
  }
}
