@testable import Application
import ApplicationTesting
import Domain
import Testing

@Suite("The note under a history's header")
struct HistorySourcesNoteTests {
    @Test("a history across the seam gets a note naming both sources and where they meet; one source alone, none")
    func historyNote() {
        let date = { (text: String) in LocalDate(iso8601: text)! }
        let both = HistoryReport(observed: SampleForecast.london, archived: date("2026-11-10")...date("2026-11-18"), recent: date("2026-11-19")...date("2026-11-22"))
        #expect(HistorySourcesNote.text(for: both, words: .english) == "Observed: to Wed 18 Nov from the ERA5 reanalysis, from Thu 19 Nov the forecast model's recent past")
        #expect(HistorySourcesNote.text(for: both, words: Catalogue(.de))?.hasPrefix("Beobachtet: bis ") == true)
        #expect(HistorySourcesNote.text(for: HistoryReport(observed: SampleForecast.london, archived: both.archived, recent: nil), words: .english) == nil)
    }
}
