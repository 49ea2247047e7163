internal import Domain

/// A Nowcast 2.0 answer (`properties` of a GeoJSON `Feature`) as far as the nowcast reads it: whether the radar
/// covers the point (`meta.radar_coverage`), when the nowcast was made (`meta.updated_at`), and each 5-minute
/// step's precipitation rate (`timeseries[].data.instant.details.precipitation_rate`, mm/h). The temperatures, wind
/// and `next_1_hours` of the first step are the model's, not the radar's, and are not read.
struct METNorwayNowcastAnswer: Sendable, Hashable {
    /// What `meta.radar_coverage` says.
    let radarCoverage: RadarCoverage
    /// `meta.updated_at`, when given.
    let updatedAt: Instant?
    /// The steps, in time order.
    let steps: [NowcastStep]

    /// The values of `meta.radar_coverage` the documentation lists, and any other the service may send one day.
    enum RadarCoverage: Sendable, Hashable {
        /// `ok`: the steps are a radar nowcast.
        case ok
        /// `temporarily unavailable`: the radar is down; no nowcast can be made.
        case temporarilyUnavailable
        /// `no coverage`: out of the radars' range, or blocked by terrain.
        case noCoverage
        /// A value the documentation does not list, as sent.
        case other(String)

        /// The value read from its wire text.
        init(_ text: String) {
            switch text {
            case "ok": self = .ok
            case "temporarily unavailable": self = .temporarilyUnavailable
            case "no coverage": self = .noCoverage
            default: self = .other(text)
            }
        }
    }
}

extension METNorwayNowcastAnswer {
    /// The unit `precipitation_rate` must come in; any other is a bad response.
    static let rateUnit = "mm/h"

    /// Reads an answer's `properties`.
    /// - Throws: ``JSONShapeError`` for a value of the wrong type, a missing `radar_coverage` or a time that is not
    ///   `YYYY-MM-DDTHH:MM:SSZ`; ``ForecastError/badResponse(reason:)`` for a rate in another unit than mm/h or
    ///   steps out of time order.
    init(properties: JSONField) throws {
        let meta = properties["meta"]
        if let unit = try meta["units"]["precipitation_rate"].optionalString(), unit != Self.rateUnit {
            throw ForecastError.badResponse(reason: "precipitation_rate is in \(unit), not \(Self.rateUnit)")
        }
        radarCoverage = RadarCoverage(try meta["radar_coverage"].string())
        updatedAt = try meta["updated_at"].optionalMETNorwayTime()
        steps = try (properties["timeseries"].optionalArray() ?? []).map(Self.step(json:))
        guard zip(steps, steps.dropFirst()).allSatisfy({ earlier, later in earlier.time < later.time }) else {
            throw ForecastError.badResponse(reason: "its nowcast steps are not in time order")
        }
    }

    /// One step: its time, and its rate when the radar gave one (the data model leaves it out where the radar's
    /// quality is too poor).
    private static func step(json: JSONField) throws(JSONShapeError) -> NowcastStep {
        NowcastStep(time: try json["time"].metNorwayTime(), precipitationRate: try json["data"]["instant"]["details"]["precipitation_rate"].optionalNumber())
    }
}
