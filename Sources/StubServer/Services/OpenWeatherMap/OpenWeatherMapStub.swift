import Foundation

/// Answers like OpenWeatherMap's free forecast (`/data/2.5/forecast`), current weather (`/data/2.5/weather`) and
/// paid daily forecast (`/data/2.5/forecast/daily`), from recorded answers moved to now and converted from the
/// recordings' kelvin to the `units` asked for, as the service does. It checks the key as the service does: none,
/// or `rejected`, gets its real 401 answer. Made for the place (``StubAnswers/madeForThePlace``), the answers are
/// ``GeneratedOpenWeatherMap``'s for the `lat` and `lon` asked instead.
struct OpenWeatherMapStub {
    let fixtures: FixtureLibrary
    /// Which answers it gives.
    let answers: StubAnswers

    /// The key the stub refuses, as the service refuses an invalid one.
    static let rejectedKey = "rejected"

    /// The answers it gives: the daily forecast, the 5-day forecast in 3-hour steps, or the weather now.
    enum Product: Sendable {
        case daily, forecast, current
    }

    /// Answers `request` for `product` as the service would, around `now`.
    func reply(to request: StubRequest, product: Product, now: Date) -> StubReply {
        guard let key = request.query["appid"], !key.isEmpty, key != Self.rejectedKey else {
            return .json(fixtures.openWeatherMapUnauthorized, status: 401)
        }
        let units = request.query["units"] ?? "standard"
        let count = request.query["cnt"].flatMap { Int($0) } ?? 7
        if answers == .madeForThePlace, let latitude = request.query["lat"].flatMap(Double.init),
           let longitude = request.query["lon"].flatMap(Double.init) {
            let zone = GeneratedForecast.timeZone(for: request, longitude: longitude)
            let weather = StubWeather(answers: answers, latitude: latitude, longitude: longitude, timeZone: zone, now: now)
            let made = GeneratedOpenWeatherMap(weather: weather, latitude: latitude, longitude: longitude, timeZone: zone, units: units)
            let answer = switch product {
            case .forecast: made.forecast()
            case .current: made.current()
            case .daily: made.daily(count: count)
            }
            return .json(Array((try? JSONSerialization.data(withJSONObject: answer)) ?? Data()))
        }
        switch product {
        case .forecast:
            return .json(shifted(fixtures.openWeatherMapForecast, units: units, now: now, slot: 3 * 3600))
        case .current:
            return .json(shifted(fixtures.openWeatherMapCurrent, units: units, now: now, slot: 60))
        case .daily:
            return .json(shifted(fixtures.openWeatherMapDaily, units: "metric", now: now, slot: 86_400, count: count))
        }
    }

    /// The answer with its times moved so the first falls in the slot after `now`, its temperatures in `units`.
    private func shifted(_ answer: [UInt8], units: String, now: Date, slot: Double, count: Int? = nil) -> [UInt8] {
        guard var json = try? JSONSerialization.jsonObject(with: Data(answer)) as? [String: Any] else { return answer }
        let first = (json["list"] as? [[String: Any]])?.first?["dt"] as? Double ?? json["dt"] as? Double ?? 0
        let shift = ((now.timeIntervalSince1970 / slot).rounded(.up) * slot - first).rounded()
        if var list = json["list"] as? [[String: Any]] {
            if let count { list = Array(list.prefix(count)) }
            json["list"] = list.map { item in converted(moved(item, by: shift), units: units) }
        } else {
            json = converted(moved(json, by: shift), units: units)
        }
        return Array((try? JSONSerialization.data(withJSONObject: json)) ?? Data(answer))
    }

    private func moved(_ item: [String: Any], by shift: Double) -> [String: Any] {
        var item = item
        for key in ["dt", "sunrise", "sunset"] {
            if let time = item[key] as? Double { item[key] = Int(time + shift) }
        }
        if let time = item["dt"] as? Int {
            // "2026-11-22 21:00:00", as the service writes it.
            item["dt_txt"] = String(Date(timeIntervalSince1970: Double(time)).formatted(.iso8601).dropLast())
                .replacingOccurrences(of: "T", with: " ")
        }
        return item
    }

    /// Kelvin to °C or °F, and m/s to mph for imperial, as `units=metric|imperial` answers.
    private func converted(_ item: [String: Any], units: String) -> [String: Any] {
        guard units == "metric" || units == "imperial", var main = item["main"] as? [String: Any] else { return item }
        var item = item
        for key in ["temp", "feels_like", "temp_min", "temp_max"] {
            guard let kelvin = main[key] as? Double else { continue }
            let celsius = kelvin - 273.15
            main[key] = ((units == "metric" ? celsius : celsius * 9 / 5 + 32) * 100).rounded() / 100
        }
        item["main"] = main
        if units == "imperial", var wind = item["wind"] as? [String: Any] {
            for key in ["speed", "gust"] {
                if let speed = wind[key] as? Double { wind[key] = (speed * 3600 / 1609.344 * 100).rounded() / 100 }
            }
            item["wind"] = wind
        }
        return item
    }
}

extension StubEndpoint {
    /// OpenWeatherMap's daily forecast, `/data/2.5/forecast/daily`, for comparing with clients of that service.
    public static let openWeatherMapDaily = StubEndpoint("owm-daily", path: "/data/2.5/forecast/daily") { call in
        OpenWeatherMapStub(fixtures: call.fixtures, answers: call.answers).reply(to: call.request, product: .daily, now: call.now)
    }
}

extension StubEndpoint {
    /// OpenWeatherMap's free 5-day forecast in 3-hour steps, `/data/2.5/forecast`.
    public static let openWeatherMapForecast = StubEndpoint("owm-forecast", path: "/data/2.5/forecast") { call in
        OpenWeatherMapStub(fixtures: call.fixtures, answers: call.answers).reply(to: call.request, product: .forecast, now: call.now)
    }
}

extension StubEndpoint {
    /// OpenWeatherMap's current weather, `/data/2.5/weather`.
    public static let openWeatherMapCurrent = StubEndpoint("owm-weather", path: "/data/2.5/weather") { call in
        OpenWeatherMapStub(fixtures: call.fixtures, answers: call.answers).reply(to: call.request, product: .current, now: call.now)
    }
}
