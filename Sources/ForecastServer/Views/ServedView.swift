import Application
import Domain

/// One data set as the server serves it at `/{place}/{name}`: the formats its document offers, the line its status-bar
/// formats write, and how it runs over the core, as the command of the same name runs. A data set is served by adding a
/// file that defines one and a line in ``all``.
struct ServedView: Sendable {
    /// The last path segment that asks for it ("hourly"); the command of the same name prints the same document.
    let name: String
    /// The formats its document offers.
    let formats: [OutputFormat]
    /// The text of `?format=waybar` and `i3blocks` (and of `line`), in the run's words; `nil`: those formats are not offered.
    let barTemplate: (@Sendable (Catalogue) -> String)?
    /// The placeholders the bar template may use.
    let placeholders: [String]
    /// The `?days=` it takes; `nil`: it takes none.
    let days: ClosedRange<Int>?
    /// Whether its days are the forecast provider's too, which may give fewer.
    var daysLimitedByProvider = false
    /// Runs it for `ask` on `runner`, as the command of the same name does, and says how the run ended.
    let run: @Sendable (_ ask: ViewAsk, _ runner: CommandRunner) async -> ExitStatus

    /// Whether it offers `format`: the formats its document offers, the status bars' only with a bar template.
    func offers(_ format: OutputFormat) -> Bool {
        formats.contains(format) && (!format.takesTemplate || barTemplate != nil)
    }
}

/// What one request asks of a view: where, in which units, for how many days, and what the settings add.
struct ViewAsk: Sendable {
    /// Where.
    let location: ForecastLocation
    /// The units of every quantity.
    let units: Units
    /// How many days, when asked (`?days=`); `nil`: the view's own default.
    let days: Int?
    /// Whether the place's official warnings are checked beside a forecast (unless `alerts = false` in the configuration).
    let showsAlerts: Bool
    /// How many days a forecast gives when none are asked for: the configured (`days`, `FORECAST_DAYS`) or 7, at most
    /// what the forecast provider gives.
    let standardDays: Int
    /// The format asked for, for the extras that only it shows.
    let format: OutputFormat
}

extension ServedView {
    /// Every view, the default (a place's path alone) first.
    static let all: [ServedView] = [.daily, .hourly, .current, .alerts, .air, .nowcast, .marine, .sun, .moon]

    /// The view `name` asks for, when one is called so.
    static func named(_ name: String) -> ServedView? { all.first { $0.name == name } }
}
