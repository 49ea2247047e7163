import Domain

extension StatusBarUrgency {
    /// A warning's in force, by its severity: the class `alert-<severity>`, its colour as a table draws its banner
    /// (none of its own for an unknown severity), urgent from severe up.
    init(alertSeverity severity: WeatherAlert.Severity) {
        let colour: String? = switch severity {
        case .extreme: "#FF55FF"
        case .severe: "#FF5555"
        case .moderate: "#FFCC00"
        case .minor: "#55CCFF"
        case .unknown: nil
        }
        self.init(rank: severity.rawValue, className: "alert-" + severity.name, colour: colour, isUrgent: severity >= .severe)
    }
}
