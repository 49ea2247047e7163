package import Application
import Domain

/// A run's settings, each taken from the first that gives it: a flag, the environment (`FORECAST_…`), the
/// configuration file, the default. What each came from is kept, for `forecast config`.
package struct Settings: Sendable {
    /// The environment the run was started with.
    package let environment: [String: String]
    /// The configuration file, when there is one.
    package let file: ConfigFile?
    /// Every provider the front door offers, the default first.
    package let providers: [ProviderDescription]

    /// The variable that names the default place.
    package static let placeVariable = "FORECAST_PLACE"
    /// The variable that sets the units.
    package static let unitsVariable = "FORECAST_UNITS"
    /// The variable that chooses the provider.
    package static let providerVariable = "FORECAST_PROVIDER"
    /// The variable that sets how many days `daily` shows.
    package static let daysVariable = "FORECAST_DAYS"
    /// The variable of a provider's setting: `FORECAST_OPENWEATHERMAP_KEY`, `FORECAST_MET_NORWAY_PLAN`.
    package static func variable(_ setting: String, of provider: ProviderChoice) -> String {
        variable(setting, ofService: provider.id)
    }

    /// The variable that replaces a service's base URL, by one rule for every service: `FORECAST_<ID>_URL`
    /// (`FORECAST_GEOCODING_URL`, `FORECAST_MET_NORWAY_URL`).
    package static func urlVariable(of service: String) -> String {
        variable("URL", ofService: service)
    }

    private static func variable(_ setting: String, ofService id: String) -> String {
        "FORECAST_" + id.uppercased().replacing("-", with: "_") + "_" + setting
    }

    /// The system of units: `--units`, `FORECAST_UNITS`, `units`, metric; see ``units(_:)`` for each quantity's.
    package func unitSystem(flag: UnitSystem?) throws(ConfigurationError) -> Resolved<UnitSystem> {
        try resolve(flag: flag, Self.unitsVariable, file: file?.units.system, default: .metric, UnitSystem.init(rawValue:))
    }

    /// The provider: `--provider`, `FORECAST_PROVIDER`, `provider`, open-meteo.
    package func provider(flag: ProviderChoice?) throws(ConfigurationError) -> Resolved<ProviderChoice> {
        guard let standard = providers.first.map({ ProviderChoice($0) }) else { throw ConfigurationError(reason: "no forecast provider is built in") }
        return try resolve(flag: flag, Self.providerVariable, file: file?.provider, default: standard) { ProviderChoice(id: $0, among: providers) }
    }

    /// The language: `--lang`, `lang` in the file, then the locale (`LC_ALL`, `LC_MESSAGES`, `LANG`) when forecast
    /// speaks it, else English. The file comes before the locale: the locale is every program's, the file forecast's.
    package func language(flag: Language?) -> Resolved<Language> {
        if let flag { return Resolved(flag, .flag) }
        if let configured = file?.language { return Resolved(configured, .file) }
        if let locale = Language.localeVariable(in: environment), let spoken = Language(locale: locale.value) {
            return Resolved(spoken, .environment(locale.name))
        }
        return Resolved(.en, .default)
    }

    /// The days `daily` shows: `--days`, `FORECAST_DAYS`, `days`, then `standard`.
    package func days(flag: Int?, standard: Int) throws(ConfigurationError) -> Resolved<Int> {
        try resolve(flag: flag, Self.daysVariable, file: file?.days, default: standard) { text in
            Int(text).flatMap { (1...ProviderChoice.largest(\.maximumDays, among: providers)).contains($0) ? $0 : nil }
        }
    }

    /// The place used when a command is given none: `FORECAST_PLACE`, then `place`; `nil` when neither says.
    package var place: Resolved<String>? {
        if let value = environment[Self.placeVariable], !value.isEmpty { return Resolved(value, .environment(Self.placeVariable)) }
        return file?.place.map { Resolved($0, .file) }
    }

    /// A provider's API key: `FORECAST_<ID>_KEY`, then `[<id>] key`.
    package func key(of provider: ProviderChoice) -> Resolved<String>? {
        let variable = Self.variable("KEY", of: provider)
        if let value = environment[variable], !value.isEmpty { return Resolved(value, .environment(variable)) }
        return file?.accounts[provider.id]?.key.flatMap { $0.isEmpty ? nil : Resolved($0, .file) }
    }

    /// A provider's plan's name, unchecked: `FORECAST_<ID>_PLAN`, `[<id>] plan`, then its first plan; `nil` for a
    /// provider without plans.
    package func plan(of provider: ProviderChoice) -> Resolved<String>? {
        guard let standard = provider.details.plans.first else { return nil }
        let variable = Self.variable("PLAN", of: provider)
        if let value = environment[variable], !value.isEmpty { return Resolved(value, .environment(variable)) }
        return file?.accounts[provider.id]?.plan.map { Resolved($0, .file) } ?? Resolved(standard, .default)
    }

    /// The base URLs the environment replaces (`FORECAST_<ID>_URL`), unchecked, by service id; one unset or empty
    /// is left out.
    package func baseURLs(of services: [String]) -> [String: String] {
        var baseURLs: [String: String] = [:]
        for service in services {
            if let url = environment[Self.urlVariable(of: service)], !url.isEmpty { baseURLs[service] = url }
        }
        return baseURLs
    }

    /// What a place alias stands for, when `name` is one (letter case aside).
    package func alias(_ name: String) -> PlaceAlias? {
        guard let aliases = file?.aliases, !aliases.isEmpty else { return nil }
        let wanted = name.lowercased()
        return aliases.first { $0.key.lowercased() == wanted }?.value
    }

    private func resolve<Value>(
        flag: Value?, _ variable: String, file fileValue: Value?, default standard: Value, _ parse: (String) -> Value?
    ) throws(ConfigurationError) -> Resolved<Value> {
        if let flag { return Resolved(flag, .flag) }
        if let text = environment[variable], !text.isEmpty {
            guard let value = parse(text) else {
                throw ConfigurationError(reason: "\(variable) cannot be \"\(text.prefix(40))\"")
            }
            return Resolved(value, .environment(variable))
        }
        if let fileValue { return Resolved(fileValue, .file) }
        return Resolved(standard, .default)
    }

    /// The settings of a run started with `environment`, the configuration `file` (when there is one), and the
    /// `providers` the front door offers, the default first.
    package init(environment: [String: String], file: ConfigFile?, providers: [ProviderDescription]) {
        self.environment = environment
        self.file = file
        self.providers = providers
    }
}

/// A setting's value and where it came from.
package struct Resolved<Value: Sendable>: Sendable {
    /// The value.
    package let value: Value
    /// Where it came from.
    package let origin: SettingOrigin

    /// `value`, which came from `origin`.
    package init(_ value: Value, _ origin: SettingOrigin) {
        self.value = value
        self.origin = origin
    }
}

/// Where a setting came from.
package enum SettingOrigin: Sendable, Hashable {
    /// A command-line flag.
    case flag
    /// An environment variable, named.
    case environment(String)
    /// The configuration file.
    case file
    /// Nothing set it.
    case `default`
}

extension SettingOrigin {
    /// How a message names the setting: the variable when it came from the environment, the file's key otherwise.
    package func settingName(_ variable: String, key: String) -> String {
        switch self {
        case .environment(let name): name
        case .file: "\(key) in the configuration file"
        case .flag, .default: variable
        }
    }
}
