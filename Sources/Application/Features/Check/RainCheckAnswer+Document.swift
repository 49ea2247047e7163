package import Domain

extension RainCheckAnswer {
    /// The document that shows it.
    var document: any Document {
        switch self {
        case .nowcast(let answer): NowcastRainCheckDocument(answer: answer)
        case .hourly(let answer): WeatherCheckDocument(answer: answer)
        }
    }
}

extension NowcastRainCheckAnswer {
    /// The one line, in English for scripts: "yes: rain from 14:35 (light, 0.4 mm/h)", "yes: moderate or heavy rain now
    /// (moderate, 3.1 mm/h)", "no: no heavy rain expected in the next 30 min (heaviest 3.1 mm/h, radar)".
    var line: String {
        let words = Catalogue.english, units = report.units
        let name = switch intensity {
        case .none, .light: "rain"
        case .moderate: "moderate or heavy rain"
        case .heavy: "heavy rain"
        }
        guard let first else {
            let heaviest = heaviestRate.map { "heaviest \(NowcastText.rate($0, units: units, words: words)), " } ?? ""
            return "no: no \(name) expected in the next \(DurationText.spoken(minutes: withinMinutes)) (\(heaviest)\(report.method.rawValue))"
        }
        let when = first.time == report.steps.first?.time ? "now" : "from \(NowcastText.clock(first.time, report))"
        let rate = first.precipitationRate.map { ", " + NowcastText.rate($0, units: units, words: words) } ?? ""
        return "yes: \(name) \(when) (\(NowcastText.intensity(first.intensity, words: words))\(rate))"
    }
}

extension JSONDocuments {
    /// `check rain` from a nowcast: `{"answer", "condition", "method", "intensity", "within", "first", "first_intensity",
    /// "precipitation_rate", "units": {"precipitation_rate"}, "place", "source", "fetched_at", "stale"}`; `method` "radar", "model" or
    /// "interpolated", `first` the first step reaching `intensity` (ISO 8601 with the place's offset; null when none
    /// did), `precipitation_rate` its rate, or the heaviest known in the window when the answer is no.
    static func checkFields(_ answer: NowcastRainCheckAnswer) -> Record {
        let report = answer.report
        return [
            RecordField("answer", .bool(answer.answer)),
            RecordField("condition", .string("rain")),
            RecordField("method", .string(report.method.rawValue)),
            RecordField("intensity", .string(NowcastText.name(answer.intensity))),
            RecordField("within", .string(DurationText.compact(minutes: answer.withinMinutes))),
            RecordField("first", .string(answer.first.map { NowcastText.iso8601($0.time, report) })),
            RecordField("first_intensity", .string(answer.first?.intensity.map(NowcastText.name))),
            RecordField(
                "precipitation_rate", .number((answer.first?.precipitationRate ?? answer.heaviestRate).map { NowcastText.rateValue($0, units: report.units) }),
                unit: ColumnUnit.precipitationRate(report.units)
            ),
            RecordField("units", .object([("precipitation_rate", .string(NowcastText.rateUnit(report.units)))])),
            RecordField("place", place(report.place)),
            RecordField("source", source(report.source)),
        ] + Record(freshness(report.freshness))
    }
}

extension CSVDocuments {
    /// One row: the answer, the rate's unit in its column's name.
    static func check(_ answer: NowcastRainCheckAnswer) -> CSVTable {
        let row = JSONDocuments.checkFields(answer).filter { !["place", "source", "units"].contains($0.name) }
        return records([(answer.report.place.name, [row])], first: "place")
    }
}

/// The intensity `check rain --intensity` reads.
package enum RainIntensityChoice: String, Sendable, CaseIterable {
    case light, moderate, heavy

    /// The domain's intensity.
    package var intensity: PrecipitationIntensity {
        switch self {
        case .light: .light
        case .moderate: .moderate
        case .heavy: .heavy
        }
    }
}
