import ArgumentParser
import Domain

/// Units as one place says them (the flags, or the configuration file): a system that sets all three quantities,
/// and any quantity's own unit, which wins over the system.
struct UnitChoices: Sendable, Hashable {
    /// `--units` or `units = "…"` (`[units] system` in a table).
    var system: UnitsArgument?
    /// `--temperature-unit` or `[units] temperature`.
    var temperature: TemperatureUnit?
    /// `--wind-unit` or `[units] wind`.
    var wind: WindSpeedUnit?
    /// `--precipitation-unit` or `[units] precipitation`.
    var precipitation: PrecipitationUnit?
}

/// The units a run uses, each quantity with where its unit came from.
struct ResolvedUnits: Sendable {
    /// The system (`--units`, `FORECAST_UNITS`, `units`), before any quantity's own unit.
    let system: Resolved<UnitsArgument>
    /// The temperature unit.
    let temperature: Resolved<TemperatureUnit>
    /// The wind-speed unit.
    let wind: Resolved<WindSpeedUnit>
    /// The precipitation unit.
    let precipitation: Resolved<PrecipitationUnit>

    /// The units, as use cases take them.
    var units: Units { Units(temperature: temperature.value, windSpeed: wind.value, precipitation: precipitation.value) }
}

extension Settings {
    /// The units of each quantity: its own flag; else `--units`; else `FORECAST_UNITS`; else the file's unit for it;
    /// else the file's system; else metric. A quantity's own unit wins over a system given at the same level.
    func units(_ flags: UnitChoices) throws(ConfigurationError) -> ResolvedUnits {
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

extension TemperatureUnit: ArgumentChoice {}
extension WindSpeedUnit: ArgumentChoice {}
extension PrecipitationUnit: ArgumentChoice {}
