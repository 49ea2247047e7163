package import Application
package import Domain

/// Units as one place says them (the flags, or the configuration file): a system that sets all three quantities,
/// and any quantity's own unit, which wins over the system.
package struct UnitChoices: Sendable, Hashable {
    /// `--units` or `units = "…"` (`[units] system` in a table).
    package var system: UnitSystem?
    /// `--temperature-unit` or `[units] temperature`.
    package var temperature: TemperatureUnit?
    /// `--wind-unit` or `[units] wind`.
    package var wind: WindSpeedUnit?
    /// `--precipitation-unit` or `[units] precipitation`.
    package var precipitation: PrecipitationUnit?

    /// Units as said: each quantity's own, and the system for the rest; `nil` where nothing is said.
    package init(system: UnitSystem? = nil, temperature: TemperatureUnit? = nil, wind: WindSpeedUnit? = nil, precipitation: PrecipitationUnit? = nil) {
        self.system = system
        self.temperature = temperature
        self.wind = wind
        self.precipitation = precipitation
    }
}

/// The units a run uses, each quantity with where its unit came from.
package struct ResolvedUnits: Sendable {
    /// The system (`--units`, `FORECAST_UNITS`, `units`), before any quantity's own unit.
    package let system: Resolved<UnitSystem>
    /// The temperature unit.
    package let temperature: Resolved<TemperatureUnit>
    /// The wind-speed unit.
    package let wind: Resolved<WindSpeedUnit>
    /// The precipitation unit.
    package let precipitation: Resolved<PrecipitationUnit>

    /// The units, as use cases take them.
    package var units: Units { Units(temperature: temperature.value, windSpeed: wind.value, precipitation: precipitation.value) }
}

extension Settings {
    /// The units of each quantity: its own flag; else `--units`; else `FORECAST_UNITS`; else the file's unit for it;
    /// else the file's system; else metric. A quantity's own unit wins over a system given at the same level.
    package func units(_ flags: UnitChoices) throws(ConfigurationError) -> ResolvedUnits {
        let system = try unitSystem(flag: flags.system)
        func pick<Unit>(_ flag: Unit?, _ fileUnit: Unit?, _ ofSystem: KeyPath<Units, Unit>) -> Resolved<Unit> {
            if let flag { return Resolved(flag, .flag) }
            let fromSystem = Resolved(system.value.units[keyPath: ofSystem], system.origin)
            switch system.origin {
            case .flag, .environment: return fromSystem
            case .file, .default: return fileUnit.map { Resolved($0, .file) } ?? fromSystem
            }
        }
        return ResolvedUnits(
            system: system,
            temperature: pick(flags.temperature, file?.units.temperature, \.temperature),
            wind: pick(flags.wind, file?.units.wind, \.windSpeed),
            precipitation: pick(flags.precipitation, file?.units.precipitation, \.precipitation)
        )
    }
}
