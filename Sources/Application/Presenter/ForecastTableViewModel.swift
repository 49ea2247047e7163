import Domain

/// A forecast as a table shows it: every value already text, with the style it is drawn in.
struct ForecastTableViewModel: Sendable, Hashable {
    /// One piece of styled text.
    struct Cell: Sendable, Hashable {
        let text: String
        let style: TextStyle

        init(_ text: String, _ style: TextStyle = .plain) {
            self.text = text
            self.style = style
        }
    }

    /// A column's heading and alignment.
    struct Column: Sendable, Hashable {
        let heading: String
        let alignRight: Bool
    }

    /// What a missing value shows as.
    static let missing = Cell("—", .dim)

    /// The place: "London, England, United Kingdom". Text from services is stripped of control characters.
    let title: String
    /// Where exactly and in which time zone: "51.5085°N, 0.1257°W · Europe/London · 7 days".
    let subtitle: String
    let columns: [Column]
    /// One row a day, a cell a column.
    let rows: [[Cell]]
    /// The credits the data's terms ask for.
    let credits: String

    init(forecast: Forecast) {
        let place = forecast.place
        title = Self.uniqueParts([place.name, place.region, place.country]).joined(separator: ", ").withoutControlCharacters
        let coordinate = place.coordinate.formatted
        let dayCount = forecast.days.count == 1 ? "1 day" : "\(forecast.days.count) days"
        subtitle = [coordinate == place.name ? nil : coordinate, place.timeZoneIdentifier, dayCount]
            .compactMap { $0 }.joined(separator: " · ").withoutControlCharacters
        let units = forecast.units
        columns = [
            Column(heading: "Day", alignRight: false),
            Column(heading: "Conditions", alignRight: false),
            Column(heading: "Low", alignRight: true),
            Column(heading: "High", alignRight: true),
            Column(heading: "Precip", alignRight: true),
            Column(heading: "Chance", alignRight: true),
            Column(heading: "Wind", alignRight: false),
        ]
        rows = forecast.days.map { Self.row(for: $0, units: units) }
        credits = ([forecast.source] + [forecast.placeSource].compactMap { $0 }).map(\.attribution).joined(separator: " · ")
            .withoutControlCharacters
    }

    private static func row(for day: DailyForecast, units: Units) -> [Cell] {
        [
            Cell(day.date.shortDisplay, .bold),
            condition(day.condition),
            temperature(day.temperatureMin, units: units),
            temperature(day.temperatureMax, units: units),
            day.precipitationSum.map { amount in
                Cell("\(amount.fixed(decimals: units == .metric ? 1 : 2)) \(units.precipitationSymbol)", amount > 0 ? .blue : .plain)
            } ?? missing,
            day.precipitationProbability.map { Cell("\($0.fixed(decimals: 0))%", $0 >= 70 ? .blue : .plain) } ?? missing,
            wind(speed: day.windSpeedMax, direction: day.windDirection, units: units),
        ]
    }

    private static func condition(_ condition: WeatherCondition?) -> Cell {
        guard let condition else { return missing }
        let symbol = condition.kind.symbol
        return Cell("\(symbol.text) \(condition.description)", symbol.style)
    }

    private static func temperature(_ value: Double?, units: Units) -> Cell {
        guard let value else { return missing }
        let celsius = units == .metric ? value : (value - 32) * 5 / 9
        let style: TextStyle = switch celsius {
        case ..<0: .blue
        case ..<10: .cyan
        case ..<20: .green
        case ..<28: .yellow
        default: .red
        }
        return Cell("\(value.fixed(decimals: 0))\(units.temperatureSymbol)", style)
    }

    private static func wind(speed: Double?, direction: Double?, units: Units) -> Cell {
        guard let speed else { return missing }
        let compass = direction.map { " " + CompassPoint.name(forDegrees: $0) } ?? ""
        return Cell("\(speed.fixed(decimals: 0)) \(units.windSpeedSymbol)\(compass)")
    }

    /// The non-empty parts, each once: "Berlin, Berlin, Germany" becomes "Berlin, Germany".
    private static func uniqueParts(_ parts: [String?]) -> [String] {
        parts.compactMap { $0 }.filter { !$0.isEmpty }.reduce(into: []) { unique, part in
            if !unique.contains(part) { unique.append(part) }
        }
    }
}
