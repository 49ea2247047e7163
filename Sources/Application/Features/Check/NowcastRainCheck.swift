package import Domain

/// `check rain` asked of a nowcast where one covers the place at its own short step (radar, or a 15-minute model) and
/// the window is within its two hours: the first step of `intensity` or more, since a nowcast has no chance of
/// precipitation. Elsewhere the hourly check answers, as it does without a nowcast.
package struct NowcastRainCheck: Sendable {
    /// The hourly check's request: the place, the window, a chance threshold (refused where a nowcast answers), the
    /// units.
    let request: WeatherCheckRequest
    /// The least intensity that counts.
    let intensity: PrecipitationIntensity
    /// The time the window starts at.
    let now: Instant

    /// When the window ends.
    var end: Instant { Instant(secondsSince1970: now.secondsSince1970 + Double(request.withinMinutes * 60)) }

    /// The answer: the nowcast's where it covers the place natively and reaches the window's end with some rate known
    /// in it, else (and where no service has a nowcast there now) the hourly check's for the place found.
    /// - Throws: ``ForecastError/invalidInput(reason:)`` for a chance threshold where a nowcast answers; what the use
    ///   cases throw.
    func answer(over useCases: any UseCaseProvider) async throws -> RainCheckAnswer {
        try request.validateThreshold()
        guard request.withinMinutes <= NowcastRequest.maximumMinutes else { return .hourly(try await useCases.makeCheckWeatherUseCase().check(request)) }
        let place = try await useCases.makeResolvePlaceUseCase().resolvePlace(request.location)
        let nowcasts = useCases.makeGetNowcastUseCase()
        if nowcasts.coversNatively(place.place) {
            guard request.threshold == nil else { throw ForecastError.invalidInput(reason: Self.thresholdRefusal) }
            if let answer = try await nowcastAnswer(from: nowcasts, at: place) { return .nowcast(answer) }
        }
        let resolved = WeatherCheckRequest(
            location: .resolved(place), condition: request.condition, withinMinutes: request.withinMinutes, threshold: request.threshold, units: request.units
        )
        return .hourly(try await useCases.makeCheckWeatherUseCase().check(resolved))
    }

    /// The nowcast's answer when its steps reach the window's end with some rate known in the window; `nil` when they
    /// do not, or when no service has a nowcast for the place now (radar down, and no model there).
    private func nowcastAnswer(from nowcasts: any GetNowcastUseCase, at place: ResolvedPlace) async throws -> NowcastRainCheckAnswer? {
        let minutes = max(request.withinMinutes, NowcastRequest.allowedMinutes.lowerBound)
        let report: NowcastReport
        do {
            report = try await nowcasts.nowcast(for: NowcastRequest(location: .resolved(place), minutes: minutes, units: request.units))
        } catch ForecastError.outsideCoverage {
            return nil
        }
        guard report.reaches(end), report.steps.contains(where: { $0.time < end && $0.precipitationRate != nil }) else { return nil }
        return NowcastRainCheckAnswer(report: report, intensity: intensity, withinMinutes: request.withinMinutes, end: end)
    }

    /// Why a chance threshold is refused where a nowcast answers.
    static let thresholdRefusal = "--threshold is a chance of precipitation, which a nowcast has none of; within 2h where radar or a 15-minute model covers the place, check rain reads --intensity"

    /// The check of `request`'s window, read from a nowcast's `intensity`, at `now`.
    package init(request: WeatherCheckRequest, intensity: PrecipitationIntensity, now: Instant) {
        self.request = request
        self.intensity = intensity
        self.now = now
    }
}

/// What `check rain` answered with: a nowcast's answer, or the hourly check's.
enum RainCheckAnswer: Sendable {
    /// From a nowcast, by intensity.
    case nowcast(NowcastRainCheckAnswer)
    /// From the hourly forecast, by amount and chance.
    case hourly(WeatherCheckAnswer)

    /// Yes or no.
    var answer: Bool {
        switch self {
        case .nowcast(let answer): answer.answer
        case .hourly(let answer): answer.answer
        }
    }

    /// The document that shows it.
    var document: any Document {
        switch self {
        case .nowcast(let answer): NowcastRainCheckDocument(answer: answer)
        case .hourly(let answer): WeatherCheckDocument(answer: answer)
        }
    }
}

/// A nowcast's answer to `check rain`: the first step of the intensity or more before the window's end.
struct NowcastRainCheckAnswer: Sendable {
    /// The nowcast it was read from.
    let report: NowcastReport
    /// The least intensity that counts.
    let intensity: PrecipitationIntensity
    /// The window, in minutes from now.
    let withinMinutes: Int
    /// When the window ends.
    let end: Instant

    /// The first step of the intensity or more in the window; `nil` when none is.
    var first: NowcastStep? { report.firstStep(atLeast: intensity, before: end) }
    /// Yes when a step in the window reaches the intensity.
    var answer: Bool { first != nil }
    /// The highest rate known in the window, in mm/h.
    var heaviestRate: Double? { report.steps.filter { $0.time < end }.compactMap(\.precipitationRate).max() }

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
