package import Domain

/// What a front door is told of a run beside the text written: each document shown, with the freshness of the
/// answers in it, and each failure. A server makes its status and caching headers from these; a terminal needs none.
package protocol RunObserving: Sendable {
    /// A document was written, made from answers as fresh as `freshness` says (empty: computed, or no answer's time).
    func shown(freshness: [AnswerFreshness?])
    /// The run, or one of its places, failed with `error` (already told among the messages).
    func failed(_ error: any Error)
}

/// A writer that tells an observer of each document it writes.
struct ObservedWriter: DocumentWriting {
    let base: any DocumentWriting
    let observer: any RunObserving

    func write(_ document: any Document, as format: OutputFormat) throws(OutputFailure) {
        try base.write(document, as: format)
        observer.shown(freshness: document.freshness)
    }
}

/// A reporter that tells an observer of each failure it tells.
struct ObservedFailures: FailureReporting {
    let base: any FailureReporting
    let observer: any RunObserving

    func presentFailure(_ error: any Error, hint: String?, place: ForecastLocation?) {
        base.presentFailure(error, hint: hint, place: place)
        observer.failed(error)
    }

    func presentMissing(_ missing: String, _ error: any Error, place: ForecastLocation) {
        base.presentMissing(missing, error, place: place)
    }
}
