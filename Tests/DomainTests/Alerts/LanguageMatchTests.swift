import Domain
import Testing

@Suite("LanguageMatch: which language's text to show for the language asked")
struct LanguageMatchTests {
    /// MoWaS's nine blocks (Germany), the easy-read German `de-LS` second.
    static let mowas = ["de", "de-LS", "en", "ar", "es", "fr", "pl", "ru", "tr"]
    /// Macao's three blocks.
    static let macao = ["zh-mo", "pt-PT", "en-US"]
    /// Israel's two blocks.
    static let israel = ["en-GB", "he-IL"]

    @Test("the exact tag first, in any case and with _ for -", arguments: [
        (mowas, "de", 0), (mowas, "de-LS", 1), (mowas, "DE_ls", 1), (mowas, "tr", 8), (mowas, "en", 2),
        (macao, "zh-MO", 0), (macao, "zh_mo", 0), (macao, "pt-pt", 1), (israel, "he-IL", 1), (israel, "en-GB", 0),
    ])
    func exact(tags: [String], requested: String, index: Int) {
        #expect(LanguageMatch.best(among: tags, for: requested) == LanguageMatch(index: index, isRequestedLanguage: true))
    }

    @Test("else the same language in any region or script", arguments: [
        (macao, "zh", 0), (macao, "pt", 1), (macao, "pt-BR", 1), (macao, "zh-Hant", 0), (macao, "en", 2), (macao, "en-GB", 2),
        (israel, "he", 1), (israel, "en", 0), (israel, "en-US", 0), (["de-DE"], "de", 0),
    ])
    func sameLanguage(tags: [String], requested: String, index: Int) {
        #expect(LanguageMatch.best(among: tags, for: requested) == LanguageMatch(index: index, isRequestedLanguage: true))
    }

    @Test("of several in the language, the one with the fewest subtags, then the first offered", arguments: [
        (["de-LS", "de-DE", "de"], "de-AT", 2), (["de-LS", "de-DE"], "de-AT", 0), (["zh-Hant-MO", "zh-mo"], "zh", 1),
        (["en-US", "en-GB"], "en-AU", 0),
    ])
    func fewestSubtags(tags: [String], requested: String, index: Int) {
        #expect(LanguageMatch.best(among: tags, for: requested) == LanguageMatch(index: index, isRequestedLanguage: true))
    }

    @Test("Norwegian's nb, nn and no stand for each other, the language's own tag first", arguments: [
        (["en", "no"], "nb", 1), (["en", "nb-NO"], "no", 1), (["en", "nn"], "nb", 1), (["nn", "en", "no-NO"], "no", 2),
        (["nn", "nb-NO", "en"], "nb", 1),
    ])
    func norwegian(tags: [String], requested: String, index: Int) {
        #expect(LanguageMatch.best(among: tags, for: requested) == LanguageMatch(index: index, isRequestedLanguage: true))
    }

    @Test("a language not offered gets English, en itself first, and says it is not the one asked", arguments: [
        (mowas, "ja", 2), (macao, "ja", 2), (israel, "ja", 0), (["fr", "en-GB", "en"], "ja", 2), (["fr", "en-GB"], "nl", 1),
    ])
    func english(tags: [String], requested: String, index: Int) {
        #expect(LanguageMatch.best(among: tags, for: requested) == LanguageMatch(index: index, isRequestedLanguage: false))
    }

    @Test("without English either, the first text, not the one asked")
    func first() {
        #expect(LanguageMatch.best(among: ["fr", "de"], for: "ja") == LanguageMatch(index: 0, isRequestedLanguage: false))
    }

    @Test("no texts, no choice")
    func none() {
        #expect(LanguageMatch.best(among: [], for: "de") == nil)
    }
}
