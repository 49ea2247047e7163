@testable import Application
import ApplicationTesting
import Domain
import DomainTesting
import Testing

/// A data set made up here, in a test target, with nothing else edited: its use-case protocol, its kind and a spy
/// of it. It is reached through the same face as every other, `UseCaseProvider.make(_:)`, over the same
/// `SpyProvider`, and a run of the core shows its answer.
@Suite("A data set added from outside: reached by its kind, spied, shown by the core")
struct AddedDataSetTests {
    /// The heights of the next high tides, in metres.
    struct TideTable: Sendable, Equatable {
        let highWaters: [Double]
    }

    /// Gives the tide table at a place.
    protocol GetTideTableUseCase: Sendable {
        func tideTable(at location: ForecastLocation) async throws -> TideTable
    }

    /// Records each place asked for and answers a fixed table.
    struct GetTideTableUseCaseSpy: GetTideTableUseCase {
        let calls = Spy<ForecastLocation, TideTable>(.success(TideTable(highWaters: [4.2, 4.6])))

        func tideTable(at location: ForecastLocation) async throws -> TideTable {
            try calls.record(location)
        }
    }

    /// The tide table as a table: one line.
    struct TideDocument: TableDocument {
        static var formats: [FormatOffer<Self>] { [.table] }

        let table: TideTable

        func table(on page: Page) -> String {
            "high waters: " + table.highWaters.map { page.words.number($0, decimals: 1) }.joined(separator: ", ") + " m\n"
        }
    }

    @Test("a provider serving its spy makes it by kind, beside the samples' use cases; one serving none says which kind it lacks")
    func reachedByKind() throws {
        let spy = GetTideTableUseCaseSpy()
        let provider = SpyProvider().serving(.tideTable, spy)
        #expect(try provider.make(.tideTable) is GetTideTableUseCaseSpy)
        #expect(try provider.make(.dailyForecast) is GetDailyForecastUseCaseSpy)
        #expect(throws: UseCaseUnavailable(kind: "tide table")) { try SpyProvider().make(.tideTable) }
    }

    /// Runs the core's ask for Bergen's tide table over `provider`, and gives the status and the output.
    func showTides(over provider: SpyProvider) async -> (status: ExitStatus, output: RecordingOutput) {
        let output = RecordingOutput()
        let context = RunContext(
            makeUseCases: { provider }, output: output, clock: FixedClock(SampleAlerts.now), presentation: Presentation(), router: ForecastRouter()
        )
        let status = await CommandRunner(context: context, format: .table).run { useCases in
            try await useCases.make(.tideTable).tideTable(at: Self.bergen)
        } document: { TideDocument(table: $0) }
        return (status, output)
    }

    static let bergen = ForecastLocation.place(try! PlaceQuery("Bergen"))

    @Test("a run of the core asks the spy for the place and writes its document")
    func shownByTheCore() async {
        let spy = GetTideTableUseCaseSpy()
        let (status, output) = await showTides(over: SpyProvider().serving(.tideTable, spy))
        #expect(status == .success)
        #expect(spy.calls.invocations == [Self.bergen])
        #expect(output.results.joined() == "high waters: 4.2, 4.6 m\n" && output.errors.isEmpty)
    }

    @Test("a provider without the kind ends the run as a software error naming the kind, never a crash")
    func unavailableKind() async {
        let (status, output) = await showTides(over: SpyProvider())
        #expect(status == .software && output.results.isEmpty)
        #expect(output.errors.joined().contains("no tide table use case is available"))
    }
}

extension UseCaseKind where UseCase == any AddedDataSetTests.GetTideTableUseCase {
    /// The made-up data set's kind.
    static var tideTable: Self { Self("tide table") }
}
