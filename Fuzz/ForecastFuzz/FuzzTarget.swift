import Domain
import Platform
import TerminalSafety

/// One thing the fuzzer feeds: each case takes any bytes, must never crash, and checks what it promises.
enum FuzzTarget: String, CaseIterable {
    /// The JSON reader alone.
    case json
    /// Open-Meteo's `/v1/search` answer.
    case openMeteoGeocoding = "open-meteo-geocoding"
    /// Open-Meteo's daily forecast answer.
    case openMeteoDaily = "open-meteo-daily"
    /// Open-Meteo's hourly forecast answer.
    case openMeteoHourly = "open-meteo-hourly"
    /// Open-Meteo's current conditions answer.
    case openMeteoCurrent = "open-meteo-current"
    /// MET Norway's Locationforecast answer, grouped into days.
    case metNorway = "met-norway"
    /// OpenWeatherMap's answers: the free forecast grouped into days, the current weather, the paid daily forecast.
    case openWeatherMap = "openweathermap"
    /// The NWS's points and forecast answers, the periods made into days.
    case nws
    /// The NWS's alerts answer.
    case nwsAlerts = "nws-alerts"
    /// MET Norway's MetAlerts answer.
    case metNorwayAlerts = "met-norway-alerts"
    /// Open-Meteo's air quality answer.
    case openMeteoAirQuality = "open-meteo-air-quality"
    /// Open-Meteo's ensemble answer.
    case openMeteoEnsemble = "open-meteo-ensemble"
    /// Open-Meteo's 30-year archive answer behind a place's normals.
    case openMeteoNormals = "open-meteo-normals"
    /// MET Norway's Nowcast 2.0 answer.
    case metNorwayNowcast = "met-norway-nowcast"
    /// Open-Meteo's `minutely_15` answer, as a nowcast.
    case openMeteoNowcast = "open-meteo-nowcast"
    /// The place query parser: the text, then optionally a NUL byte and a country.
    case placeQuery = "place-query"
    /// The terminal text sanitiser.
    case terminalText = "terminal-text"
    /// A cache entry file as the cache reads it, and the bytes as response headers (`Cache-Control`, `Expires`).
    case cacheEntry = "cache-entry"

    /// Feeds one input. Decoders may refuse it (throw); anything they accept must hold only what a forecast can.
    func run(_ bytes: [UInt8]) {
        switch self {
        case .json:
            _ = try? OpenMeteoDecoding.jsonDocument(from: bytes)
        case .openMeteoGeocoding:
            if let places = try? OpenMeteoDecoding.places(from: bytes) { places.forEach(FuzzInvariants.check) }
        case .openMeteoDaily:
            for units in [Units.metric, .imperial] {
                if let answer = try? OpenMeteoDecoding.dailyForecast(from: bytes, units: units) {
                    answer.content.forEach(FuzzInvariants.check)
                }
            }
        case .openMeteoHourly:
            if let answer = try? OpenMeteoDecoding.hourlyForecast(from: bytes, units: .metric) {
                answer.content.forEach(FuzzInvariants.check)
            }
        case .openMeteoCurrent:
            if let answer = try? OpenMeteoDecoding.currentConditions(from: bytes, units: .metric) {
                FuzzInvariants.check(answer.content)
            }
        case .metNorway:
            if let days = try? METNorwayDecoding.dailyForecast(from: bytes, units: .imperial) { days.forEach(FuzzInvariants.check) }
        case .openWeatherMap:
            if let days = try? OpenWeatherMapDecoding.dailyForecasts(from: bytes, units: .metric) { days.forEach(FuzzInvariants.check) }
        case .nws:
            if let days = try? NWSDecoding.dailyForecast(from: bytes, units: .metric) { days.forEach(FuzzInvariants.check) }
        case .nwsAlerts:
            if let alerts = try? NWSDecoding.alerts(from: bytes) { FuzzInvariants.checkAlerts(alerts) }
        case .metNorwayAlerts:
            if let alerts = try? METNorwayDecoding.alerts(from: bytes) { FuzzInvariants.checkAlerts(alerts) }
        case .openMeteoAirQuality:
            if let answer = try? OpenMeteoDecoding.airQuality(from: bytes) {
                (answer.content.current.map { [$0] } ?? []).forEach(FuzzInvariants.check)
                answer.content.hours.forEach(FuzzInvariants.check)
            }
        case .openMeteoEnsemble:
            if let answer = try? OpenMeteoDecoding.ensemble(from: bytes, model: "gfs025") { FuzzInvariants.check(answer.content) }
        case .openMeteoNormals:
            if let answer = try? OpenMeteoDecoding.normals(from: bytes, units: .metric) { FuzzInvariants.check(answer.content) }
        case .metNorwayNowcast:
            if let outcome = try? METNorwayDecoding.nowcast(from: bytes) { FuzzInvariants.check(outcome) }
        case .openMeteoNowcast:
            if let answer = try? OpenMeteoDecoding.nowcast(from: bytes, method: .model) { FuzzInvariants.check(answer.content) }
        case .placeQuery:
            FuzzInvariants.checkPlaceQuery(bytes)
        case .terminalText:
            FuzzInvariants.checkTerminalText(String(decoding: bytes, as: UTF8.self))
        case .cacheEntry:
            FuzzInvariants.checkCacheEntry(bytes)
        }
    }
}
