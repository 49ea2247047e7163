import Foundation

/// Answers Open-Meteo's ensemble requests around the real time, in the service's shape: `forecast_days` days of hours
/// from today's midnight in the asked zone, the control run (`temperature_2m`) then `…_member01` on, as many members
/// as the model has (ICON 39 + control, GFS 30 + control, ECMWF 50 + control, GEM 20 + control), `null` beyond the
/// model's horizon. The weather is fixed so that tests can know the answer: temperatures on the forecast stub's daily
/// curve (``StubWeather``'s, the place's own when made for the place), member `m` a fifth of a degree per member from
/// the middle; inside Europe (30–72° N, 25° W–45° E) two members in three give 0.3 mm an hour from `1 + m % 6` hours
/// after the current one, elsewhere one in ten does.
/// Member 1 gives no value at today's 03:00, as a member sometimes does not.
struct EnsembleStub: Sendable {
    /// Which answers it gives.
    let answers: StubAnswers

    /// The models the stub knows, with their perturbed members and horizon in hours.
    static let models: [String: (members: Int, horizonHours: Int)] = [
        "icon_seamless": (39, 180), "gfs_seamless": (30, 35 * 24), "ecmwf_ifs025": (50, 15 * 24), "gem_global": (20, 16 * 24),
    ]

    func reply(to request: StubRequest, now: Date) -> StubReply {
        guard let latitude = request.query["latitude"].flatMap(Double.init), let longitude = request.query["longitude"].flatMap(Double.init),
              (-90...90).contains(latitude), (-180...180).contains(longitude) else {
            return error("Latitude and longitude must be given, within -90 to 90 and -180 to 180")
        }
        let name = request.query["models"] ?? "icon_seamless"
        guard let model = Self.models[name] else {
            return error("Cannot initialize EnsembleMultiDomains from invalid String value \(name) for key models")
        }
        let days = request.query["forecast_days"].map { Int($0) ?? -1 } ?? 7
        guard (1...35).contains(days) else { return error("Forecast days is invalid. Allowed range 0 to 35. Given \(days).") }
        let generated = GeneratedForecast(request: request, latitude: latitude, longitude: longitude, answers: answers, now: now)
        let calendar = Calendar.gregorian(in: generated.timeZone)
        let midnight = calendar.startOfDay(for: now)
        let hours = (0..<(days * 24)).map { midnight.addingTimeInterval(Double($0) * 3600) }
        let currentHour = floor(now.timeIntervalSince1970 / 3600) * 3600
        let wetPlace = (30...72).contains(latitude) && (-25...45).contains(longitude)
        let variables = (request.query["hourly"] ?? "").split(separator: ",").map(String.init)
        var block: [String: Any] = ["time": hours.map(generated.localTime)]
        var units: [String: Any] = ["time": "iso8601"]
        for member in 0...model.members {
            let suffix = member == 0 ? "" : String(format: "_member%02d", member)
            let wet = wetPlace ? member % 3 != 2 : member % 10 == 0
            let rainsFrom = currentHour + Double(1 + member % 6) * 3600
            for variable in variables {
                block[variable + suffix] = hours.enumerated().map { index, date -> Any in
                    if index >= model.horizonHours || (member == 1 && index == 3) { return NSNull() }
                    switch variable {
                    case "temperature_2m":
                        let celsius = generated.weather.celsius(at: date) + Double(member - model.members / 2) * 0.2
                        return rounded(generated.fahrenheit ? celsius * 9 / 5 + 32 : celsius, decimals: 10)
                    case "precipitation":
                        let millimetres = wet && date.timeIntervalSince1970 >= rainsFrom ? 0.3 : 0
                        return generated.inches ? rounded(millimetres / 25.4, decimals: 1000) : millimetres
                    default: return NSNull()
                    }
                }
            }
        }
        for variable in variables {
            units[variable] = variable == "precipitation" ? (generated.inches ? "inch" : "mm") : (generated.fahrenheit ? "°F" : "°C")
        }
        var answer = generated.head(latitude: latitude, longitude: longitude)
        answer["hourly"] = block
        answer["hourly_units"] = units
        return .json(Array((try? JSONSerialization.data(withJSONObject: answer)) ?? Data()))
    }

    private func rounded(_ value: Double, decimals: Double) -> Double { (value * decimals).rounded() / decimals }

    private func error(_ reason: String) -> StubReply {
        .json(#"{"error":true,"reason":"\#(reason)"}"#, status: 400)
    }
}

extension StubEndpoint {
    /// Open-Meteo's ensembles, `/v1/ensemble`.
    public static let ensemble = StubEndpoint("ensemble", path: "/v1/ensemble") { call in
        EnsembleStub(answers: call.answers).reply(to: call.request, now: call.now)
    }
}
