/// A word typed where a command's name goes that names no command but is close to one (``CommandCloseness``), and
/// what `forecast` says of it: "did you mean 'forecast daily'?" when it is refused or no place has that name, a note
/// naming the command when a place does. Made only where a run is already failing or has put the first word to
/// another use (as a place), so that a run spelt right pays nothing for it.
package struct CommandLookalike: Sendable, Hashable {
    /// The word as typed.
    let word: String
    /// The commands it is close to, closest first; never empty.
    package let commands: [String]

    /// The lookalike `word` is, or `nil` when it names a command itself (as typed) or is close to none.
    /// - Parameter closeness: The rule and the names of the front door's commands.
    package init?(_ word: String, closeness: CommandCloseness) {
        guard !closeness.names.contains(word) else { return nil }
        let commands = closeness.names(closeTo: word)
        guard !commands.isEmpty else { return nil }
        (self.word, self.commands) = (word, commands)
    }

    /// "did you mean 'forecast daily'?", each command after `prefix` ("forecast", "forecast help"); English, as every
    /// message on standard error is.
    package func question(after prefix: String = "forecast") -> String {
        "did you mean " + commands.map { "'\(prefix) \($0)'" }.joined(separator: " or ") + "?"
    }

    /// `message` (ArgumentParser's, about the rest of the line) with ``question(after:)`` after it, in one sentence
    /// or two: "Unexpected argument 'London'; did you mean 'forecast daily'?".
    package func asking(after message: String) -> String {
        if message.hasSuffix("?") { return message + " Or " + question() }
        return (message.hasSuffix(".") ? String(message.dropLast()) : message) + "; " + question()
    }

    /// The refusal of `--help` after the word (`forecast hourlly --help`, which would show daily's help): "no command
    /// is called 'hourlly'; did you mean 'forecast hourly --help'?".
    package var helpRefusal: String {
        "no command is called '\(word)'; did you mean " + commands.map { "'forecast \($0) --help'" }.joined(separator: " or ") + "?"
    }

    /// The note under a place's header when the place was found for the word: it names the closest command, in
    /// `words`' language.
    func note(words: Catalogue) -> String {
        words("note.command_lookalike", ["word": word, "command": commands[0]])
    }
}
