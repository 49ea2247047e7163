import Domain
import DomainTesting
import Testing

@Suite("Weather alerts: the covering source, real warnings only, most severe first")
struct AlertsServiceTests {
    let usService = AlertsRepositorySpy(
        provider: "US", countries: ["US", "PR", "GU", "VI", "AS", "MP"],
        area: [CoordinateBox(latitudes: 24...50, longitudes: -125 ... -66)]
    )
    let norwayService = AlertsRepositorySpy(
        provider: "Norway", countries: ["NO", "SJ"], area: [CoordinateBox(latitudes: 57...72, longitudes: 4...32)]
    )

    func service() -> AlertsService {
        AlertsService(sources: [usService, norwayService], clock: FixedClock(Sample.now), zones: FixedTimeZoneRules(offsetSeconds: -21_600, zones: ["America/Chicago"]))
    }

    func place(in countryCode: String?, latitude: Double = 10, longitude: Double = 10) -> ResolvedPlace {
        ResolvedPlace(place: Place(name: "Somewhere", countryCode: countryCode, coordinate: try! Coordinate(latitude: latitude, longitude: longitude)))
    }

    /// An alert `hours` from now (negative: started), lasting `length` hours.
    func alert(
        _ event: String, _ severity: WeatherAlert.Severity = .moderate, starts hours: Double? = -1, lasts length: Double? = 6,
        status: WeatherAlert.Status = .actual, cancels: Bool = false
    ) -> WeatherAlert {
        let start = hours.map { Instant(secondsSince1970: Sample.now.secondsSince1970 + $0 * 3600) }
        let end = length.map { Instant(secondsSince1970: Sample.now.secondsSince1970 + ((hours ?? 0) + $0) * 3600) }
        return WeatherAlert(id: event, event: event, severity: severity, onset: start, ends: end, status: status, isCancellation: cancels)
    }

    @Test("the source is chosen by the place's country", arguments: [
        ("US", "US"), ("PR", "US"), ("GU", "US"), ("NO", "Norway"), ("SJ", "Norway"), ("us", "US"),
    ])
    func chosenByCountry(country: String, provider: String) async throws {
        let report = try await service().alerts(at: place(in: country))
        #expect(report.source?.provider == provider)
        #expect(usService.alertsCalls.callCount + norwayService.alertsCalls.callCount == 1)
    }

    @Test("a place no source covers is its own answer, and nothing is asked", arguments: ["GB", "JP"])
    func notCovered(country: String) async throws {
        let report = try await service().alerts(at: place(in: country, latitude: 40, longitude: -100))
        #expect(report.coverage == .notCovered)
        #expect(report.alerts.isEmpty)
        #expect(usService.alertsCalls.callCount == 0 && norwayService.alertsCalls.callCount == 0)
    }

    @Test("a bare coordinate is placed by the sources' rough areas")
    func bareCoordinate() async throws {
        #expect(try await service().alerts(at: place(in: nil, latitude: 36.18, longitude: -87.8)).source?.provider == "US")
        #expect(try await service().alerts(at: place(in: nil, latitude: 60.39, longitude: 5.32)).source?.provider == "Norway")
        #expect(try await service().alerts(at: place(in: nil, latitude: 35.68, longitude: 139.69)).coverage == .notCovered)
    }

    @Test("tests, exercises, system messages, drafts, cancellations and ended alerts are dropped")
    func onlyRealCurrentWarnings() async throws {
        usService.alertsCalls.stub(returning: ForecastAnswer([
            alert("Test Message", .unknown, starts: nil, lasts: nil, status: .test),
            alert("Drill", status: .exercise), alert("Heartbeat", status: .system), alert("Draft", status: .draft),
            alert("Cancelled", cancels: true), alert("Ended", starts: -8, lasts: 2), alert("Wind Advisory"),
        ], timeZoneIdentifier: nil))
        let report = try await service().alerts(at: place(in: "US"))
        #expect(report.alerts.map(\.event) == ["Wind Advisory"])
    }

    @Test("an unknown end stays unknown; the message's expiry decides whether it has ended")
    func unknownEnd() async throws {
        let expired = WeatherAlert(id: "a", event: "Old", severity: .minor, onset: nil, ends: nil, expires: Instant(secondsSince1970: Sample.now.secondsSince1970 - 1))
        let current = WeatherAlert(id: "b", event: "Current", severity: .minor, onset: nil, ends: nil, expires: Instant(secondsSince1970: Sample.now.secondsSince1970 + 600))
        usService.alertsCalls.stub(returning: ForecastAnswer([expired, current], timeZoneIdentifier: nil))
        let report = try await service().alerts(at: place(in: "US"))
        #expect(report.alerts.map(\.event) == ["Current"])
        #expect(report.alerts.first?.ends == nil)
        #expect(report.alerts.first?.hasStarted(at: Sample.now) == true)
    }

    @Test("most severe first (unknown below minor), then by onset; an upcoming alert keeps its start")
    func ordering() async throws {
        usService.alertsCalls.stub(returning: ForecastAnswer([
            alert("Unknown", .unknown), alert("Minor", .minor), alert("Later severe", .severe, starts: 5),
            alert("Severe", .severe, starts: -2), alert("Extreme", .extreme, starts: 1), alert("Moderate"),
        ], timeZoneIdentifier: nil))
        let report = try await service().alerts(at: place(in: "US"))
        #expect(report.alerts.map(\.event) == ["Extreme", "Severe", "Later severe", "Moderate", "Minor", "Unknown"])
        #expect(report.active.map(\.event) == ["Severe", "Moderate", "Minor", "Unknown"])
        #expect(report.first(atLeast: .severe, within: 1800)?.event == "Severe")
        #expect(report.first(atLeast: .severe, within: 3600)?.event == "Extreme")
        #expect(report.first(atLeast: .extreme, within: 1800) == nil)
        #expect(report.first(atLeast: .extreme, within: 3600)?.event == "Extreme")
    }

    @Test("times are read on the place's clocks; a place with no known zone reads UTC")
    func localTimes() async throws {
        usService.alertsCalls.stub(returning: ForecastAnswer([alert("Wind Advisory")], timeZoneIdentifier: nil))
        let nashville = ResolvedPlace(place: Place(
            name: "Nashville", countryCode: "US", coordinate: try Coordinate(latitude: 36.17, longitude: -86.78), timeZoneIdentifier: "America/Chicago"
        ))
        let report = try await service().alerts(at: nashville)
        let onset = try #require(report.alerts.first?.onset)
        #expect(report.utcOffsetSeconds(at: onset) == -21_600)
        #expect(report.localTime(onset) == LocalDateTime(onset, utcOffsetSeconds: -21_600))
        let bare = try await service().alerts(at: place(in: "US"))
        #expect(bare.utcOffsetSeconds(at: onset) == 0)
    }

    @Test("severities read from CAP words, any case; anything else is unknown")
    func severityWords() {
        #expect(WeatherAlert.Severity(capWord: "Extreme") == .extreme)
        #expect(WeatherAlert.Severity(capWord: "MINOR") == .minor)
        #expect(WeatherAlert.Severity(capWord: "Catastrophic") == .unknown)
        #expect(WeatherAlert.Severity(capWord: nil) == .unknown)
        #expect(WeatherAlert.Severity.unknown < .minor)
    }

    @Test("a text over 16 KiB is cut, saying so")
    func longTextCut() async throws {
        let huge = String(repeating: "é", count: 600_000)
        usService.alertsCalls.stub(returning: ForecastAnswer([
            WeatherAlert(id: "x", event: "Flood", severity: .severe, onset: nil, ends: nil, description: huge)
        ], timeZoneIdentifier: nil))
        let description = try #require(try await service().alerts(at: place(in: "US")).alerts.first?.description)
        #expect(description.utf8.count < AlertsService.maximumTextBytes + 100)
        #expect(description.hasSuffix("(cut: the service sent 1171 KiB)"))
    }

    @Test("the service's failure is the use case's")
    func failure() async {
        usService.alertsCalls.stub(throwing: ForecastError.timedOut)
        await #expect(throws: ForecastError.timedOut) { try await service().alerts(at: place(in: "US")) }
    }
}
