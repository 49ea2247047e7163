package import Application
package import Domain

/// One data set as the long-lived doors serve it (the server at `/{place}/{name}`, the agents' tool of the same name):
/// the formats its document offers, the line its status-bar formats write, and how it runs over the core, as the
/// command of the same name runs. A data set is served by adding a file that defines one and a line in ``all``.
package struct ServedView: Sendable {
    /// The last path segment that asks for it ("hourly"); the command of the same name prints the same document.
    package let name: String
    /// The formats its document offers.
    package let formats: [OutputFormat]
    /// The line the command's `--format line` writes for each report, in the run's words.
    package let lineTemplate: @Sendable (Catalogue) -> String
    /// The text of `?format=waybar` and `i3blocks` (and of `line`), in the run's words; `nil`: those formats are not offered.
    package let barTemplate: (@Sendable (Catalogue) -> String)?
    /// The placeholders the bar template may use.
    package let placeholders: [String]
    /// The `?days=` it takes; `nil`: it takes none.
    package let days: ClosedRange<Int>?
    /// The most days the forecast provider gives of it, when its days are the provider's too (which may give fewer).
    package var providerDays: (@Sendable (ForecastCapabilities) -> Int)?
    /// Runs it for `ask` on `runner`, as the command of the same name does, and says how the run ended.
    package let run: @Sendable (_ ask: ViewAsk, _ runner: CommandRunner) async -> ExitStatus

    /// The days it takes from a forecast provider that can do `provider`; `nil`: it takes none.
    package func dayRange(provider: ForecastCapabilities) -> ClosedRange<Int>? {
        guard let days else { return nil }
        guard let providerDays else { return days }
        return days.lowerBound...max(days.lowerBound, min(days.upperBound, providerDays(provider)))
    }

    /// Whether it offers `format`: the formats its document offers, the status bars' only with a bar template.
    package func offers(_ format: OutputFormat) -> Bool {
        formats.contains(format) && (!format.takesTemplate || barTemplate != nil)
    }
}

/// What one request asks of a view: where, in which units, for how many days, and what the settings add.
package struct ViewAsk: Sendable {
    /// Where.
    package let location: ForecastLocation
    /// The units of every quantity.
    package let units: Units
    /// How long the view covers, when asked; `nil`: the view's own default.
    package var span: Span?
    /// Whether the place's official warnings are checked beside a forecast (unless `alerts = false` in the configuration).
    package let showsAlerts: Bool
    /// How many days a forecast gives when none are asked for: the configured (`days`, `FORECAST_DAYS`) or 7, at most
    /// what the forecast provider gives.
    package let standardDays: Int
    /// The format asked for, for the extras that only it shows.
    package let format: OutputFormat

    /// How long a view covers: whole days (`?days=`, a tool's `days`), or hours (the agents' hourly tool).
    package enum Span: Sendable, Hashable {
        /// Whole days, today first.
        case days(Int)
        /// Hours from now.
        case hours(Int)
    }

    /// The days asked for, when the span was asked in days.
    package var days: Int? {
        guard case .days(let days)? = span else { return nil }
        return days
    }

    /// The hours asked for, when the span was asked in hours.
    package var hours: Int? {
        guard case .hours(let hours)? = span else { return nil }
        return hours
    }

    /// An ask of `location` in `units` for `days` (`nil`: the view's default), written as `format`; `showsAlerts` and
    /// `standardDays` from the settings.
    package init(location: ForecastLocation, units: Units, days: Int?, showsAlerts: Bool, standardDays: Int, format: OutputFormat) {
        self.location = location
        self.units = units
        span = days.map(Span.days)
        self.showsAlerts = showsAlerts
        self.standardDays = standardDays
        self.format = format
    }
}

extension ServedView {
    /// Every view, the default (a place's path alone) first.
    package static let all: [ServedView] = [.daily, .hourly, .current, .alerts, .air, .nowcast, .marine, .sun, .moon]

    /// The view `name` asks for, when one is called so.
    package static func named(_ name: String) -> ServedView? { all.first { $0.name == name } }
}
