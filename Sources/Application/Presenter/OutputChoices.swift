package import Domain

/// A system of units for every quantity (`--units`, `units` in the configuration file).
package enum UnitSystem: String, CaseIterable, Sendable {
    case metric, imperial

    /// Every quantity's unit in the system.
    package var units: Units {
        switch self {
        case .metric: .metric
        case .imperial: .imperial
        }
    }
}

/// The `--color` values.
package enum ColourChoice: String, CaseIterable, Sendable {
    /// Colour on a terminal, unless `NO_COLOR` is set or `TERM` is dumb.
    case auto
    /// Colour wherever the output goes.
    case always
    /// No colour.
    case never
}
