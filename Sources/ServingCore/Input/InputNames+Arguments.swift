package import Application
import Domain

extension InputNames {
    /// The long-lived doors' arguments (`?days=`, the tools' `days`, `within_hours`), for a value the core refuses.
    package static let arguments = InputNames { quantity in
        switch quantity {
        case .days: "days"
        case .hours: "hours"
        case .pastDays: "past_days"
        case .window: "within_hours"
        case .resultCount: "count"
        case .latitude: "the place's latitude"
        case .longitude: "the place's longitude"
        case .timeout: "the timeout"
        default: "threshold"
        }
    }
}
