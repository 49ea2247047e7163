import Domain
import Foundation
import Platform

// Usage: place-report PLACE: a line each for the official warnings, the air, the Sun and Moon, last year's weather,
// the next two hours' rain and the next 48 hours by day and night at the place, every one from the same WeatherServices value, which searches for the place once. PLACE_REPORT_URL
// points every service at another server, such as forecast's stub server.

/// The official warnings at the place, from whichever service covers it (the embedding article's example).
func printAlerts(place: String, services: WeatherServices) async throws {
    let resolved = try await services.make(.resolvePlace).resolvePlace(.place(try PlaceQuery(place)))
    let report = try await services.make(.alerts).alerts(at: resolved)
    if let source = report.source {
        let worst = report.alerts.first.map { ", the most severe: \($0.event) (\($0.severity.name))" } ?? ""
        print("alerts: \(report.alerts.count) from \(source.provider)\(worst)")
    } else {
        print("alerts: no warning service covers \(resolved.place.name)")
    }
}

/// The air now, on the index the place's people know (the embedding article's example).
func printAirQuality(place: String, services: WeatherServices) async throws {
    let air = try await services.make(.airQuality).airQuality(for: AirQualityRequest(location: .place(try PlaceQuery(place)), hours: 1))
    if let value = (air.current ?? air.hours.first)?.value(of: air.index) {
        print("air: \(air.index.rawValue) AQI \(Int(value.rounded())), \(air.index.category(of: value).rawValue), from \(air.source.provider)")
    } else {
        print("air: no reading from \(air.source.provider)")
    }
}

/// Today's sunrise and sunset, and the Moon's phase, computed on this machine (the embedding article's example).
func printSky(place: String, services: WeatherServices) async throws {
    let request = SkyRequest(location: .place(try PlaceQuery(place)))
    let sun = try await services.make(.sunTimes).sunTimes(for: request)
    let moon = try await services.make(.moonPhases).moonPhases(for: request)
    let rise = sun.days[0].sunrise.map { sun.localTime($0).clockTime } ?? "none"
    let set = sun.days[0].sunset.map { sun.localTime($0).clockTime } ?? "none"
    let phase = moon.days[0].phase
    print("sky: sunrise \(rise), sunset \(set); moon \(phase.name.rawValue), \(Int((phase.illumination * 100).rounded()))% lit")
}

/// The observed weather of the same week last year (the embedding article's example).
func printHistory(place: String, services: WeatherServices) async throws {
    let today = LocalDate(daysSinceEpoch: Int(Date().timeIntervalSince1970 / 86_400))
    let first = LocalDate(daysSinceEpoch: today.daysSinceEpoch - 365 - 6)
    let last = LocalDate(daysSinceEpoch: today.daysSinceEpoch - 365)
    let history = try await services.make(.history).history(for: HistoryRequest(location: .place(try PlaceQuery(place)), first: first, last: last))
    let warmest = history.observed.days.compactMap(\.temperatureMax).max().map { "\($0) °C" } ?? "?"
    let rain = history.observed.days.compactMap(\.precipitationSum).reduce(0, +)
    print("history: \(first.iso8601)…\(last.iso8601), warmest \(warmest), \(rain) mm of rain, from \(history.observed.source.provider)")
}

/// Rain in the next two hours: radar where a radar covers the place, a model elsewhere (the embedding article's example).
func printNowcast(place: String, services: WeatherServices) async throws {
    let nowcast = try await services.make(.nowcast).nowcast(for: NowcastRequest(location: .place(try PlaceQuery(place))))
    let how = "\(nowcast.method.rawValue), every \(nowcast.stepMinutes) min, from \(nowcast.source.provider)"
    switch nowcast.summary.outlook {
    case .rain(let spell):
        let end = spell.end.map { ", easing by \(nowcast.localTime($0).clockTime)" } ?? ""
        print("nowcast: rain from \(nowcast.localTime(spell.start).clockTime)\(end) (\(how))")
    case .dry:
        print("nowcast: dry until \(nowcast.localTime(nowcast.summary.coveredUntil).clockTime) (\(how))")
    case .unknown:
        print("nowcast: no rates (\(how))")
    }
}

/// The sea nearest the place, day by day, with its high and low waters; far from the sea, the one line that says so
/// (the embedding article's example).
func printSea(place: String, services: WeatherServices) async throws {
    let request = MarineRequest(location: .place(try PlaceQuery(place)), span: .days(2))
    let sea: MarineReport
    do {
        sea = try await services.make(.marine).marine(for: request)
    } catch ForecastError.outsideCoverage(let service, let coverage) {
        print("sea: \(service) covers only \(coverage)")
        return
    }
    print("sea: \(Int(sea.sea.distanceKilometres.rounded())) km from \(sea.place.name) at \(Int(sea.sea.bearing.rounded()))°")
    for day in sea.days {
        let state = sea.seaState(day)?.rawValue ?? "unknown"
        let tides = day.tides.map { "\($0.kind.rawValue) \($0.time.clockTime)" }.joined(separator: ", ")
        print(day.date.iso8601, state, day.waves.height ?? .nan, sea.units.heightSymbol, tides)
    }
}

/// The next 48 hours as a meteogram draws them: the warmest hour, and how many lie between sunset and sunrise, from the
/// hourly forecast and the Sun's times at the place (the embedding article's example).
func printHours(place: String, services: WeatherServices) async throws {
    let location = ForecastLocation.resolved(try await services.make(.resolvePlace).resolvePlace(.place(try PlaceQuery(place))))
    async let hourly = try services.make(.hourlyForecast).hourlyForecast(for: HourlyForecastRequest(location: location, hours: 48))
    async let sky = try services.make(.sunTimes).sunTimes(for: SkyRequest(location: location, days: 3))
    let (report, sun) = try await (hourly, sky)
    // An hour is by day when it falls between its date's sunrise and sunset, or on a date the Sun does not set.
    let night = report.hours.filter { hour in
        guard let day = sun.days.first(where: { $0.date == hour.time.date }), day.polar != .day else { return false }
        guard let rise = day.sunrise, let set = day.sunset else { return true }
        return !(sun.localTime(rise)...sun.localTime(set)).contains(hour.time)
    }.count
    let warmest = report.hours.filter { $0.temperature != nil }.max { $0.temperature! < $1.temperature! }
    let high = warmest.map { "\($0.temperature!) \(report.units.temperatureSymbol) at \($0.time.clockTime)" } ?? "not known"
    print("hours: \(report.hours.count), warmest \(high), \(night) of them at night")
}

let arguments = Array(CommandLine.arguments.dropFirst())
let environment = ProcessInfo.processInfo.environment
guard arguments.count == 1 else {
    FileHandle.standardError.write(Data("usage: place-report PLACE\n".utf8))
    exit(64)
}
do {
    var settings = try ProviderSettings()
    for entry in ServiceCatalogue.entries {
        settings.services[entry.id] = ProviderAccess(baseURL: environment["PLACE_REPORT_URL"])
    }
    let services = try WeatherServices(settings: settings)
    try await printAlerts(place: arguments[0], services: services)
    try await printAirQuality(place: arguments[0], services: services)
    try await printSky(place: arguments[0], services: services)
    try await printHistory(place: arguments[0], services: services)
    try await printNowcast(place: arguments[0], services: services)
    try await printSea(place: arguments[0], services: services)
    try await printHours(place: arguments[0], services: services)
} catch {
    FileHandle.standardError.write(Data("place-report: \(error)\n".utf8))
    exit(1)
}
