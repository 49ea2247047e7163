/// What a status bar shows when the forecast cannot be had: a short mark, the reason (as Waybar's tooltip, after
/// i3blocks' text), and the class `error`, so the bar keeps its block instead of hiding it or showing an error of its own.
struct StatusBarFailure: StatusBarDocument {
    /// Why there is no forecast, in one line.
    let reason: String

    /// A status bar's formats only: no other is ever given a failure's block.
    static var formats: [FormatOffer<Self>] { [.waybar, .i3blocks] }

    func statusBar(text template: LineTemplate, on page: Page) -> StatusBarBlock {
        StatusBarBlock(template: .literal("⚠"), values: [:], shortText: "⚠", tooltip: [reason], detail: reason, isError: true)
    }

    var isUrgent: Bool { false }
}
