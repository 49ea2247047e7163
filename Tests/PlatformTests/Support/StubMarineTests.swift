import Domain
import Foundation
@testable import Platform
import StubServer
import Testing

/// The stub's marine API, as the raw answers the service gives: sea inside its boxes of open water and land
/// everywhere else, one answer a point (an array for several, in order), each at its point snapped to a 0.05° grid,
/// with hours from the start of today on the point's clock and a tide, waves and swell that follow the clock.
@Suite("The stub server's marine API")
struct StubMarineTests {
    /// The stub's raw answer to a GET of `path`.
    func get(_ path: String, from stub: WeatherStubServer) async throws -> HTTPResponse {
        try await CurlHTTPClient.forTests().response(to: HTTPRequest(url: stub.baseURL + path))
    }

    /// The stub's answer to a GET of `path`, which must succeed, read as JSON.
    func json(_ path: String, from stub: WeatherStubServer) async throws -> Any {
        let response = try await get(path, from: stub)
        #expect(response.status == 200, "\(path)")
        return try JSONSerialization.jsonObject(with: response.body)
    }

    /// Points in each of the stub's seas, and on land.
    static let sea = [
        (52.5, 3.5), (51.8, 2.8), (53.04, 3.96), (54.0, 1.0), (50.2, -1.0), (43.4832, -1.6205), (43.4514, -1.6024), (45.0, -2.5),
        (41.15, -9.2), (39.0, -10.0), (38.6, -9.4), (60.39, 4.4),
    ]
    /// Points on land: Biarritz, Berlin, Madrid, London, Bergen itself, New York, Sydney.
    static let land = [(43.4832, -1.5586), (52.52, 13.41), (40.4165, -3.70256), (51.5, -0.12), (60.39, 5.32), (40.71, -74.01), (-33.9, 151.2)]

    /// The `latitude` and `longitude` lists of `points`.
    func query(_ points: [(Double, Double)]) -> String {
        "latitude=" + points.map { String($0.0) }.joined(separator: ",") + "&longitude=" + points.map { String($0.1) }.joined(separator: ",")
    }

    @Test("sea inside its boxes, land (every value null) elsewhere, Biarritz's own coordinate too: an array in the order asked")
    func seaAndLand() async throws {
        try await withStubServer { stub in
            let points = Self.sea + Self.land
            let variables = "wave_height,sea_surface_temperature,sea_level_height_msl,ocean_current_velocity"
            let answers = try #require(try await json("/v1/marine?\(query(points))&current=\(variables)", from: stub) as? [[String: Any]])
            #expect(answers.count == points.count)
            for (answer, point) in zip(answers, points) {
                let current = try #require(answer["current"] as? [String: Any])
                let values = variables.split(separator: ",").map { current[String($0)] }
                let isSea = Self.sea.contains { $0 == point }
                #expect(values.allSatisfy { isSea ? $0 is Double : $0 is NSNull }, "\(point): \(isSea ? "sea" : "land")")
                #expect(current["time"] is String && current["interval"] as? Int == 900)
            }
            let cells = try OpenMeteoSeaCellsTarget(baseURL: "", points: points.map { try Coordinate(latitude: $0.0, longitude: $0.1) })
                .decode(Data(try await get("/v1/marine?\(query(points))&current=wave_height,sea_surface_temperature", from: stub).body))
            #expect(cells.map { $0.hours.contains { $0.hasSea } } == points.map { point in Self.sea.contains { $0 == point } })
        }
    }

    @Test("each answer's latitude and longitude are the point snapped to a 0.05° grid; one point answers the object")
    func cells() async throws {
        try await withStubServer { stub in
            let answer = try #require(try await json("/v1/marine?latitude=43.4832&longitude=-1.6205&current=wave_height", from: stub) as? [String: Any])
            #expect(answer["latitude"] as? Double == 43.5 && answer["longitude"] as? Double == -1.6 && answer["elevation"] as? Double == 0)
            let two = try #require(try await json("/v1/marine?latitude=53.04,43.4832&longitude=3.96,-1.5586&current=wave_height", from: stub) as? [[String: Any]])
            #expect(two.map { $0["latitude"] as? Double } == [53.05, 43.5] && two.map { $0["longitude"] as? Double } == [3.95, -1.55])
        }
    }

    @Test("hours from the start of today on the point's clock (its coast's zone with timezone=auto), forecast_days days of them")
    func hours() async throws {
        try await withStubServer { stub in
            let asked = Date()
            let answer = try #require(try await json(
                "/v1/marine?latitude=60.39&longitude=4.4&hourly=sea_level_height_msl,wave_height,swell_wave_height,sea_surface_temperature&timezone=auto&forecast_days=2",
                from: stub
            ) as? [String: Any])
            let zone = try #require(TimeZone(identifier: "Europe/Oslo"))
            let offset = try #require(answer["utc_offset_seconds"] as? Int)
            #expect(answer["timezone"] as? String == "Europe/Oslo" && offset == zone.secondsFromGMT(for: asked))
            let hourly = try #require(answer["hourly"] as? [String: Any])
            let times = try #require(hourly["time"] as? [String]).compactMap(LocalDateTime.init(iso8601:))
            // Today when the stub answered: the request may cross midnight on a loaded machine.
            let days = [asked, Date()].map { LocalDateTime(Instant(secondsSince1970: $0.timeIntervalSince1970), utcOffsetSeconds: offset).date }
            #expect(times.count == 48 && days.contains { times.first == LocalDateTime(date: $0, hour: 0, minute: 0) })
            #expect(zip(times, times.dropFirst()).allSatisfy { $1 == $0.adding(minutes: 60) }, "hourly")
            let units = try #require(answer["hourly_units"] as? [String: Any])
            #expect(units["sea_level_height_msl"] as? String == "m" && units["sea_surface_temperature"] as? String == "°C" && units["time"] as? String == "iso8601")
        }
    }

    @Test("the tide: a 12.42-hour sine of about 1 m; waves, swell and the sea's temperature moving smoothly, within the seas' ranges")
    func clockFollowingValues() async throws {
        try await withStubServer { stub in
            let body = try await get("/v1/marine?latitude=43.4832&longitude=-1.6205&hourly=\(OpenMeteoMarineVariable.names())&timezone=auto&forecast_days=3", from: stub).body
            let hours = try OpenMeteoDecoding.marine(from: Array(body)).content.hours
            let levels = hours.compactMap(\.seaLevel)
            #expect(levels.count == 72 && levels.max()! > 0.8 && levels.max()! < 1.2 && levels.min()! < -0.8 && levels.min()! > -1.2)
            let highs = TideTurn.turns(in: hours.map { ($0.time, $0.seaLevel) }).filter { $0.kind == .high }
            #expect(highs.count >= 5)
            for (first, second) in zip(highs, highs.dropFirst()) {
                let hoursApart = Double(second.time.minutesSinceEpoch - first.time.minutesSinceEpoch) / 60
                #expect(abs(hoursApart - 12.42) < 0.75, "high waters \(hoursApart) hours apart")
            }
            for (hour, next) in zip(hours, hours.dropFirst()) {
                #expect(abs((next.waves.height ?? 0) - (hour.waves.height ?? 0)) < 0.2 && abs((next.swell.height ?? 0) - (hour.swell.height ?? 0)) < 0.2)
            }
            #expect(Set(hours.compactMap(\.waves.height)).count > 10, "the waves move")
            #expect(hours.allSatisfy { (12...18).contains($0.seaTemperature ?? 0) && (0.3...2).contains($0.currentSpeed ?? 0) })
            #expect(hours.allSatisfy { $0.waves.isKnown && $0.windWaves.isKnown && $0.swell.isKnown && $0.secondarySwell.isKnown })
        }
    }

    @Test("what the recording lacks is null with the unit \"undefined\"; without a zone the answer is GMT's; another zone is honoured")
    func labelsAndZones() async throws {
        try await withStubServer { stub in
            let answer = try #require(try await json("/v1/marine?latitude=53.04&longitude=3.96&current=wave_peak_period,tertiary_swell_wave_height,wave_height", from: stub) as? [String: Any])
            let units = try #require(answer["current_units"] as? [String: Any]), current = try #require(answer["current"] as? [String: Any])
            #expect(units["wave_peak_period"] as? String == "undefined" && units["tertiary_swell_wave_height"] as? String == "undefined")
            #expect(current["wave_peak_period"] is NSNull && current["wave_height"] is Double && units["wave_height"] as? String == "m")
            #expect(answer["timezone"] as? String == "GMT" && answer["utc_offset_seconds"] as? Int == 0)
            let tokyo = try #require(try await json("/v1/marine?latitude=53.04&longitude=3.96&hourly=wave_height&timezone=Asia/Tokyo&forecast_days=1", from: stub) as? [String: Any])
            #expect(tokyo["timezone"] as? String == "Asia/Tokyo" && tokyo["utc_offset_seconds"] as? Int == 32_400)
        }
    }

    @Test("refuses what the service refuses", arguments: [
        ("latitude=1,2&longitude=3&current=wave_height", "Parameter 'latitude' and 'longitude' must have the same number of elements"),
        ("latitude=95&longitude=3&current=wave_height", "Latitude must be in range of -90 to 90°. Given: 95.0."),
        ("latitude=1&longitude=3&hourly=wave_height&forecast_days=17", "Forecast days is invalid. Allowed range 0 to 16. Given 17."),
    ])
    func refusals(query: String, reason: String) async throws {
        try await withStubServer { stub in
            let response = try await get("/v1/marine?" + query, from: stub)
            #expect(response.status == 400 && OpenMeteoErrorBody.reason(in: response.body) == reason)
        }
    }

    @Test("absurd: every sea value 1e20, land still null")
    func absurd() async throws {
        try await withStubServer { stub in
            stub.behave(.absurd, on: [.marine])
            let answers = try #require(try await json("/v1/marine?latitude=53.04,52.52&longitude=3.96,13.41&current=wave_height", from: stub) as? [[String: Any]])
            #expect((answers[0]["current"] as? [String: Any])?["wave_height"] as? Double == 1e20)
            #expect((answers[1]["current"] as? [String: Any])?["wave_height"] is NSNull)
        }
    }

    @Test("the place search finds Biarritz (on land, by the sea), Berlin and Madrid", arguments: [
        ("Biarritz", "FR", "Europe/Paris", 43.4832, -1.5586), ("Berlin", "DE", "Europe/Berlin", 52.52437, 13.41053),
        ("Madrid", "ES", "Europe/Madrid", 40.4165, -3.70256),
    ])
    func places(name: String, country: String, zone: String, latitude: Double, longitude: Double) async throws {
        try await withStubServer { stub in
            let places = try OpenMeteoDecoding.places(from: Array(try await get("/v1/search?name=\(name)", from: stub).body))
            let place = try #require(places.first)
            #expect(places.count == 1 && place.name == name && place.countryCode == country && place.timeZoneIdentifier == zone)
            #expect(place.coordinate.latitude == latitude && place.coordinate.longitude == longitude)
        }
    }
}
