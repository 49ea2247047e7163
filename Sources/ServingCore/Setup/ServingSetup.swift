package import Application
package import Domain
package import ForecastSettings

/// What a long-lived front door reads once, as it starts: the configuration file and the environment, as `forecast`
/// reads them; the forecast provider; the use cases every request shares; and what a request gets when it asks for
/// nothing else.
package struct ServingSetup: Sendable {
    /// The settings: the default language and units, the aliases, the keys.
    package let settings: Settings
    /// The use cases every request shares.
    package let useCases: SharedUseCases
    /// What the forecast provider gives: its products, days and hours.
    package let providerCapabilities: ForecastCapabilities
    /// How many days a forecast gives when none are asked for (`days`, `FORECAST_DAYS` or 7), at most the provider's.
    package let standardDays: Int
    /// The units of every quantity when none are asked for: the settings'.
    package let standardUnits: Units
    /// What the configuration file warned of (a key it does not know), each a line.
    package let warnings: [String]

    /// Reads the settings from `environment` and the configuration file it points to, and makes the use cases of the
    /// default language once from `directory`, so that a setting that cannot be used stops the door before it serves;
    /// each request to a service waits at most `timeout`, and is told to `requestCounter`.
    /// - Throws: ``ConfigurationError`` naming what is wrong.
    package init(
        environment: [String: String], directory: any ProviderDirectory, timeout: Duration = .seconds(15),
        requestCounter: @escaping @Sendable (_ service: String, _ outcome: String) -> Void = { _, _ in }
    ) throws {
        let file = try StandardPaths(environment: environment).configFile.flatMap { path throws(ConfigurationError) in
            try ConfigFile.load(from: path, providers: directory.providers)
        }
        warnings = file?.warnings ?? []
        settings = Settings(environment: environment, file: file, providers: directory.providers)
        let provider = try settings.provider(flag: nil).value
        useCases = SharedUseCases(settings: settings, provider: provider, directory: directory, timeout: timeout, requestCounter: requestCounter)
        _ = try useCases.make(language: settings.language(flag: nil).value)
        providerCapabilities = provider.capabilities
        standardDays = min(try settings.days(flag: nil, standard: DailyForecastRequest.defaultDays).value, provider.capabilities.maximumDays)
        standardUnits = try settings.units(UnitChoices()).units
    }

    /// Whether the place's official warnings are checked beside a forecast (unless `alerts = false` in the file).
    package var showsAlerts: Bool { settings.file?.alerts != false }
}
