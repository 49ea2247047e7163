@testable import Application
import ApplicationTesting
import Domain
import DomainTesting
import Testing

@Suite("ProvidersInteraction: every forecast provider, as listed")
struct ProvidersInteractionTests {
    let presenter = OutputSpy()
    /// The double's providers, a key set for those that need one.
    let listings = ProviderDirectoryDouble().providers.map { ProviderListing(profile: $0.profile(), keyConfigured: $0.profile().needsKey ? true : nil) }

    @Test("the providers are shown in the order handed, in the format asked, and the run succeeds", arguments: [OutputFormat.table, .json, .csv])
    func shown(format: OutputFormat) {
        #expect(ProvidersInteraction.show(listings, on: .recording(SpyProvider(), to: presenter, format: format)) == .success)
        #expect(presenter.presented.invocations == ["providers \(format) \(listings.map(\.profile.id).joined(separator: ","))"])
        #expect(presenter.written(ProvidersDocument.self).first?.providers == listings)
    }

    @Test("a listing has no line: the writer refuses it, the run ends 74, and nothing is written")
    func noLine() {
        let output = RecordingOutput()
        #expect(ProvidersInteraction.show(listings, on: .writing(to: output, over: { SpyProvider() }, format: .line)) == .ioError)
        #expect(output.results.isEmpty && output.errors.count == 1)
    }
}
