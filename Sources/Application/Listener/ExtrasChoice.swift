/// What is asked beside a forecast: the place's official warnings (a banner), the ensemble's spread, the next two
/// hours' nowcast, the observed days before today and each day against the normal.
package struct ExtrasChoice: Sendable {
    /// Whether the place's warnings are checked.
    var alerts: Bool
    /// The ensemble's model, when its spread is asked.
    var ensemble: EnsembleChoice?
    /// Whether the nowcast's outlook is asked, where a radar or a model at its own short step covers the place.
    var nowcast: Bool
    /// Whether the Sun's days are computed for the place (a picture shades the nights).
    var sun: Bool
    /// How many observed days to show above the forecast.
    var pastDays: Int
    /// Whether each day is compared with the 1991–2020 normal.
    var normals: Bool

    /// What is asked beside a forecast: nothing unless said.
    package init(
        alerts: Bool = false, ensemble: EnsembleChoice? = nil, nowcast: Bool = false, sun: Bool = false, pastDays: Int = 0, normals: Bool = false
    ) {
        self.alerts = alerts
        self.ensemble = ensemble
        self.nowcast = nowcast
        self.sun = sun
        self.pastDays = pastDays
        self.normals = normals
    }
}

/// An ensemble asked for: of this model, or of the region's when `nil`.
package struct EnsembleChoice: Sendable, Hashable {
    /// The model's name, as the service spells it.
    package let model: String?

    /// The ensemble of `model`, or of the region's when `nil`.
    package init(model: String?) {
        self.model = model
    }
}

/// What could not be had beside a report: told among the messages, the report shown without it.
enum ExtraFailure: Sendable {
    /// The place's warnings could not be checked.
    case alerts(any Error & Sendable)
    /// `what` ("the past days", "the normal", "the ensemble", "the nowcast", "the Sun's times") could not be had.
    case unfetched(String, any Error & Sendable)
}

/// A report and what was had beside it.
struct WithExtras<Report: Sendable>: Sendable {
    /// The report.
    let report: Report
    /// What is shown beside it: the warnings, the ensemble, the nowcast, the past days and the normal that were had.
    var extras = PlaceExtras()
    /// What could not be had.
    var failures: [ExtraFailure] = []
}
