package import Domain

extension SeaCheckAnswer {
    /// The one line, in English for scripts: "yes: waves 2.6 m SW 9 s at 22:00, at or above 2 m", "no: the sea 14.2°C
    /// at most in the next 12 h, below 18°C"; where the sea read is, when it is not at the place: "(sea 5 km N of
    /// Brighton)".
    var line: String {
        let words = Catalogue.english
        let sea = report.sea.isAtPlace ? "" : " (\(MarineText.sea(report, words: words)))"
        guard let match else {
            guard let nearest, let highest = request.measure.value(at: nearest) else {
                return "no: the marine service gave no \(quantityName) for \(report.location.place.name)\(sea)"
            }
            let window = DurationText.spoken(minutes: request.withinMinutes)
            return "no: \(describe(highest, at: nil)) at most in the next \(window), below \(threshold(words))\(sea)"
        }
        let value = request.measure.value(at: match) ?? threshold
        return "yes: \(describe(value, at: match)) \(when(match)), at or above \(threshold(words))\(sea)"
    }

    /// What is measured, in the line: "wave height", "swell height", "sea temperature".
    private var quantityName: String {
        switch request.measure {
        case .waves: "wave height"
        case .swell: "swell height"
        case .seaTemperature: "sea temperature"
        }
    }

    /// "waves 2.6 m SW 9 s" (the hour's train in full when given, else its height alone), "swell 1.9 m", "the sea
    /// 14.2°C".
    private func describe(_ value: Double, at hour: MarineHour?) -> String {
        let words = Catalogue.english, units = report.units
        let train: WaveTrain? = switch request.measure {
        case .waves: hour?.waves
        case .swell: hour?.swell
        case .seaTemperature: nil
        }
        let height = train.flatMap { MarineExtraText.waves($0, units: units, words: words) } ?? MarineText.height(value, units: units, words: words)
        return switch request.measure {
        case .waves: "waves \(height)"
        case .swell: "swell \(height)"
        case .seaTemperature: "the sea \(MarineText.temperature(value, units: units, words: words))"
        }
    }

    /// The threshold with its unit, as given (to a hundredth, without trailing zeros): "2 m", "6.5 ft", "18°C".
    private func threshold(_ words: Catalogue) -> String {
        var number = threshold.fixed(decimals: 2)
        while number.hasSuffix("0") { number.removeLast() }
        if number.hasSuffix(".") { number.removeLast() }
        return request.measure == .seaTemperature
            ? words.degrees(formatted: number, report.units.temperatureSymbol) : words.quantity(formatted: number, unit: report.units.heightSymbol)
    }

    /// "now" for the current hour, "at 22:00" later today, "at Mon 23 Nov 03:00" on another day.
    private func when(_ hour: MarineHour) -> String {
        let now = report.now
        if hour.time <= now { return "now" }
        return hour.time.date == now.date ? "at \(hour.time.clockTime)" : "at \(hour.time.date.shortDisplay) \(hour.time.clockTime)"
    }

    /// The hour shown in the JSON and CSV: the first at or above the threshold, else the nearest.
    var shownHour: MarineHour? { match ?? nearest }

    /// The shown hour's train of waves (the waves' or the swell's); `nil` for the sea's temperature.
    var shownTrain: WaveTrain? {
        switch request.measure {
        case .waves: shownHour?.waves
        case .swell: shownHour?.swell
        case .seaTemperature: nil
        }
    }
}

extension JSONDocuments {
    /// `check waves|swell|sea-temperature`: `{"answer", "condition", "threshold", "unit", "within", "first", "value",
    /// "direction", "period", "place", "sea", "source", "fetched_at", "stale"}`; `first` the local time of the first
    /// hour at or above the threshold (null when none), `value` its value or, when the answer is no, the highest in
    /// the window, with the waves' `direction` (where they come from, degrees) and `period` (s) then (null for the
    /// sea's temperature); `sea` where the sea read is, from the place.
    static func checkFields(_ answer: SeaCheckAnswer) -> JSONFields {
        let measure = answer.request.measure, units = answer.report.units
        let value = answer.shownHour.flatMap(measure.value(at:))
        return [
            ("answer", .bool(answer.answer)),
            ("condition", .string(measure.condition.name)),
            ("threshold", .number(answer.threshold)),
            ("unit", .string(measure == .seaTemperature ? units.temperatureSymbol : units.heightSymbol)),
            ("within", .string(DurationText.compact(minutes: answer.request.withinMinutes))),
            ("first", .string(answer.match?.time.iso8601)),
            ("value", JSONValue.number(value, decimals: measure == .seaTemperature ? 1 : 2)),
            ("direction", MarineRecords.degrees(answer.shownTrain?.direction)),
            ("period", JSONValue.number(answer.shownTrain?.period, decimals: 1)),
            ("place", place(answer.report.location.place)),
            ("sea", .object(JSONDocuments.seaFields(answer.report.sea))),
            ("source", source(answer.report.source)),
        ] + freshness(answer.report.freshness)
    }
}

extension CSVDocuments {
    /// One row: the answer, and the hour it found; how far the sea read is from the place.
    static func check(_ answer: SeaCheckAnswer) -> CSVTable {
        let row = JSONDocuments.checkFields(answer).filter { !["place", "sea", "source"].contains($0.key) }
            + [("sea_distance_km", JSONValue.number(answer.report.sea.distanceKilometres, decimals: 1))]
        return records([(answer.report.location.place.name, [row])], first: "place")
    }
}

/// What `check waves`, `check swell` and `check sea-temperature` show.
struct SeaCheckDocument: AnswerDocument {
    /// The answer shown.
    let answer: SeaCheckAnswer

    /// The marine answer's freshness.
    var freshness: [AnswerFreshness?] { [answer.report.freshness] }
    /// The answer's English line.
    var line: String { answer.line }
    /// The answer's JSON object.
    var json: JSONValue { .object(JSONDocuments.checkFields(answer)) }
    /// The answer's one CSV row.
    var csv: CSVTable { CSVDocuments.check(answer) }
}

extension CheckInteraction {
    /// Whether the sea (its waves, its swell or its warmth) reaches the threshold within the window.
    package static func answer(_ request: SeaCheckRequest, on runner: CommandRunner) async -> ExitStatus {
        await runner.run { useCases in
            try await useCases.make(.seaCheck).check(request)
        } document: { SeaCheckDocument(answer: $0) } outcome: { .answered(yes: $0.answer) }
    }
}
