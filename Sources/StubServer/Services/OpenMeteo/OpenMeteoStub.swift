import Foundation

/// Answers Open-Meteo's geocoding and forecast requests from the fixtures: validates parameters the way the
/// service does, honours `count` and `forecast_days` by trimming the fixture, and starts the days today, as the
/// service does. Made for the place (``StubAnswers/madeForThePlace``), the daily forecast is made from the hourly
/// answer's generated hours instead (``GeneratedDailyForecast``), and the archive's days from the place's climate.
/// `minutely_15` answers are ``OpenMeteoNowcastStub``'s.
struct OpenMeteoStub: Sendable {
    let fixtures: FixtureLibrary
    /// Which answers it gives.
    let answers: StubAnswers
    /// The moment its answers are made for.
    let now: Date

    /// Answers a place search as the service would.
    func search(_ request: StubRequest) -> StubReply {
        let count = request.query["count"].map { Int($0) ?? 0 } ?? 10
        guard (1...100).contains(count) else { return error(400, "Parameter count must be between 1 and 100.") }
        let name = (request.query["name"] ?? "").lowercased()
        guard name.count >= 2, let answer = fixtures.searches[name] else { return .json(fixtures.noMatch) }
        guard let country = request.query["countryCode"] else { return .json(trimmed(answer, list: "results", in: nil, to: count)) }
        // The service narrows results to one country when asked; an empty list is its "no match" answer.
        guard var json = try? JSONSerialization.jsonObject(with: Data(answer)) as? [String: Any] else { return .json(answer) }
        let results = (json["results"] as? [[String: Any]] ?? []).filter { ($0["country_code"] as? String)?.uppercased() == country.uppercased() }
        guard !results.isEmpty else { return .json(fixtures.noMatch) }
        json["results"] = Array(results.prefix(count))
        return .json(Array((try? JSONSerialization.data(withJSONObject: json)) ?? Data()))
    }

    /// Answers a forecast as the service would; `absurd` puts 1e20 in every number.
    func forecast(_ request: StubRequest, absurd: Bool) -> StubReply {
        guard let latitude = request.query["latitude"].flatMap(Double.init),
              let longitude = request.query["longitude"].flatMap(Double.init) else {
            return error(400, "Parameter 'latitude' and 'longitude' must have the same number of elements")
        }
        guard (-90...90).contains(latitude) else { return error(400, "Latitude must be in range of -90 to 90°. Given: \(latitude).") }
        guard (-180...180).contains(longitude) else { return error(400, "Longitude must be in range of -180 to 180°. Given: \(longitude).") }
        let generated = GeneratedForecast(request: request, latitude: latitude, longitude: longitude, answers: answers, now: now, absurd: absurd)
        if let variables = request.query["minutely_15"] {
            let stamps = request.query["forecast_minutely_15"].map { Int($0) ?? -1 } ?? 96
            guard (1...OpenMeteoNowcastStub.maximumStamps).contains(stamps) else {
                return error(400, "Forecast minutely 15 is invalid. Allowed range 1 to \(OpenMeteoNowcastStub.maximumStamps). Given \(stamps).")
            }
            let made = OpenMeteoNowcastStub(generated: generated, latitude: latitude, longitude: longitude)
            let names = variables.split(separator: ",").map(String.init)
            let answer = generated.head(latitude: latitude, longitude: longitude).merging(made.minutely(variables: names, count: stamps)) { $1 }
            return .json(Array((try? JSONSerialization.data(withJSONObject: answer)) ?? Data()))
        }
        if let variables = request.query["hourly"] ?? request.query["current"] {
            let hours = request.query["forecast_hours"].map { Int($0) ?? -1 } ?? 168
            guard (1...384).contains(hours) else { return error(400, "Forecast hours is invalid. Allowed range 1 to 384. Given \(hours).") }
            var answer = generated.head(latitude: latitude, longitude: longitude)
            let names = variables.split(separator: ",").map(String.init)
            answer.merge(request.query["hourly"] != nil ? generated.hourly(variables: names, count: hours) : generated.current(variables: names)) { $1 }
            return .json(Array((try? JSONSerialization.data(withJSONObject: answer)) ?? Data()))
        }
        let days = request.query["forecast_days"].map { Int($0) ?? -1 } ?? 7
        guard (0...16).contains(days) else { return error(400, "Forecast days is invalid. Allowed range 0 to 16. Given \(days).") }
        if let past = request.query["past_days"] {
            return recentPast(request, pastDays: Int(past) ?? -1, forecastDays: days, generated: generated, latitude: latitude, longitude: longitude)
        }
        if answers == .madeForThePlace {
            let made = GeneratedDailyForecast(generated: generated, latitude: latitude, longitude: longitude)
            let names = (request.query["daily"] ?? "").split(separator: ",").map(String.init)
            let answer = generated.head(latitude: latitude, longitude: longitude).merging(made.daily(variables: names, days: days)) { $1 }
            return .json(Array((try? JSONSerialization.data(withJSONObject: answer)) ?? Data()))
        }
        let isNewYork = abs(latitude - 40.6) < 1 && abs(longitude + 74.4) < 1
        let recorded = isNewYork ? fixtures.newYork : Self.london(in: request.query, fixtures: fixtures)
        let answer = DailyDates.movedToToday(recorded, now: now, zone: request.query["timezone"].flatMap(TimeZone.init(identifier:)))
        return .json(trimmed(absurd ? Self.absurd(answer) : answer, list: nil, in: "daily", to: days))
    }

    /// The forecast API's recent past (`past_days=N`), made up around today in the asked zone: N days before today,
    /// then the `forecast_days` from today, observed as ``GeneratedObservations`` makes them.
    private func recentPast(
        _ request: StubRequest, pastDays: Int, forecastDays: Int, generated: GeneratedForecast, latitude: Double, longitude: Double
    ) -> StubReply {
        guard (0...92).contains(pastDays) else { return error(400, "Past days is invalid. Allowed range 0 to 92. Given \(pastDays).") }
        let today = Int((now.timeIntervalSince1970 + Double(generated.timeZone.secondsFromGMT(for: now))) / 86_400)
        let dates = ((today - pastDays)..<(today + forecastDays)).map(DailyDates.text)
        let observations = GeneratedObservations(
            variables: (request.query["daily"] ?? "").split(separator: ",").map(String.init), recent: true, climate: climate(at: latitude)
        )
        let answer = generated.head(latitude: latitude, longitude: longitude).merging(observations.daily(dates: dates)) { $1 }
        return .json(Array((try? JSONSerialization.data(withJSONObject: answer)) ?? Data()))
    }

    /// The archive (`/v1/archive`): the days from `start_date` to `end_date`, made up from their dates, refused as the
    /// service refuses dates before 1940 or after today.
    func archive(_ request: StubRequest) -> StubReply {
        guard let latitude = request.query["latitude"].flatMap(Double.init), let longitude = request.query["longitude"].flatMap(Double.init) else {
            return error(400, "Parameter 'latitude' and 'longitude' must have the same number of elements")
        }
        guard let first = request.query["start_date"], let last = request.query["end_date"],
              let dates = GeneratedObservations.dates(from: first, to: last), let start = DailyDates.day(first), let end = DailyDates.day(last),
              start >= DailyDates.day("1940-01-01") ?? 0, end <= Int(now.timeIntervalSince1970 / 86_400) + 1 else {
            return error(400, "Parameter 'start_date' is out of allowed range from 1940-01-01 to today")
        }
        let generated = GeneratedForecast(request: request, latitude: latitude, longitude: longitude, answers: answers, now: now)
        let observations = GeneratedObservations(
            variables: (request.query["daily"] ?? "").split(separator: ",").map(String.init), recent: false, climate: climate(at: latitude)
        )
        let answer = generated.head(latitude: latitude, longitude: longitude).merging(observations.daily(dates: dates)) { $1 }
        return .json(Array((try? JSONSerialization.data(withJSONObject: answer)) ?? Data()))
    }

    /// The climate observed days follow: the place's, made for the place; none (the recorded mode's yearly curve) else.
    private func climate(at latitude: Double) -> PlaceClimate? {
        answers == .madeForThePlace ? PlaceClimate(latitude: latitude) : nil
    }

    /// London's recorded answer in the units asked for: the metric or imperial recording when all three units are
    /// one system's, else the metric recording with each quantity converted and labelled as the service does.
    private static func london(in query: [String: String], fixtures: FixtureLibrary) -> [UInt8] {
        let fahrenheit = query["temperature_unit"] == "fahrenheit", wind = query["wind_speed_unit"] ?? "kmh"
        let inches = query["precipitation_unit"] == "inch"
        if fahrenheit && wind == "mph" && inches { return fixtures.londonImperial }
        if !fahrenheit && wind == "kmh" && !inches { return fixtures.londonMetric }
        guard var json = try? JSONSerialization.jsonObject(with: Data(fixtures.londonMetric)) as? [String: Any],
              var daily = json["daily"] as? [String: Any], var labels = json["daily_units"] as? [String: Any] else { return fixtures.londonMetric }
        func convert(_ key: String, label: String, decimals: Double, _ change: (Double) -> Double) {
            daily[key] = (daily[key] as? [Any])?.map { value in (value as? Double).map { (change($0) * decimals).rounded() / decimals } ?? value }
            labels[key] = label
        }
        if fahrenheit {
            for key in ["temperature_2m_max", "temperature_2m_min"] { convert(key, label: "°F", decimals: 10) { $0 * 9 / 5 + 32 } }
        }
        convert("wind_speed_10m_max", label: OpenMeteoWindUnit.label(wind), decimals: 10) { OpenMeteoWindUnit.speed($0, in: wind) }
        if inches { convert("precipitation_sum", label: "inch", decimals: 1000) { $0 / 25.4 } }
        json["daily"] = daily
        json["daily_units"] = labels
        return Array((try? JSONSerialization.data(withJSONObject: json)) ?? Data())
    }

    /// The daily answer with every day's highest temperature 1e20.
    private static func absurd(_ answer: [UInt8]) -> [UInt8] {
        guard var json = try? JSONSerialization.jsonObject(with: Data(answer)) as? [String: Any],
              var daily = json["daily"] as? [String: Any], let days = daily["temperature_2m_max"] as? [Any] else { return answer }
        daily["temperature_2m_max"] = days.map { _ in 1e20 }
        json["daily"] = daily
        return Array((try? JSONSerialization.data(withJSONObject: json)) ?? Data())
    }

    private func error(_ status: Int, _ reason: String) -> StubReply {
        .json(#"{"error":true,"reason":"\#(reason)"}"#, status: status)
    }

    /// The answer with its lists cut to `count` items: the list named `list`, or every list in the object `object`.
    /// Unchanged bytes when nothing needs cutting, so recorded answers are served exactly as recorded.
    private func trimmed(_ answer: [UInt8], list: String?, in object: String?, to count: Int) -> [UInt8] {
        guard var json = try? JSONSerialization.jsonObject(with: Data(answer)) as? [String: Any] else { return answer }
        var changed = false
        func cut(_ dictionary: inout [String: Any], key: String) {
            if let items = dictionary[key] as? [Any], items.count > count {
                dictionary[key] = Array(items.prefix(count))
                changed = true
            }
        }
        if let list { cut(&json, key: list) }
        if let object, var inner = json[object] as? [String: Any] {
            for key in inner.keys { cut(&inner, key: key) }
            json[object] = inner
        }
        guard changed, let data = try? JSONSerialization.data(withJSONObject: json, options: [.withoutEscapingSlashes]) else {
            return answer
        }
        return Array(data)
    }
}

extension StubEndpoint {
    /// Open-Meteo's geocoding, `/v1/search`.
    public static let search = StubEndpoint("search", path: "/v1/search") { call in
        OpenMeteoStub(fixtures: call.fixtures, answers: call.answers, now: call.now).search(call.request)
    }
}

extension StubEndpoint {
    /// Open-Meteo's forecast, `/v1/forecast` (its 15-minute nowcast too).
    public static let forecast = StubEndpoint("forecast", path: "/v1/forecast") { call in
        OpenMeteoStub(fixtures: call.fixtures, answers: call.answers, now: call.now).forecast(call.request, absurd: call.absurd)
    }
}

extension StubEndpoint {
    /// Open-Meteo's historical weather, `/v1/archive`.
    public static let archive = StubEndpoint("archive", path: "/v1/archive") { call in
        OpenMeteoStub(fixtures: call.fixtures, answers: call.answers, now: call.now).archive(call.request)
    }
}
