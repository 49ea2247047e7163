/// A word typed where a command's name goes and taken as a place (`forecast Ayr`), with the names of the front door's
/// commands it may have meant, worked out only when asked (after the place search), so that a run spelt right pays
/// nothing for them.
package struct TypedFirstWord: Sendable {
    /// The word as typed.
    let word: String
    /// The rule and the names of the front door's commands.
    let commands: @Sendable () -> CommandCloseness

    /// The word typed first, and how to get the commands it may have meant.
    package init(word: String, commands: @escaping @Sendable () -> CommandCloseness) {
        self.word = word
        self.commands = commands
    }
}
