import ArgumentParser
import Application

extension CommandLookalike {
    /// The lookalike `word` is among `forecast`'s commands, or `nil` when it names one (as typed, or ArgumentParser's
    /// own `help`) or is close to none.
    init?(_ word: String) {
        guard word != ForecastCommand.helpName else { return nil }
        self.init(word, closeness: .forecast)
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
}

extension CommandCloseness {
    /// The rule over `forecast`'s commands, as its configuration lists them.
    static var forecast: CommandCloseness { CommandCloseness(names: ForecastCommand.commandNames) }
}
