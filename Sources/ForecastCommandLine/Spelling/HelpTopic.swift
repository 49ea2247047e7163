import Application
import ArgumentParser

/// `forecast help WORD`. ArgumentParser's own help command shows the root's help when WORD names no command; here that
/// is refused instead, so that `forecast help dialy` says "did you mean 'forecast help daily'?" rather than guess.
enum HelpTopic {
    /// Refuses the parsed `command` when it is the help command and the first word after `help` in `arguments`
    /// names none of `forecast`'s commands.
    /// - Throws: `ValidationError` naming the word, with the commands it is close to when there are any.
    static func check(_ command: any ParsableCommand, arguments: [String]) throws {
        guard type(of: command)._commandName == ForecastCommand.helpName, arguments.first == ForecastCommand.helpName,
              let topic = arguments.dropFirst().first(where: { !$0.hasPrefix("-") }), !ForecastCommand.commandNames.contains(topic)
        else { return }
        let suggestion = CommandLookalike(topic).map { "; " + $0.question(after: "forecast \(ForecastCommand.helpName)") } ?? ""
        throw ValidationError("no command is called '\(topic)'\(suggestion)")
    }
}
