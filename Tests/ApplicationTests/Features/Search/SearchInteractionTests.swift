@testable import Application
import ApplicationTesting
import Domain
import DomainTesting
import Testing

@Suite("SearchInteraction: what search asks the use case, and what it shows")
struct SearchInteractionTests {
    let presenter = OutputSpy()

    @Test("search: an empty result is 'not found', exit 66, with a hint")
    func searchEmpty() async throws {
        let empty = SpyProvider(search: SearchPlacesUseCaseSpy(places: []))
        let status = await SearchInteraction.show(try PlaceQuery("Atlantis"), count: 10, units: .metric, on: .recording(empty, to: presenter))
        #expect(status == .placeNotFound)
        #expect(presenter.failures.invocations.first?.hasSuffix("check the spelling, or add a country: \"Paris, FR\"") == true)
    }
}
