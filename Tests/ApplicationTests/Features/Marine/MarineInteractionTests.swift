@testable import Application
import ApplicationTesting
import Domain
import DomainTesting
import Testing

@Suite("MarineInteraction: what marine asks, and what it shows")
struct MarineInteractionTests {
    let presenter = OutputSpy()
    let biarritz = ForecastLocation.place(try! PlaceQuery("Biarritz"))

    @Test("the sea is asked of the marine use case for each place, span and units, and shown in one document")
    func shown() async throws {
        let provider = SpyProvider()
        let requests = [MarineRequest(location: biarritz, span: .days(3), units: .imperial), MarineRequest(location: biarritz)]
        let status = await MarineInteraction.show(requests, on: .recording(provider, to: presenter, format: .json))
        #expect(status == .success && presenter.failures.callCount == 0)
        #expect(Set(provider.marine.invocations.map(\.span)) == [.days(3), .hours(24)])
        #expect(provider.marine.invocations.contains { $0.units == .imperial && $0.location == biarritz })
        let document = try #require(presenter.written(MarineDocument.self).first)
        #expect(document.reports.count == 2 && document.reports[0].place.name == "Biarritz")
        #expect(presenter.documents.invocations.map(\.format) == [.json])
    }

    @Test("no sea near the place is the service's refusal (exit 69), told once, and nothing is shown")
    func noSea() async {
        let provider = SpyProvider()
        provider.marine.stub(throwing: ForecastError.outsideCoverage(service: "Open-Meteo's marine model", coverage: "the sea, and it has none within 50 km of Madrid"))
        let status = await MarineInteraction.show([MarineRequest(location: biarritz)], on: .recording(provider, to: presenter))
        #expect(status == .serviceError && presenter.presented.callCount == 0 && presenter.failures.callCount == 1)
        #expect(presenter.failures.invocations.first?.contains("none within 50 km of Madrid") == true)
    }

    @Test("its formats: a table, JSON, CSV, a line and the two status bars")
    func formats() {
        #expect(MarineInteraction.formats == [.table, .json, .csv, .line, .waybar, .i3blocks])
    }
}
