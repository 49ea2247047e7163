import Domain

extension AirCheckAnswer {
    /// The one line, in English for scripts: "yes: European AQI 68 (poor) at 15:00, at or above 61".
    var line: String {
        let window = DurationText.spoken(minutes: request.withinMinutes)
        let words = Catalogue.english
        guard let match, let value = value(match) else {
            guard let nearest, let highest = value(nearest) else {
                return request.measure == .pollen
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
        switch request.measure {
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
            ("condition", .string(answer.request.measure.rawValue)),
            ("index", .string(answer.request.measure == .air ? answer.report.index.rawValue : nil)),
            ("threshold", .number(answer.threshold)),
            ("within", .string(DurationText.compact(minutes: answer.request.withinMinutes))),
            ("first", .string(answer.match?.time.iso8601)),
            ("value", .number(value)),
            ("category", .string(answer.request.measure == .air ? value.map { answer.report.index.category(of: $0).rawValue } : nil)),
            ("pollen", .string(answer.request.measure == .pollen ? shown?.highestPollen?.kind.rawValue : nil)),
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
