@testable import Application
import Testing

@Suite("What forecast says of a word close to a command")
struct CommandLookalikeTests {
    @Test("a command's own name, as typed, or help, is no lookalike; another case of it is")
    func ownNames() throws {
        #expect(CommandLookalike("daily", closeness: .forecastCommands) == nil && CommandLookalike("help", closeness: .forecastCommands) == nil && CommandLookalike("Zzyzx", closeness: .forecastCommands) == nil)
        #expect(try #require(CommandLookalike("Daily", closeness: .forecastCommands)).commands == ["daily"])
    }

    @Test("asks 'did you mean' with each command to type, after the parser's own message in one line")
    func question() throws {
        let dialy = try #require(CommandLookalike("dialy", closeness: .forecastCommands))
        #expect(dialy.question() == "did you mean 'forecast daily'?")
        #expect(dialy.question(after: "forecast help") == "did you mean 'forecast help daily'?")
        #expect(dialy.asking(after: "Unexpected argument 'London'") == "Unexpected argument 'London'; did you mean 'forecast daily'?")
        #expect(dialy.asking(after: "The value 'x' is invalid.") == "The value 'x' is invalid; did you mean 'forecast daily'?")
        #expect(dialy.asking(after: "Did you mean '--days'?") == "Did you mean '--days'? Or did you mean 'forecast daily'?")
        let tie = try #require(CommandLookalike("sen", closeness: CommandCloseness(names: ["sun", "son"])))
        #expect(tie.question() == "did you mean 'forecast sun' or 'forecast son'?")
    }

    @Test("the note under a found place's header names the command, in each language", arguments: [
        (Language.en, #"showing the place "Ayr"; for the command, type 'forecast air'"#),
        (.de, #"gezeigt wird der Ort "Ayr"; für den Befehl 'forecast air' eingeben"#),
        (.fr, "lieu \"Ayr\" affiché\u{202F}; pour la commande, tapez 'forecast air'"),
        (.es, #"se muestra el lugar "Ayr"; para el comando, escriba 'forecast air'"#),
        (.it, #"mostrato il luogo "Ayr"; per il comando, digita 'forecast air'"#),
    ])
    func note(language: Language, expected: String) throws {
        #expect(try #require(CommandLookalike("Ayr", closeness: .forecastCommands)).note(words: Catalogue(language)) == expected)
    }
}
