import Domain
import FoundationEssentials
import Platform
import TerminalSafety

/// What decoded values and sanitised text must satisfy whatever the input; a broken promise stops the process,
/// which the fuzzer reports as a crash with its input.
///
/// Forecast values may be any number, infinities included (a unit conversion of 1e308 overflows): `Domain`'s
/// plausibility check refuses them for every provider. NaN, though, means arithmetic on values a decoder should
/// have refused, and the JSON reader lets none in.
enum FuzzInvariants {
    static func check(_ place: Place) {
        require(Coordinate.latitudeRange.contains(place.coordinate.latitude), "latitude out of range")
        require(Coordinate.longitudeRange.contains(place.coordinate.longitude), "longitude out of range")
        require(place.elevation?.isFinite ?? true, "elevation not finite")
    }

    static func check(_ day: DailyForecast) {
        let values = [day.temperatureMin, day.temperatureMax, day.precipitationSum, day.precipitationProbability,
                      day.windSpeedMax, day.windDirection, day.uvIndexMax]
        require(values.allSatisfy { !($0?.isNaN ?? false) }, "a daily value is NaN")
    }

    static func check(_ hour: HourlyForecast) {
        let values = [hour.temperature, hour.apparentTemperature, hour.relativeHumidity, hour.precipitation,
                      hour.precipitationProbability, hour.cloudCover, hour.windSpeed, hour.windDirection,
                      hour.windGusts, hour.uvIndex]
        require(values.allSatisfy { !($0?.isNaN ?? false) }, "an hourly value is NaN")
    }

    static func check(_ reading: AirQualityReading) {
        let values = [reading.europeanAQI, reading.usAQI, reading.pm25, reading.pm10, reading.ozone, reading.nitrogenDioxide,
                      reading.sulphurDioxide, reading.carbonMonoxide, reading.uvIndex] + reading.pollen.values.map { $0 }
        require(values.allSatisfy { !($0?.isNaN ?? false) }, "an air quality value is NaN")
    }

    /// Every member's column is as long as the hours, and every spread of them is a number or nothing.
    static func check(_ ensemble: EnsembleForecast) {
        let count = ensemble.times.count
        require((ensemble.temperature + ensemble.precipitation).allSatisfy { $0.count == count }, "a member's column is not one a time")
        for hour in 0..<min(count, 48) {
            let spread = ensemble.spread(at: hour)
            let values = [spread.temperatureP10, spread.temperatureMedian, spread.temperatureP90, spread.precipitationProbability]
            require(values.allSatisfy { !($0?.isNaN ?? false) }, "an ensemble spread is NaN")
        }
    }

    /// A normal is a mean of values the reader let in: a number or nothing, never NaN, on any date, the leap day too.
    static func check(_ normals: ClimateNormals) {
        for (month, day) in [(1, 1), (2, 29), (7, 15), (12, 31)] {
            let normal = normals.normal(month: month, day: day)
            require(!(normal.temperatureMax?.isNaN ?? false) && !(normal.temperatureMin?.isNaN ?? false), "a normal is NaN")
        }
    }

    /// A nowcast's steps are in time order with rates that are numbers or nothing, and a radar nowcast has steps.
    static func check(_ outcome: NowcastOutcome) {
        guard case .nowcast(let nowcast) = outcome else { return }
        require(nowcast.stepMinutes > 0, "a step of no length")
        require(nowcast.method != .radar || !nowcast.steps.isEmpty, "a radar nowcast without steps")
        require(zip(nowcast.steps, nowcast.steps.dropFirst()).allSatisfy { $0.time < $1.time }, "steps out of time order")
        require(nowcast.steps.allSatisfy { !($0.precipitationRate?.isNaN ?? false) }, "a rate is NaN")
    }

    static func check(_ current: CurrentConditions) {
        let values = [current.temperature, current.apparentTemperature, current.relativeHumidity, current.precipitation,
                      current.windSpeed, current.windGusts, current.windDirection, current.pressureMSL, current.cloudCover]
        require(values.allSatisfy { !($0?.isNaN ?? false) }, "a current value is NaN")
    }

    /// Decoded alerts link only to web pages and keep their colour to the three awareness levels; no escape survives
    /// the sanitiser in the texts a real warning shows.
    static func checkAlerts(_ alerts: [WeatherAlert]) {
        for alert in alerts {
            require(alert.link.map { $0.hasPrefix("https://") || $0.hasPrefix("http://") } ?? true, "a link that is not a web address")
            require(alert.levelColour.map { ["yellow", "orange", "red"].contains($0) } ?? true, "an unknown awareness colour")
        }
        let shown = alerts.filter { $0.status == .actual && !$0.isCancellation }
        for alert in shown {
            for text in [alert.event, alert.headline, alert.description, alert.instruction].compactMap({ $0 }) {
                require(!text.terminalSafe.contains("\u{1B}"), "an escape survived the sanitiser")
            }
        }
    }

    /// The XML reader refuses any bytes or reads a tree within its limits: no deeper than its depth, no more elements
    /// than its count, every element named, and no text holding a character XML forbids (C0 controls but tab, line feed
    /// and carriage return).
    static func checkXMLDocument(_ bytes: [UInt8]) {
        guard let root = try? XMLDocumentReader.root(of: Data(bytes)) else { return }
        var elements = 0
        func walk(_ element: XMLElement, depth: Int) {
            elements += 1
            require(depth <= XMLDocumentReader.maximumDepth, "an element deeper than the limit")
            require(!element.name.isEmpty, "an element without a name")
            require(!element.text.unicodeScalars.contains { $0.value < 0x20 && ![0x09, 0x0A, 0x0D].contains($0.value) },
                    "a character XML forbids in a text")
            for child in element.children { walk(child, depth: depth + 1) }
        }
        walk(root, depth: 1)
        require(elements <= XMLDocumentReader.maximumElements, "more elements than the limit")
    }

    /// The query parser takes any text, and a query it accepts can be matched against a place built from it.
    static func checkPlaceQuery(_ bytes: [UInt8]) {
        let parts = bytes.split(separator: 0, maxSplits: 1, omittingEmptySubsequences: false)
        let text = String(decoding: parts[0], as: UTF8.self)
        let country = parts.count > 1 ? String(decoding: parts[1], as: UTF8.self) : nil
        guard let query = try? PlaceQuery(text, country: country),
              let coordinate = try? Coordinate(latitude: 51.5, longitude: -0.1) else { return }
        let place = Place(name: query.name, region: query.qualifiers.first, country: query.qualifiers.last,
                          countryCode: query.countryCode, coordinate: coordinate)
        _ = query.match(place)
    }

    /// Sanitised text holds no control, format or separator character (but the joiners ZWNJ and ZWJ, which shape
    /// letters), and sanitising it again changes nothing.
    static func checkTerminalText(_ text: String) {
        let safe = text.terminalSafe
        for scalar in safe.unicodeScalars where scalar != "\u{200C}" && scalar != "\u{200D}" {
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator:
                require(false, "U+\(String(scalar.value, radix: 16)) survived the sanitiser")
            default:
                continue
            }
        }
        require(safe.terminalSafe == safe, "sanitising twice changed the text")
    }

    /// A cache entry that reads is whole (its body as long as it says) and survives being written out again; any bytes
    /// read as `Cache-Control`, `Expires`, `Date` and `Age` give a lifetime that is never negative.
    static func checkCacheEntry(_ bytes: [UInt8]) {
        if let entry = CacheDecoding.entry(from: bytes) {
            require(entry.roundTrips, "an entry read from disk changed when written out again")
        }
        let text = String(decoding: bytes, as: UTF8.self)
        let now = Instant(secondsSince1970: 1_795_339_500)
        for name in ["cache-control", "expires", "age"] {
            let lifetime = CacheDecoding.lifetime(headers: [name: text, "date": text], now: now)
            require((lifetime.seconds ?? 0) >= 0, "a negative lifetime from \(name)")
        }
    }

    private static func require(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { fatalError(message()) }
    }
}
