@testable import Application
import ApplicationTesting
import Domain
import DomainTesting
import Synchronization

/// A document a writer was handed, with the format it was asked for.
struct WrittenDocument: Sendable {
    let document: any Document
    let format: OutputFormat
}

/// A writer and reporter that records what it was asked to show (the documents themselves; and, in short, the kind of
/// document, its format and its notes, from their values alone: it formats nothing the way the app does) and the
/// failures it was told.
final class OutputSpy: DocumentWriting, FailureReporting {
    let presented = Spy<String, Void>(.success(()))
    let documents = Spy<WrittenDocument, Void>(.success(()))
    let failures = Spy<String, Void>(.success(()))

    /// The documents of type `kind` written, in order, for a test to read their values.
    func written<Kind: Document>(_ kind: Kind.Type) -> [Kind] {
        documents.invocations.compactMap { $0.document as? Kind }
    }

    /// The notes of one report or several: "-" for none; and the alerts shown, when any were checked.
    private static func describe(_ extras: [PlaceExtras]) -> String {
        extras.map { extra in
            let alerts = extra[AlertsExtra.self].map { " [alerts: \($0.alerts.map(\.event).joined(separator: ", "))]" }
            let ensemble = extra[EnsembleExtra.self].map { " [ensemble: \($0.members) members]" }
            return (extra.note ?? "-") + (alerts ?? "") + (ensemble ?? "")
        }.joined(separator: " | ")
    }

    func presentMissing(_ missing: String, _ error: any Error, place: ForecastLocation) {
        try? failures.record("\(missing): \(error)")
    }

    func presentFailure(_ error: any Error, hint: String?, place: ForecastLocation?) {
        try? failures.record("\(place.map { "\($0): " } ?? "")\(error) | \(hint ?? "-")")
    }

    /// Records a document as what it shows, its format and a word of its content.
    func write(_ document: any Document, as format: OutputFormat) throws(OutputFailure) {
        try? documents.record(WrittenDocument(document: document, format: format))
        try? presented.record(Self.describe(document, format))
    }

    private static func describe(_ document: any Document, _ format: OutputFormat) -> String {
        switch document {
        case let daily as DailyDocument: "daily \(format) \(describe(daily.extras))"
        case let hourly as HourlyDocument: "hourly \(format) \(describe(hourly.extras))"
        case let current as CurrentDocument: "current \(format) \(describe(current.extras))"
        case let compare as ComparisonDocument: "compare \(format) \(compare.comparison.forecasts.count)"
        case let alerts as AlertsDocument:
            "alerts \(format) \(alerts.reports.map { $0.coverage == .notCovered ? "not covered" : String($0.alerts.count) }.joined(separator: ","))"
        case let sun as SunDocument: "sun \(format) \(sun.reports.map { String($0.days.count) }.joined(separator: ","))"
        case let moon as MoonDocument: "moon \(format) \(moon.reports.map { String($0.days.count) }.joined(separator: ","))"
        case let nowcast as NowcastDocument: "nowcast \(format) \(nowcast.reports.count)"
        case let air as AirDocument: "air \(format) \(air.reports.map { String($0.hours.count) }.joined(separator: ","))"
        case let check as AirCheckDocument: "check \(check.answer.request.measure.rawValue) \(format) \(check.answer.answer)"
        case let check as EnsembleRainCheckDocument:
            "check rain ensemble \(format) \(check.answer.answer) \(check.answer.wetMembers) of \(check.answer.members)"
        case let check as NowcastRainCheckDocument: "check rain nowcast \(format) \(check.answer.answer)"
        case let check as AlertCheckDocument: "check alert \(format) \(check.answer.answer)"
        case let search as SearchDocument: "search \(format) \(search.answer.places.count)"
        case let check as WeatherCheckDocument: "check \(format) \(check.answer.answer)"
        case let providers as ProvidersDocument: "providers \(format) \(providers.providers.map(\.profile.id).joined(separator: ","))"
        case let services as ServicesDocument: "services \(format) \(services.services.map(\.profile.id).joined(separator: ","))"
        case let settings as SettingsDocument: "settings \(format) \(settings.listing.rows.count)"
        case let text as TextDocument: "line \(text.text)"
        default: "\(type(of: document)) \(format)"
        }
    }
}

extension CommandRunner {
    /// A runner over `useCases` that shows its documents to `presenter`, in `format`.
    static func recording(_ useCases: any UseCaseProvider, to presenter: OutputSpy, format: OutputFormat = .table) -> CommandRunner {
        CommandRunner(makeUseCases: { useCases }, writer: presenter, failures: presenter, router: ForecastRouter(), format: format)
    }

    /// A runner as a front door makes one, over a ``RunContext`` of `useCases` that writes its documents and messages
    /// for real into `output`, drawn as `presentation` says, on `clock`.
    static func writing(
        to output: RecordingOutput, over useCases: @escaping @Sendable () throws -> any UseCaseProvider, format: OutputFormat,
        presentation: Presentation = Presentation(), clock: any ReaderClock = SystemClock(), router: ForecastRouter = ForecastRouter()
    ) -> CommandRunner {
        CommandRunner(context: RunContext(makeUseCases: useCases, output: output, clock: clock, presentation: presentation, router: router), format: format)
    }
}

extension Presentation {
    /// Documents drawn plainly, a line or a status bar's text being the temperature alone.
    static func temperatureBar() throws -> Presentation {
        Presentation(lineTemplate: try LineTemplate("{temperature}", placeholders: LineValues.now))
    }
}

extension PlaceExtras {
    /// The note under a report's header and its warnings, as the listener gives them for one place.
    init(note: String?, alerts: AlertsReport?) {
        self.init(note: note)
        self[AlertsExtra.self] = alerts
    }
}

/// The app's exit status, not Swift Testing's type of the same name.
typealias ExitStatus = Application.ExitStatus
