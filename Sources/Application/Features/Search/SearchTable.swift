import Domain

extension TableViewModel {
    /// The places a search found, numbered, most relevant first.
    init(places: [Place], query: PlaceQuery, source: DataSource, units: Units, words: Catalogue) {
        self.init(
            header: ReportHeader(
                title: words("detail.search", ["query": query.text]),
                subtitle: words.count(places.count, "detail.places"), credits: source.attribution
            ),
            note: nil,
            columns: [
                Column("#", alignRight: true), Column(words("column.place")), Column(words("column.region")),
                Column(words("column.country")), Column(words("column.coordinate")), Column(words("column.time_zone")),
                Column(words("column.population"), alignRight: true), Column(words("column.elevation"), alignRight: true),
            ],
            rows: places.enumerated().map { index, place in
                [
                    Cell("\(index + 1)", .dim),
                    Cell(place.name, .bold),
                    Self.text(PlaceText.uniqueParts([place.region, place.subregion]).joined(separator: ", ")),
                    Self.text(place.countryCode),
                    Cell(place.coordinate.formatted),
                    Self.text(place.timeZoneIdentifier),
                    place.population.map { Cell($0.groupedThousands(separator: words("number.thousands_separator"))) } ?? TableViewModel.missing,
                    place.elevation.map { Cell(Self.elevation($0, units: units)) } ?? TableViewModel.missing,
                ]
            }
        )
    }

    private static func text(_ value: String?) -> Cell {
        guard let value, !value.isEmpty else { return TableViewModel.missing }
        return Cell(value)
    }

    /// "25 m", or in feet when lengths are in inches (imperial units).
    private static func elevation(_ metres: Double, units: Units) -> String {
        units.precipitation == .millimetres ? "\(metres.fixed(decimals: 0)) m" : "\((metres / 0.3048).fixed(decimals: 0)) ft"
    }
}

extension Int {
    /// The number with its thousands separated: 8961989 → "8,961,989" (or "8.961.989" with "." as `separator`).
    func groupedThousands(separator: String = ",") -> String {
        let digits = String(magnitude)
        let groups = stride(from: digits.count, to: 0, by: -3).map { end in
            let start = Swift.max(0, end - 3)
            return String(digits.dropFirst(start).prefix(end - start))
        }
        return (self < 0 ? "-" : "") + groups.reversed().joined(separator: separator)
    }
}
