@testable import Application
import ArgumentParser
@testable import ForecastCommandLine
import Testing

@Suite("A word typed where a command's name goes, among forecast's commands")
struct CommandLookalikeTests {
    @Test("every command in the configuration, and every alias, is suggested back for its own one-letter slips")
    func everyCommand() throws {
        let commands = ForecastCommand.configuration.subcommands
        #expect(commands.count >= 14)
        for command in commands {
            for name in [command._commandName] + command.configuration.aliases {
                let letters = Array(name)
                let swapped = String([letters[1], letters[0]] + letters.dropFirst(2))
                let replaced = String(letters.dropLast()) + (letters.last == "x" ? "z" : "x")
                for typo in [swapped, replaced, String(letters.dropLast())] {
                    #expect(CommandLookalike(typo)?.commands.contains(name) == true, "\(typo) → \(name)")
                }
            }
        }
    }

    @Test("the command line's first word counts, unless it is an option")
    func firstWord() {
        #expect(CommandLookalike(firstWordOf: ["dialy", "London"])?.commands == ["daily"])
        #expect(CommandLookalike(firstWordOf: ["--dialy"]) == nil && CommandLookalike(firstWordOf: []) == nil)
    }

    @Test("ArgumentParser's own help is no lookalike")
    func help() {
        #expect(CommandLookalike("help") == nil)
    }
}
