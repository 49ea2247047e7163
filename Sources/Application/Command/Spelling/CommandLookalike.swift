import ArgumentParser

/// A word typed where a command's name goes that names no command but is close to one (``CommandCloseness``), and
/// what `forecast` says of it: "did you mean 'forecast daily'?" when it is refused or no place has that name, a note
/// naming the command when a place does. Made only where a run is already failing or has put the first word to
/// another use (as a place), so that a run spelt right pays nothing for it.
struct CommandLookalike: Sendable, Hashable {
    /// The word as typed.
    let word: String
    /// The commands it is close to, closest first; never empty.
    let commands: [String]

    /// The lookalike `word` is, or `nil` when it names a command itself (as typed) or is close to none.
    /// - Parameter closeness: The rule and the names; by default, those of `forecast`'s own commands.
    init?(_ word: String, closeness: CommandCloseness = .forecast) {
        guard !closeness.names.contains(word), word != ForecastCommand.helpName else { return nil }
        let commands = closeness.names(closeTo: word)
        guard !commands.isEmpty else { return nil }
        (self.word, self.commands) = (word, commands)
    }

    /// The lookalike a command line starts with: its first word, unless that is an option.
    init?(firstWordOf arguments: [String]) {
        guard let first = arguments.first, !first.hasPrefix("-") else { return nil }
        self.init(first)
    }

    /// The lookalike a refused command line starts with, when the word is what went wrong: the line parses once its
    /// closest command takes the word's place (`dialy London`, not `Ayr --past-days 99`, whose number is wrong
    /// whatever the command).
    init?(refusedLine arguments: [String]) {
        guard let lookalike = CommandLookalike(firstWordOf: arguments),
              (try? ForecastCommand.parseAsRoot([lookalike.commands[0]] + arguments.dropFirst())) != nil else { return nil }
        self = lookalike
    }

    /// "did you mean 'forecast daily'?", each command after `prefix` ("forecast", "forecast help"); English, as every
    /// message on standard error is.
    func question(after prefix: String = "forecast") -> String {
        "did you mean " + commands.map { "'\(prefix) \($0)'" }.joined(separator: " or ") + "?"
    }

    /// `message` (ArgumentParser's, about the rest of the line) with ``question(after:)`` after it, in one sentence
    /// or two: "Unexpected argument 'London'; did you mean 'forecast daily'?".
    func asking(after message: String) -> String {
        if message.hasSuffix("?") { return message + " Or " + question() }
        return (message.hasSuffix(".") ? String(message.dropLast()) : message) + "; " + question()
    }

    /// The refusal of `--help` after the word (`forecast hourlly --help`, which would show daily's help): "no command
    /// is called 'hourlly'; did you mean 'forecast hourly --help'?".
    var helpRefusal: String {
        "no command is called '\(word)'; did you mean " + commands.map { "'forecast \($0) --help'" }.joined(separator: " or ") + "?"
    }

    /// The note under a place's header when the place was found for the word: it names the closest command, in
    /// `words`' language.
    func note(words: Catalogue) -> String {
        words("note.command_lookalike", ["word": word, "command": commands[0]])
    }
}

extension CommandCloseness {
    /// The rule over `forecast`'s commands, as its configuration lists them.
    static var forecast: CommandCloseness { CommandCloseness(names: ForecastCommand.commandNames) }
}
