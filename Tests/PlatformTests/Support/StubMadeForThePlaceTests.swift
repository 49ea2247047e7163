import Domain
import Foundation
@testable import Platform
import StubServer
import Testing

/// The stub's answers made for the place (what `forecast-stub-server` serves), read by forecast's own decoders where
/// they can be: one story across the services, plausible for the place and the season, dated today.
@Suite("The stub server's answers made for the place")
struct StubMadeForThePlaceTests {
    static let london = (latitude: 51.5085, longitude: -0.1257)
    static let londonKentucky = (latitude: 37.129, longitude: -84.0833)

    func json(_ path: String, from stub: WeatherStubServer) async throws -> [String: Any] {
        let response = try await CurlHTTPClient.forTests().response(to: HTTPRequest(url: stub.baseURL + path))
        #expect(response.status == 200, "\(path)")
        return try #require(try JSONSerialization.jsonObject(with: response.body) as? [String: Any])
    }

    func daily(_ place: String, provider: String, from stub: WeatherStubServer, days: Int = 3) async throws -> DailyForecastReport {
        try await WeatherServices.atStub(stub, forecastProvider: provider, keys: ["openweathermap": "any1key"]).make(.dailyForecast)
            .dailyForecast(for: DailyForecastRequest(location: .place(try PlaceQuery(place)), days: days))
    }

    func month(of date: Date) -> Int { Calendar(identifier: .gregorian).dateComponents(in: .gmt, from: date).month ?? 0 }

    @Test("MET Norway's London is plausible for the month, and within a degree of Open-Meteo's hourly at every shared hour")
    func metNorwayAgreesWithOpenMeteo() async throws {
        try await withStubServer(answers: .madeForThePlace) { stub in
            let (latitude, longitude) = Self.london
            let metNorway = try await json("/weatherapi/locationforecast/2.0/compact?lat=\(latitude)&lon=\(longitude)", from: stub)
            let steps = try #require((metNorway["properties"] as? [String: Any])?["timeseries"] as? [[String: Any]])
            let openMeteo = try await json("/v1/forecast?latitude=\(latitude)&longitude=\(longitude)&hourly=temperature_2m&forecast_hours=48&timezone=GMT", from: stub)
            let hourly = try #require(openMeteo["hourly"] as? [String: Any])
            let times = try #require(hourly["time"] as? [String]), temperatures = try #require(hourly["temperature_2m"] as? [Double])
            let openMeteoAt = Dictionary(uniqueKeysWithValues: zip(times.map { $0 + ":00Z" }, temperatures))
            var shared = 0
            for step in steps {
                let time = try #require(step["time"] as? String)
                let details = (((step["data"] as? [String: Any])?["instant"] as? [String: Any])?["details"] as? [String: Any])
                let celsius = try #require(details?["air_temperature"] as? Double)
                let date = try #require(try? Date(time, strategy: .iso8601))
                #expect(LondonClimate.plausible(inMonth: month(of: date)).contains(celsius), "\(time): \(celsius) °C")
                if let other = openMeteoAt[time] {
                    shared += 1
                    #expect(abs(celsius - other) <= 1, "\(time): MET Norway \(celsius) °C, Open-Meteo \(other) °C")
                }
            }
            #expect(shared == 48, "MET Norway's hourly steps cover Open-Meteo's 48 hours")
            #expect(steps.count > 60 && steps.count < 100, "hourly for about 60 hours, then 6-hourly to 9 days")
        }
    }

    @Test("each day's high and low are its hours' highest and lowest, so daily and hourly agree")
    func dailyIsMadeFromTheHours() async throws {
        try await withStubServer(answers: .madeForThePlace) { stub in
            let (latitude, longitude) = Self.london
            let query = "latitude=\(latitude)&longitude=\(longitude)&timezone=Europe/London"
            let daily = try #require(try await json("/v1/forecast?\(query)&daily=temperature_2m_max,temperature_2m_min&forecast_days=3", from: stub)["daily"] as? [String: Any])
            let hourly = try #require(try await json("/v1/forecast?\(query)&hourly=temperature_2m&forecast_hours=72", from: stub)["hourly"] as? [String: Any])
            let tomorrow = try #require((daily["time"] as? [String])?[1])
            let hours = zip(try #require(hourly["time"] as? [String]), try #require(hourly["temperature_2m"] as? [Double]))
                .filter { $0.0.hasPrefix(tomorrow) }.map(\.1)
            #expect((23...25).contains(hours.count), "a local day, 23 or 25 hours on a day the clocks change")
            #expect((daily["temperature_2m_max"] as? [Double])?[1] == hours.max())
            #expect((daily["temperature_2m_min"] as? [Double])?[1] == hours.min())
        }
    }

    @Test("forecast reads the days of every provider, and they agree with Open-Meteo's on the days they cover whole")
    func providersAgree() async throws {
        try await withStubServer(answers: .madeForThePlace) { stub in
            let openMeteo = try await daily("London", provider: "open-meteo", from: stub)
            for day in openMeteo.days {
                let band = LondonClimate.plausible(inMonth: day.date.month)
                let high = try #require(day.temperatureMax), low = try #require(day.temperatureMin)
                #expect(band.contains(high) && band.contains(low), "\(day.date.iso8601)")
            }
            for provider in ["met-norway", "openweathermap"] {
                let other = try await daily("London", provider: provider, from: stub)
                let tomorrow = try #require(other.days.dropFirst().first)
                let reference = try #require(openMeteo.days.first { $0.date == tomorrow.date })
                let high = try #require(tomorrow.temperatureMax), low = try #require(tomorrow.temperatureMin)
                #expect(abs(high - (reference.temperatureMax ?? 0)) <= 2, "\(provider)")
                #expect(abs(low - (reference.temperatureMin ?? 0)) <= 2, "\(provider)")
            }
            let kentucky = try await daily("London, KY", provider: "open-meteo", from: stub)
            let nws = try await daily("London, KY", provider: "nws", from: stub)
            let nwsTomorrow = try #require(nws.days.first { $0.date == kentucky.days[1].date })
            let nwsHigh = try #require(nwsTomorrow.temperatureMax)
            #expect(abs(nwsHigh - (kentucky.days[1].temperatureMax ?? 0)) <= 1)
            #expect(kentucky.days[1].temperatureMax != openMeteo.days[1].temperatureMax, "each place its own numbers")
        }
    }

    @Test("London, KY's sunset is its own, within 3 minutes of the textbook sunrise equation's, and not London's")
    func sunsetIsThePlaces() async throws {
        try await withStubServer(answers: .madeForThePlace) { stub in
            let kentucky = try await daily("London, KY", provider: "open-meteo", from: stub)
            let england = try await daily("London", provider: "open-meteo", from: stub)
            let zone = try #require(TimeZone(identifier: "America/New_York"))
            for day in kentucky.days {
                let sunset = try #require(day.sunset)
                let instant = try #require(Calendar.gregorian(in: zone).date(from: DateComponents(
                    year: sunset.date.year, month: sunset.date.month, day: sunset.date.day, hour: sunset.hour, minute: sunset.minute
                )))
                let reference = try #require(SunsetReference.sunset(near: instant.addingTimeInterval(-5 * 3600), latitude: Self.londonKentucky.latitude,
                                                                    longitude: Self.londonKentucky.longitude))
                #expect(abs(instant.timeIntervalSince(reference)) <= 180, "\(sunset.iso8601) against \(reference)")
            }
            // England's sunset is its own: hours earlier in UTC than Kentucky's on the same date, whatever the season
            // (their local clock times come within minutes of each other on some days of the year). The same date: from
            // midnight in London to midnight in Kentucky, each place's first day is another date.
            let kentuckyDay = try #require(kentucky.days.first { day in england.days.contains { $0.date == day.date } })
            let kentuckySunset = try #require(kentuckyDay.sunset)
            let englandSunset = try #require(england.days.first { $0.date == kentuckyDay.date }?.sunset)
            let utcMinutes = { (time: LocalDateTime, zone: String) throws -> Double in
                let calendar = Calendar.gregorian(in: try #require(TimeZone(identifier: zone)))
                let instant = try #require(calendar.date(from: DateComponents(
                    year: time.date.year, month: time.date.month, day: time.date.day, hour: time.hour, minute: time.minute)))
                return instant.timeIntervalSince1970 / 60
            }
            #expect(try utcMinutes(kentuckySunset, "America/New_York") - utcMinutes(englandSunset, "Europe/London") > 180)
        }
    }

    @Test("the alerts' texts name dates around now (from yesterday to three days ahead) and no other year", arguments: [
        ("London", "US", 37.128_98, -84.083_26, "America/New_York"), ("Vardø", "NO", 70.37, 31.1, "Europe/Oslo"),
    ])
    func alertTextsAreDatedNow(name: String, country: String, latitude: Double, longitude: Double, zoneName: String) async throws {
        try await withStubServer(answers: .madeForThePlace) { stub in
            let place = ResolvedPlace(place: Place(name: name, countryCode: country, coordinate: try Coordinate(latitude: latitude, longitude: longitude)))
            let report = try await WeatherServices.atStub(stub).make(.alerts).alerts(at: place)
            #expect(!report.alerts.isEmpty)
            let zone = try #require(TimeZone(identifier: zoneName))
            let calendar = Calendar.gregorian(in: zone)
            // Warnings are moved by whole days so that the first ends after now; the others keep their distance from it.
            let around = (-1...3).map { Date().addingTimeInterval(Double($0) * 86_400) }
            let days = around.map { calendar.dateComponents([.year, .month, .day], from: $0) }
            let years = Set(days.compactMap(\.year).map(String.init))
            let english = DateFormatter()
            english.locale = Locale(identifier: "en_US_POSIX")
            english.timeZone = zone
            english.dateFormat = "MMMM d"
            let mentions = around.flatMap { [english.string(from: $0), Self.iso8601Date($0, in: zone)] }
            for alert in report.alerts {
                let texts = [alert.headline, alert.description, alert.instruction].compactMap { $0 }.joined(separator: "\n")
                let namedYears = texts.matches(of: #/\b(19|20)\d\d\b/#).map { String(texts[$0.range]) }
                #expect(namedYears.allSatisfy(years.contains), "\(alert.event): \(namedYears)")
                #expect(mentions.contains { alert.headline?.contains($0) == true }, "\(alert.headline ?? "no headline")")
            }
        }
    }

    static func iso8601Date(_ date: Date, in zone: TimeZone) -> String {
        let parts = Calendar.gregorian(in: zone).dateComponents([.year, .month, .day], from: date)
        return String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
    }
}

extension Calendar {
    /// The Gregorian calendar in `zone`.
    static func gregorian(in zone: TimeZone) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        return calendar
    }
}
