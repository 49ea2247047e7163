import Foundation

/// Answers Open-Meteo's air quality requests around the real time, in the recorded answer's shape
/// (`python-open-meteo_air-quality-all-vars-current-hourly3.json`): its `current` values now and for the first
/// hours, then worse air, so that tests can know the answer: for the first ``cleanHours`` hours from the current one
/// the air is the recording's (European index 44, "Moderate"; US 65), from then on "Poor" (European 68; US 112,
/// "Unhealthy for sensitive groups"). UV follows the local day (0 at night, up to 3 at noon). Pollen is given inside
/// CAMS Europe (30–72° N, 25° W–45° E), grass at 12 and then 60 grains/m³ and birch at 0, and is `null` elsewhere,
/// as the real service answers outside Europe.
struct AirQualityStub: Sendable {
    /// The hours from the current one whose air is the recording's.
    static let cleanHours = 6

    /// The recorded answer.
    let recorded: [UInt8]

    func reply(to request: StubRequest, now: Date) -> StubReply {
        guard let latitude = request.query["latitude"].flatMap(Double.init), let longitude = request.query["longitude"].flatMap(Double.init),
              (-90...90).contains(latitude), (-180...180).contains(longitude) else {
            return .json(error("Latitude and longitude must be given, within -90 to 90 and -180 to 180"), status: 400)
        }
        let hours = request.query["forecast_hours"].map { Int($0) ?? -1 } ?? 120
        guard (1...168).contains(hours) else { return .json(error("Forecast hours is invalid. Allowed range 1 to 168. Given \(hours)."), status: 400) }
        guard let json = try? JSONSerialization.jsonObject(with: Data(recorded)) as? [String: Any],
              let base = json["current"] as? [String: Any], let labels = json["current_units"] as? [String: Any] else {
            return .json(error("the stub's recording is unreadable"), status: 500)
        }
        // Its air is the same whichever answers the stub gives: only the zone and the head come from here.
        let generated = GeneratedForecast(request: request, latitude: latitude, longitude: longitude, answers: .recorded, now: now)
        let inEurope = (30...72).contains(latitude) && (-25...45).contains(longitude)
        let variables = Set((request.query["hourly"] ?? "").split(separator: ",").map(String.init) + (request.query["current"] ?? "").split(separator: ",").map(String.init))
        func value(_ variable: String, hour: Int, at date: Date) -> Any {
            let poor = hour >= Self.cleanHours
            switch variable {
            case "european_aqi": return poor ? 68 : base[variable] ?? NSNull()
            case "us_aqi": return poor ? 112 : base[variable] ?? NSNull()
            case "pm2_5": return poor ? 41.5 : base[variable] ?? NSNull()
            case "uv_index":
                let localHour = Calendar.gregorian(in: generated.timeZone).component(.hour, from: date)
                return (9...15).contains(localHour) ? Double(3 - abs(12 - localHour)).rounded() : 0.0
            case "grass_pollen": return inEurope ? (poor ? 60.0 : 12.0) : NSNull()
            case "birch_pollen", "alder_pollen", "mugwort_pollen", "olive_pollen", "ragweed_pollen": return inEurope ? 0.0 : NSNull()
            default: return base[variable] ?? NSNull()
            }
        }
        let start = floor(now.timeIntervalSince1970 / 3600) * 3600
        let dates = (0..<hours).map { Date(timeIntervalSince1970: start + Double($0) * 3600) }
        var answer = generated.head(latitude: latitude, longitude: longitude)
        let asked = variables.sorted()
        let units = Dictionary(uniqueKeysWithValues: asked.map { ($0, labels[$0] ?? "") })
        if let current = request.query["current"], !current.isEmpty {
            answer["current"] = Dictionary(uniqueKeysWithValues: current.split(separator: ",").map { (String($0), value(String($0), hour: 0, at: now)) })
                .merging(["time": generated.localTime(Date(timeIntervalSince1970: start)), "interval": 3600]) { $1 }
            answer["current_units"] = units.merging(["time": "iso8601", "interval": "seconds"]) { $1 }
        }
        if let hourly = request.query["hourly"], !hourly.isEmpty {
            var block: [String: Any] = ["time": dates.map(generated.localTime)]
            for name in hourly.split(separator: ",").map(String.init) {
                block[name] = dates.enumerated().map { value(name, hour: $0.offset, at: $0.element) }
            }
            answer["hourly"] = block
            answer["hourly_units"] = units.merging(["time": "iso8601"]) { $1 }
        }
        return .json(Array((try? JSONSerialization.data(withJSONObject: answer)) ?? Data()))
    }

    private func error(_ reason: String) -> [UInt8] {
        Array((try? JSONSerialization.data(withJSONObject: ["error": true, "reason": reason])) ?? Data())
    }
}

extension StubEndpoint {
    /// Open-Meteo's air quality, `/v1/air-quality`.
    public static let airQuality = StubEndpoint("air-quality", path: "/v1/air-quality") { call in
        AirQualityStub(recorded: call.fixtures.airQuality).reply(to: call.request, now: call.now)
    }
}
