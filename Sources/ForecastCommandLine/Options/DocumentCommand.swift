import Application

/// A command that shows a document: its name, as its refusals give it, and the formats it offers, as its feature
/// declares them (`DailyInteraction.formats`). `--format`'s help, values, completion and refusal follow from them
/// (``FormatOption``): no command refuses a format itself.
protocol DocumentCommand {
    /// Its name, as typed.
    static var name: String { get }
    /// The formats it offers, in the order help lists them.
    static var formats: [OutputFormat] { get }
}
