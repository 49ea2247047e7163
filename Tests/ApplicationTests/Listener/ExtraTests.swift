@testable import Application
import ApplicationTesting
import Domain
import DomainTesting
import Testing

/// A made-up extra, as a new one would be written in its feature's folder: a pollen count asked beside the report,
/// credited to its source, with a JSON member, a CSV column and a line placeholder in every forecast view.
private struct PollenExtra: ExtraBesideReport, ShownExtra {
    typealias Value = Int
    static let source = DataSource(provider: "Pollen Watch", attribution: "Pollen counts: Pollen Watch")
    /// Whether its service answers.
    var answers = true

    static func credit(of count: Int) -> DataSource? { source }

    func fetch(at place: ResolvedPlace, in scope: ExtraScope) async throws(ExtraFailure) -> Int? {
        guard answers else { throw .unfetched("the pollen count", ForecastError.serviceError(status: 503, reason: "down")) }
        return scope.days * 10
    }

    static let placeholders = ["pollen"]
    static func jsonFields(in extras: PlaceExtras) -> JSONFields { [("pollen", .number(extras[Self.self].map(Double.init)))] }
    static func csvFields(in extras: PlaceExtras) -> JSONFields { [("pollen_count", .number(extras[Self.self].map(Double.init)))] }
    static func lineValues(in extras: PlaceExtras, words: Catalogue) -> [String: String] { ["pollen": extras[Self.self].map(String.init) ?? "?"] }
}

/// A made-up extra asked from the report once had: it reads what the pollen gave, so it is asked after it.
private struct DoubledPollenExtra: ExtraFromReport {
    typealias Value = Int

    func add(to result: inout WithExtras<DailyForecastReport>, in scope: ExtraScope) async {
        result.extras[Self.self] = result.extras[PollenExtra.self].map { $0 * 2 }
    }
}

@Suite("Extras: a new kind is one type, asked by name, fetched at its moment, kept by its kind and shown as it says")
struct ExtraTests {
    let london = ForecastLocation.place(try! PlaceQuery("London"))

    func fetched(_ choice: ExtrasChoice) async throws -> WithExtras<DailyForecastReport> {
        let coordinator = ExtrasCoordinator(useCases: SpyProvider(), choice: choice)
        return try await coordinator.fetch(at: london, days: 3, units: .metric, validate: {}) { _ in SampleForecast.london }
    }

    @Test("asked beside the report: what it gave is kept under its kind and credited; one asked from the report reads it")
    func fetchedAndKept() async throws {
        let result = try await fetched(ExtrasChoice(AskedExtra(extra: PollenExtra()), AskedExtra(extra: DoubledPollenExtra())))
        #expect(result.extras[PollenExtra.self] == 30 && result.extras[DoubledPollenExtra.self] == 60 && result.failures.isEmpty)
        #expect(result.extras.sources.map(\.provider) == ["Pollen Watch"])
        #expect(result.extras[NowcastExtra.self] == nil, "a kind not asked gives nothing")
    }

    @Test("one that cannot be had is a failure in its own words, and the report is had all the same")
    func failure() async throws {
        let result = try await fetched(ExtrasChoice(AskedExtra(extra: PollenExtra(answers: false))))
        #expect(result.extras[PollenExtra.self] == nil && result.report.days == SampleForecast.london.days)
        #expect(result.failures.map(\.missing) == ["the pollen count could not be fetched"] && result.failures.first?.toldFirst == false)
    }

    @Test("credits follow the order asked, not the order had")
    func creditsInOrderAsked() {
        var extras = PlaceExtras(asking: [NormalsExtra(), PollenExtra()])
        extras[PollenExtra.self] = 1
        extras[NormalsExtra.self] = NormalsComparison(days: [], source: SampleForecast.source)
        #expect(extras.sources.map(\.provider) == [SampleForecast.source.provider, "Pollen Watch"])
    }

    @Test("what it shows: its JSON member, its CSV column and its placeholder's value, beside the warnings'")
    func shown() throws {
        var extras = PlaceExtras()
        extras[PollenExtra.self] = 42
        let kinds: [any ShownExtra.Type] = [PollenExtra.self, AlertsExtra.self]
        #expect(ForecastViewExtras.jsonFields(extras, of: kinds).map(\.key) == ["pollen", "alerts", "alerts_coverage"])
        #expect(ForecastViewExtras.csvFields(extras, of: kinds).map(\.key) == ["pollen_count", "alerts"])
        let values = ForecastViewExtras.lineValues(["place": "London"], adding: extras, words: .english, of: kinds)
        #expect(try LineTemplate("{place}: {pollen}", placeholders: ["place"] + PollenExtra.placeholders).render(values) == "London: 42")
        #expect(values["alerts"] != nil && ForecastViewExtras.banner(extras, words: .english, of: kinds) == nil)
    }
}
