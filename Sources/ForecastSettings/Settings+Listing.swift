package import Application
import Domain

extension Settings {
    /// Every setting's effective value (no flags apply to `forecast config`) and where it came from.
    /// - Throws: ``ConfigurationError`` when a `FORECAST_…` variable cannot be used.
    package func listing(paths: StandardPaths) throws(ConfigurationError) -> SettingsListing {
        let units = try units(UnitChoices()), provider = try provider(flag: nil), days = try days(flag: nil, standard: 7), language = language(flag: nil)
        var rows = [
            SettingRow(name: "place", value: place?.value ?? "(none: give one to each command)", origin: Self.describe(place?.origin ?? .default)),
            SettingRow(name: "units", value: units.system.value.rawValue, origin: Self.describe(units.system.origin)),
        ]
        rows += units.quantities.map { unit in
            SettingRow(name: "units.\(type(of: unit.value).quantity)", value: unit.value.rawValue, origin: Self.describe(unit.origin))
        }
        rows += [
            SettingRow(name: "provider", value: provider.value.id, origin: Self.describe(provider.origin)),
            SettingRow(name: "lang", value: language.value.rawValue, origin: Self.describe(language.origin)),
            SettingRow(name: "days", value: String(days.value), origin: Self.describe(days.origin)),
            SettingRow(name: "alerts", value: file?.alerts == false ? "false" : "true", origin: Self.describe(file?.alerts == nil ? .default : .file)),
            SettingRow(name: "normal", value: file?.normal == true ? "true" : "false", origin: Self.describe(file?.normal == nil ? .default : .file)),
            SettingRow(name: "ensemble", value: file?.ensemble == true ? "true" : "false", origin: Self.describe(file?.ensemble == nil ? .default : .file)),
        ]
        for provider in providers.map(ProviderChoice.init) where provider.details.profile().needsKey {
            let key = key(of: provider)
            rows.append(SettingRow(
                name: "\(provider.id).key", value: key == nil ? "(not set)" : SettingsListing.maskedKey, origin: Self.describe(key?.origin ?? .default)
            ))
            if let plan = plan(of: provider) {
                rows.append(SettingRow(name: "\(provider.id).plan", value: plan.value, origin: Self.describe(plan.origin)))
            }
        }
        rows += [
            SettingRow(
                name: "cache.forecast_ttl", value: file?.forecastTTL.map { "\($0) s" } ?? "as each service says, else 600 s",
                origin: Self.describe(file?.forecastTTL == nil ? .default : .file)
            ),
            SettingRow(
                name: "cache.geocoding_ttl", value: "\(file?.geocodingTTL ?? 30 * 86_400) s",
                origin: Self.describe(file?.geocodingTTL == nil ? .default : .file)
            ),
            SettingRow(
                name: "cache.alerts_ttl", value: "\(file?.alertsTTL ?? 300) s, or less when the service says",
                origin: Self.describe(file?.alertsTTL == nil ? .default : .file)
            ),
        ]
        for (alias, place) in (file?.aliases ?? [:]).sorted(by: { $0.key < $1.key }) {
            rows.append(SettingRow(name: "places.\(alias)", value: Self.describe(place), origin: Self.describe(.file)))
        }
        let path = paths.configFile
        return SettingsListing(configFile: path, fileFound: file != nil, cacheDirectory: paths.cacheDirectory, rows: rows)
    }

    private static func describe(_ origin: SettingOrigin) -> String {
        switch origin {
        case .flag: "flag"
        case .environment(let variable): variable
        case .file: "config file"
        case .default: "default"
        }
    }

    private static func describe(_ place: PlaceAlias) -> String {
        switch place {
        case .name(let name): name
        case .coordinate(let latitude, let longitude): "\(latitude), \(longitude)"
        }
    }
}
