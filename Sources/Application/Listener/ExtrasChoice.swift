/// One extra asked beside a forecast, as a front door names it: each kind gives its own in its feature's folder
/// (`.alerts`, `.ensemble(_:)`, `.nowcast`, …).
package struct AskedExtra: Sendable {
    /// The kind asked, with what it is asked with.
    let extra: any Extra
}

/// What is asked beside a forecast, in the order asked: each kind fetched at its moment (beside the report, or from
/// it), what could not be had told in that order within each moment, and what was had credited in that order. A kind
/// asked from the report that reads another's (the normal of the observed days) is asked after it.
package struct ExtrasChoice: Sendable {
    /// The kinds asked, in order.
    private(set) var asked: [any Extra]

    /// What is asked beside a forecast: each of `asked` that is not `nil`, in order; nothing unless said.
    package init(_ asked: AskedExtra?...) {
        self.asked = asked.compactMap { $0?.extra }
    }

    /// This choice with `extra` asked after the rest.
    func asking(_ extra: AskedExtra) -> ExtrasChoice {
        var choice = self
        choice.asked.append(extra.extra)
        return choice
    }
}

/// What could not be had beside a report: told among the messages, the report shown without it.
struct ExtraFailure: Error, Sendable {
    /// What is missing, as the message says it: "the ensemble could not be fetched", "alerts could not be checked".
    let missing: String
    /// Why.
    let error: any Error & Sendable
    /// Whether every place's failures of this kind are told before any other's (the warnings' checks).
    var toldFirst = false
}

/// A report and what was had beside it.
struct WithExtras<Report: Sendable>: Sendable {
    /// The report.
    var report: Report
    /// What is shown beside it: what each extra asked gave.
    var extras = PlaceExtras()
    /// What could not be had.
    var failures: [ExtraFailure] = []
}

extension ExtraFailure {
    /// `what` ("the ensemble", "the normal") could not be fetched, for `error`.
    static func unfetched(_ what: String, _ error: any Error) -> ExtraFailure {
        ExtraFailure(missing: "\(what) could not be fetched", error: error)
    }
}
