@testable import Application
import ApplicationTesting
import Domain
import DomainTesting
import Testing

@Suite("ServicesInteraction: every service forecast reads, as listed")
struct ServicesInteractionTests {
    let presenter = OutputSpy()
    /// The double's services, the place search's base URL replaced.
    let listings = ProviderDirectoryDouble().services.map { ServiceListing(profile: $0, variable: "FORECAST_URL", replaced: $0.id == "geocoding") }

    @Test("the services are shown in the order handed, in the format asked, and the run succeeds", arguments: [OutputFormat.table, .json, .csv])
    func shown(format: OutputFormat) {
        #expect(ServicesInteraction.show(listings, on: .recording(SpyProvider(), to: presenter, format: format)) == .success)
        #expect(presenter.presented.invocations == ["services \(format) \(listings.map(\.profile.id).joined(separator: ","))"])
        #expect(presenter.written(ServicesDocument.self).first?.services == listings)
    }
}
