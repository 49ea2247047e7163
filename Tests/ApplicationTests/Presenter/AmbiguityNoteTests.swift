@testable import Application
import ApplicationTesting
import Domain
import Testing

@Suite("The note under a header when a name means several places")
struct AmbiguityNoteTests {
    @Test("notes the other places a name means, with a way to narrow it; no note for a unique name")
    func ambiguityNote() {
        #expect(AmbiguityNote.text(for: SampleForecast.location, words: .english)
            == "Also: London, Ontario, CA · London, Kentucky, US — narrow it with --country or \"London, CA\"")
        #expect(AmbiguityNote.text(for: SampleForecast.unique, words: .english) == nil)
    }
}
