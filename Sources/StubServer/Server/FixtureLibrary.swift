import Foundation

/// The recorded and written answers the stub serves, loaded once from the module's bundle.
struct FixtureLibrary: Sendable {
    /// Search answers by lower-cased place name; other names get the recorded "no match" answer.
    let searches: [String: [UInt8]]
    /// The recorded search answer with no `results` key.
    let noMatch: [UInt8]
    /// London's 16-day forecast in metric and imperial units.
    let londonMetric: [UInt8]
    let londonImperial: [UInt8]
    /// The recorded 14-day New York forecast (metric only, no wind or UV).
    let newYork: [UInt8]
    /// A recorded OpenWeatherMap daily forecast, in metric units.
    let openWeatherMapDaily: [UInt8]
    /// OpenWeatherMap's recorded free forecast (London, 3-hour steps, kelvin), current weather, and 401 answer.
    let openWeatherMapForecast: [UInt8]
    let openWeatherMapCurrent: [UInt8]
    let openWeatherMapUnauthorized: [UInt8]
    /// A recorded MET Norway Locationforecast (New York, 2020-07-20), served shifted to the current hour.
    let metNorwayLocationforecast: [UInt8]
    /// The NWS's recorded Wind Advisory (Nashville) and empty alerts answers.
    let nwsWindAdvisory: [UInt8]
    let nwsNoAlerts: [UInt8]
    /// MET Norway's recorded MetAlerts answer (four yellow warnings, in Norwegian).
    let metNorwayAlerts: [UInt8]
    /// MET Norway's recorded Nowcast 2.0 answer (Oslo, dry, 2026-04-26), the shape of every nowcast the stub gives.
    let metNorwayNowcast: [UInt8]
    /// Open-Meteo's recorded air quality answer with every variable (Enschede area, 2026-10-03).
    let airQuality: [UInt8]
    /// Open-Meteo's recorded marine answer (the North Sea at 53.04° N 3.96° E), whose unit labels the stub's marine
    /// answers give.
    let marine: [UInt8]
    /// The recorded CAP documents the FOSS Public Alert Server's stand-in serves, by file name
    /// (``PublicAlertsScene/recordedFiles``).
    let publicAlerts: [String: [UInt8]]

    init() throws {
        searches = [
            "london": try Self.load("search_london"),
            "hollywood": try Self.load("vcr_open-meteo-ruby_search_hollywood.body"),
            "enschede": try Self.load("python-open-meteo_geocoding"),
            "antarctica": try Self.load("python-open-meteo_geocoding_missing_fields"),
            "beijing": try Self.load("search_beijing"),
            "bergen": try Self.load("search_bergen"),
            "tromsø": try Self.load("search_tromso"),
            "tromso": try Self.load("search_tromso"),
            "biarritz": try Self.load("search_biarritz"),
            "berlin": try Self.load("search_berlin"),
            "madrid": try Self.load("search_madrid"),
        ]
        noMatch = try Self.load("python-open-meteo_geocoding_empty")
        londonMetric = try Self.load("forecast_london_metric")
        londonImperial = try Self.load("forecast_london_imperial")
        newYork = try Self.load("forecast_daily_newyork_pi-inky")
        openWeatherMapDaily = try Self.load("forecast_daily_paradise_valley_metric", from: "openweathermap")
        openWeatherMapForecast = try Self.load("forecast_5day_3hour_london.body", from: "openweathermap")
        openWeatherMapCurrent = try Self.load("weather_current_london.body", from: "openweathermap")
        openWeatherMapUnauthorized = try Self.load("error_401_invalid_api_key.body", from: "openweathermap")
        metNorwayLocationforecast = try Self.load("metno-locationforecast_lat40.7lon-74.0altitude10_compact.body", from: "met-norway")
        nwsWindAdvisory = try Self.load("weather.gov_alerts-active-point-36.18_-87.80-wind-advisory", from: "nws")
        nwsNoAlerts = try Self.load("weather.gov_alerts-active-point-44.9869_-93.2926-empty", from: "nws")
        metNorwayAlerts = try Self.load("smacklip-surf_metalerts-2.0-current-20240306", from: "met-norway")
        metNorwayNowcast = try Self.load("grusindeks_nowcast-2.0-complete-oslo-dry-20260426", from: "met-norway")
        airQuality = try Self.load("python-open-meteo_air-quality-all-vars-current-hourly3")
        marine = try Self.load("python-open-meteo_marine-north-sea")
        publicAlerts = try Dictionary(uniqueKeysWithValues: PublicAlertsScene.recordedFiles.map { ($0, try Self.loadCAP($0)) })
    }

    /// The recorded CAP document `file` in `Fixtures/public-alerts`.
    private static func loadCAP(_ file: String) throws -> [UInt8] {
        guard let url = Bundle.module.url(forResource: file, withExtension: nil, subdirectory: "Fixtures/public-alerts") else {
            throw StubServerError.missingFixture(file)
        }
        return Array(try Data(contentsOf: url))
    }

    private static func load(_ name: String, from folder: String = "open-meteo") throws -> [UInt8] {
        guard let url = Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Fixtures/\(folder)") else {
            throw StubServerError.missingFixture(name)
        }
        return Array(try Data(contentsOf: url))
    }
}
