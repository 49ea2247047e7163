package import Application
package import Domain

/// Units as one place says them (the flags, or the configuration file): a system that sets every quantity, and
/// any quantity's own unit, which wins over the system.
package struct UnitChoices: Sendable, Hashable {
    /// `--units` or `units = "…"` (`[units] system` in a table).
    package var system: UnitSystem?
    /// The units of the quantities said, read only for those in `said` (the others are metric here).
    private var units = Units.metric
    /// The quantities whose own unit is said, by unit type.
    private var said: Set<ObjectIdentifier> = []

    /// Units as said: the system, and each quantity's own unit in `units` (at most one a quantity).
    package init(system: UnitSystem? = nil, _ units: any QuantityUnit...) {
        self.system = system
        for unit in units { choose(unit) }
    }

    /// The unit said for the quantity of `Unit` (`--temperature-unit`, `[units] temperature`), or `nil`.
    package subscript<Unit: QuantityUnit>(_ quantity: Unit.Type) -> Unit? {
        get { said.contains(ObjectIdentifier(quantity)) ? units[quantity] : nil }
        set {
            units[quantity] = newValue ?? .metric
            if newValue == nil { said.remove(ObjectIdentifier(quantity)) } else { said.insert(ObjectIdentifier(quantity)) }
        }
    }

    /// Says `unit` for its quantity.
    package mutating func choose<Unit: QuantityUnit>(_ unit: Unit) {
        self[Unit.self] = unit
    }

    /// Reads the unit of the quantity of `Unit` from the `[units]` table, under the quantity's name.
    /// - Throws: ``ConfigurationError`` when it is not one of the quantity's units.
    mutating func read<Unit: QuantityUnit>(_ quantity: Unit.Type, from reader: inout ConfigReader) throws(ConfigurationError) {
        self[quantity] = try reader.choice(Unit.quantity, in: "units")
    }
}

/// The units a run uses, each quantity with where its unit came from.
package struct ResolvedUnits: Sendable {
    /// The system (`--units`, `FORECAST_UNITS`, `units`), before any quantity's own unit.
    package let system: Resolved<UnitSystem>
    /// Each quantity's unit, in the order of ``Units/quantities``.
    package let quantities: [Resolved<any QuantityUnit>]

    /// The unit of the quantity of `Unit`, and where it came from; `nil` for a quantity not resolved.
    package subscript<Unit: QuantityUnit>(_ quantity: Unit.Type) -> Resolved<Unit>? {
        quantities.lazy.compactMap { resolved in (resolved.value as? Unit).map { Resolved($0, resolved.origin) } }.first
    }

    /// The units, as use cases take them.
    package var units: Units {
        quantities.reduce(into: Units.metric) { units, resolved in units.choose(resolved.value) }
    }
}

extension Settings {
    /// The unit of each of `quantities` (the registry's, ``Units/quantities``): its own flag; else `--units`; else
    /// `FORECAST_UNITS`; else the file's unit for it; else the file's system; else metric. A quantity's own unit wins
    /// over a system given at the same level.
    package func units(_ flags: UnitChoices, quantities: [any QuantityUnit.Type] = Units.quantities) throws(ConfigurationError) -> ResolvedUnits {
        let system = try unitSystem(flag: flags.system)
        return ResolvedUnits(system: system, quantities: quantities.map { quantity in anyUnit(quantity, flags: flags, system: system) })
    }

    /// The unit of one quantity, and where it came from.
    private func unit<Unit: QuantityUnit>(_ quantity: Unit.Type, flags: UnitChoices, system: Resolved<UnitSystem>) -> Resolved<Unit> {
        if let flag = flags[quantity] { return Resolved(flag, .flag) }
        let fromSystem = Resolved(system.value.unit(of: quantity), system.origin)
        switch system.origin {
        case .flag, .environment: return fromSystem
        case .file, .default: return file?.units[quantity].map { Resolved($0, .file) } ?? fromSystem
        }
    }

    /// ``unit(_:flags:system:)``, as any quantity's.
    private func anyUnit<Unit: QuantityUnit>(_ quantity: Unit.Type, flags: UnitChoices, system: Resolved<UnitSystem>) -> Resolved<any QuantityUnit> {
        let resolved = unit(quantity, flags: flags, system: system)
        return Resolved(resolved.value, resolved.origin)
    }
}

private extension Units {
    /// Sets `unit` for its quantity.
    mutating func choose<Unit: QuantityUnit>(_ unit: Unit) {
        self[Unit.self] = unit
    }
}

private extension UnitSystem {
    /// The unit the system gives the quantity of `Unit`, as the quantity declares it (registered or not).
    func unit<Unit: QuantityUnit>(of quantity: Unit.Type) -> Unit {
        switch self {
        case .metric: .metric
        case .imperial: .imperial
        }
    }
}
