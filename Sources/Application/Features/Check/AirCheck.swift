package import Domain

/// What `check air` and `check pollen` ask: whether the air's index (or the highest pollen count) reaches a
/// threshold now or within the window.
package struct AirCheck: Sendable {
    /// What is measured against the threshold.
    package enum Measure: String, Sendable {
        /// The air quality index (the place's own, or the one asked for).
        case air
        /// The highest pollen count of any kind, in grains/m³.
        case pollen
    }

    /// The highest pollen count that counts as "yes" when no threshold is given: 50 grains/m³, where grass pollen
    /// is "high" on the European Aeroallergen Network's scale.
    static let defaultPollenThreshold = 50.0

    let measure: Measure
    let location: ForecastLocation
    /// How far ahead to look, in minutes from now.
    let withinMinutes: Int
    /// The threshold asked for, or `nil` for the default.
    let threshold: Double?
    /// The index asked for, or `nil` for the place's own.
    let index: AirQualityIndex?

    /// The air quality request that covers the window: the current hour and every hour that starts within it.
    var request: AirQualityRequest {
        AirQualityRequest(location: location, hours: min(max(1, (withinMinutes + 59) / 60), AirQualityLimits.maximumHours), index: index)
    }

    /// A check of `measure` at `location` within `withinMinutes`, against `threshold` (`nil`: the default) on `index`
    /// (`nil`: the place's own).
    package init(measure: Measure, location: ForecastLocation, withinMinutes: Int, threshold: Double?, index: AirQualityIndex?) {
        self.measure = measure
        self.location = location
        self.withinMinutes = withinMinutes
        self.threshold = threshold
        self.index = index
    }
}

/// `check air`'s or `check pollen`'s answer: the first reading (now, then hour by hour) at or above the threshold.
struct AirCheckAnswer: Sendable {
    let check: AirCheck
    let report: AirQualityReport

    /// The threshold used.
    var threshold: Double {
        check.threshold ?? (check.measure == .air ? report.index.defaultCheckThreshold : AirCheck.defaultPollenThreshold)
    }

    /// The air now, then the hours within the window.
    var readings: [AirQualityReading] { (report.current.map { [$0] } ?? []) + report.hours }

    /// What is measured in a reading.
    func value(_ reading: AirQualityReading) -> Double? {
        switch check.measure {
        case .air: reading.value(of: report.index)
        case .pollen: reading.highestPollen?.count
        }
    }

    /// The first reading at or above the threshold, if any.
    var match: AirQualityReading? { readings.first { (value($0) ?? -.infinity) >= threshold } }
    /// Yes or no.
    var answer: Bool { match != nil }
    /// The reading that came nearest when the answer is no: the highest value.
    var nearest: AirQualityReading? {
        readings.compactMap { reading in value(reading).map { (reading, $0) } }.max { $0.1 < $1.1 }?.0
    }

    /// The one line, in English for scripts: "yes: European AQI 68 (poor) at 15:00, at or above 61".
    var line: String {
        let window = DurationText.spoken(minutes: check.withinMinutes)
        let words = Catalogue.english
        guard let match, let value = value(match) else {
            guard let nearest, let highest = value(nearest) else {
                return check.measure == .pollen
                    ? "no: no pollen is counted for \(report.location.place.name) (outside Europe, or out of season)"
                    : "no: the service gave no \(indexName) for \(report.location.place.name)"
            }
            return "no: \(describe(highest, in: nearest, words: words)) at most in the next \(window), below \(threshold.fixed(decimals: 0))"
        }
        let when = match == report.current ? "now" : "at \(match.time.clockTime)"
        return "yes: \(describe(value, in: match, words: words)) \(when), at or above \(threshold.fixed(decimals: 0))"
    }

    /// "European AQI", "US AQI".
    private var indexName: String { Catalogue.english("air.index." + report.index.rawValue) }

    /// "European AQI 68 (poor)", "grass pollen 60 grains/m³".
    private func describe(_ value: Double, in reading: AirQualityReading, words: Catalogue) -> String {
        switch check.measure {
        case .air:
            let category = words("air.category." + report.index.category(of: value).rawValue).lowercased()
            return "\(indexName) \(value.fixed(decimals: 0)) (\(category))"
        case .pollen:
            let kind = reading.highestPollen.map { words("pollen." + $0.kind.rawValue).lowercased() + " " } ?? ""
            return "\(kind)pollen \(value.fixed(decimals: 0)) grains/m³"
        }
    }
}

extension JSONDocuments {
    /// `check air|pollen`: `{"answer", "condition", "index", "threshold", "within", "first", "value", "category",
    /// "pollen", "place", "source", "fetched_at", "stale"}`; `first` the local time of the first reading at or above
    /// the threshold (null when none), `value` its value or, when the answer is no, the highest in the window.
    static func checkFields(_ answer: AirCheckAnswer) -> JSONFields {
        let shown = answer.match ?? answer.nearest
        let value = shown.flatMap(answer.value)
        return [
            ("answer", .bool(answer.answer)),
            ("condition", .string(answer.check.measure.rawValue)),
            ("index", .string(answer.check.measure == .air ? answer.report.index.rawValue : nil)),
            ("threshold", .number(answer.threshold)),
            ("within", .string(DurationText.compact(minutes: answer.check.withinMinutes))),
            ("first", .string(answer.match?.time.iso8601)),
            ("value", .number(value)),
            ("category", .string(answer.check.measure == .air ? value.map { answer.report.index.category(of: $0).rawValue } : nil)),
            ("pollen", .string(answer.check.measure == .pollen ? shown?.highestPollen?.kind.rawValue : nil)),
            ("place", place(answer.report.location.place)),
            ("source", source(answer.report.source)),
        ] + freshness(answer.report.freshness)
    }
}

extension CSVDocuments {
    /// One row: the answer, and the reading it found.
    static func check(_ answer: AirCheckAnswer) -> CSVTable {
        let row = JSONDocuments.checkFields(answer).filter { $0.key != "place" && $0.key != "source" }
        return records([(answer.report.location.place.name, [row])], first: "place")
    }
}
