@testable import Application
import ApplicationTesting
import Foundation
import Domain
import Testing

@Suite("Languages: catalogues, the locale, tables in every language")
struct LanguageTests {
    /// The `{placeholders}` of a text.
    func placeholders(in text: String) -> Set<String> {
        Set(text.split(separator: "{", omittingEmptySubsequences: false).dropFirst().compactMap { $0.split(separator: "}", omittingEmptySubsequences: false).first.map(String.init) })
    }

    @Test("every catalogue has exactly English's keys, each plural key once for each of its language's CLDR categories, each text with English's placeholders", arguments: Language.allCases)
    func complete(language: Language) {
        let english = Catalogue.entries(in: Language.en.catalogueText)
        let entries = Catalogue.entries(in: language.catalogueText)
        #expect(english.count > 100)
        let pluralKeys = Set(english.keys.filter { $0.hasSuffix(".other") }.map { String($0.dropLast(".other".count)) })
        #expect(pluralKeys.count >= 6, "detail.days, detail.hours, … are plural keys")
        let plainKeys = english.keys.filter { key in !pluralKeys.contains { key.hasPrefix($0 + ".") } }
        let expected = Set(plainKeys).union(pluralKeys.flatMap { key in language.pluralCategories.map { "\(key).\($0.rawValue)" } })
        #expect(Set(entries.keys).subtracting(expected).sorted() == [], "keys \(language) should not have")
        #expect(expected.subtracting(entries.keys).sorted() == [], "keys \(language) lacks")
        for (key, text) in entries {
            #expect(!text.isEmpty, "\(language) \(key) is empty")
            #expect(!text.unicodeScalars.contains { (0x2066...0x2069).contains($0.value) || [0x200E, 0x200F, 0x061C].contains($0.value) }, "\(language) \(key): forecast isolates, the catalogue writes no bidi controls")
            #expect(!text.unicodeScalars.contains { $0.properties.numericType == .decimal && !$0.isASCII }, "\(language) \(key): digits stay ASCII")
            guard let plural = pluralKeys.first(where: { key.hasPrefix($0 + ".") }), let category = PluralCategory(rawValue: String(key.dropFirst(plural.count + 1))) else {
                #expect(placeholders(in: text) == placeholders(in: english[key] ?? ""), "\(language) \(key): \(text)")
                continue
            }
            // {count} may be left out only where the category stands for one number alone (English one, Arabic two).
            let numbers = (0...200).filter { language.pluralCategory(of: $0) == category }
            let allowed = placeholders(in: english[plural + ".other"] ?? "")
            let required = numbers.count == 1 ? allowed.subtracting(["count"]) : allowed
            #expect(required.isSubset(of: placeholders(in: text)) && placeholders(in: text).isSubset(of: allowed), "\(language) \(key): \(text)")
        }
    }

    @Test("only the catalogue asked for is read: a Japanese table reads Japanese, not English too")
    func readsOneCatalogue() throws {
        let reads = ReadCounter()
        let words = Catalogue(.ja) { language in
            reads.count(language)
            return language.catalogueText
        }
        let output = RecordingOutput()
        try DocumentWriter(output: output, styler: Styler(usesColour: false), words: words, clock: SystemClock()).write(DailyDocument(reports: [SampleForecast.london], extras: [PlaceExtras()]), as: .table)
        #expect(!output.results.joined().contains("Conditions"), "every heading in Japanese, none from English")
        #expect(reads.languages == [.ja])
    }

    @Test("reading a catalogue: blanks and a CR around an entry are not part of it; comments and lines without ' = ' are none")
    func reading() {
        let text = "# a = comment\r\n  one = 1 \r\ntwo=2\nthree = {x} and {y}\nfour = \u{202F}\nfive = \n"
        #expect(Catalogue.entries(in: Array(text.utf8)) == ["one": "1", "three": "{x} and {y}", "four": "\u{202F}"])
        #expect(Catalogue.english("detail.hours_from", ["hours": "3 hours", "time": "14:00"]) == "3 hours from 14:00")
        #expect(Catalogue.english("no.such.key {a} {b}", ["a": "A"]) == "no.such.key A {b}", "a missing key shows itself, not a blank")
    }

    @Test("every condition, at every strength, has words in every language", arguments: Language.allCases)
    func conditions(language: Language) {
        let words = Catalogue(language)
        for kind in WeatherCondition.Kind.allCases {
            for intensity in [nil] + WeatherCondition.Intensity.allCases.map(Optional.some) {
                let text = words.description(of: WeatherCondition(kind: kind, intensity: intensity))
                #expect(!text.hasPrefix("condition."), "\(language) has no words for \(kind) \(String(describing: intensity))")
            }
        }
        #expect(Catalogue.english.description(of: WeatherCondition(kind: .rainShowers, intensity: .light)) == "Light rain showers")
        #expect(Catalogue.english.description(of: WeatherCondition(kind: .hail, intensity: .heavy)) == "Hail", "no strength for hail: the kind")
    }

    @Test("English tables and JSON describe a condition alike: the catalogue says what Domain says, wherever it has words")
    func englishMatchesDomain() {
        for kind in WeatherCondition.Kind.allCases {
            for intensity in [nil] + WeatherCondition.Intensity.allCases.map(Optional.some) {
                let condition = WeatherCondition(kind: kind, intensity: intensity)
                let key = "condition.\(kind.rawValue)" + (intensity.map { ".\($0.rawValue)" } ?? "")
                guard Catalogue.english.has(key) else { continue }
                #expect(Catalogue.english.description(of: condition) == condition.description, "\(key)")
            }
        }
    }

    @Test("the tables use only keys the catalogues have, in every language", arguments: Language.allCases)
    func noMissingKeys(language: Language) throws {
        let output = RecordingOutput()
        let presenter = DocumentWriter(output: output, styler: Styler(usesColour: false), words: Catalogue(language), clock: SystemClock())
        try presenter.write(DailyDocument(reports: [SampleForecast.london], extras: [PlaceExtras()]), as: .table)
        try presenter.write(HourlyDocument(reports: [SampleForecast.londonHours], extras: [PlaceExtras()]), as: .table)
        try presenter.write(CurrentDocument(reports: [SampleForecast.londonNow], extras: [PlaceExtras()]), as: .table)
        let places = PlaceSearchAnswer(places: [SampleForecast.londonPlace], freshness: nil)
        try presenter.write(SearchDocument(answer: places, query: try PlaceQuery("London"), source: DataSource(provider: "G", attribution: "G"), units: .metric), as: .table)
        let text = output.results.joined()
        for prefix in ["column.", "label.", "detail.", "chart.", "date.", "weekday.", "month.", "condition.", "{"] {
            #expect(!text.contains(prefix), "\(language): \(prefix)")
        }
    }

    @Test("Italian: labels, weekdays, months and conditions")
    func italian() throws {
        let output = RecordingOutput()
        let presenter = DocumentWriter(output: output, styler: Styler(usesColour: false), words: Catalogue(.it), clock: SystemClock())
        try presenter.write(DailyDocument(reports: [SampleForecast.london], extras: [PlaceExtras()]), as: .table)
        let text = output.results.joined()
        #expect(text.contains("Giorno") && text.contains("Condizioni") && text.contains("Vento"))
        #expect(text.contains("dom 22 nov") && text.contains("0,3 mm"))
        #expect(Catalogue(.it).description(of: WeatherCondition(kind: .rain, intensity: .light)) == "Pioggia debole")
        #expect(Catalogue(.de).shortDate(LocalDate(year: 2026, month: 3, day: 2)!) == "Mo 2. Mär")
    }

    @Test("numbers as each language writes them: a decimal comma, its thousands separator")
    func numbers() throws {
        #expect(Catalogue(.it).number(0.25, decimals: 1) == "0,3" && Catalogue.english.number(0.25, decimals: 1) == "0.3")
        #expect(8_961_989.groupedThousands(separator: Catalogue(.fr)("number.thousands_separator")) == "8\u{202F}961\u{202F}989")
        #expect(8_961_989.groupedThousands(separator: Catalogue(.de)("number.thousands_separator")) == "8.961.989")
        let output = RecordingOutput()
        try DocumentWriter(output: output, styler: Styler(usesColour: false), words: Catalogue(.de), clock: SystemClock()).write(DailyDocument(reports: [SampleForecast.london], extras: [PlaceExtras()]), as: .table)
        #expect(output.results.joined().contains(" mm") && !output.results.joined().contains(".3 mm"), "0,3 mm, not 0.3 mm")
    }

    @Test("parts of a phrase joined with the language's list punctuation")
    func lists() {
        #expect(Catalogue.english.list(["Rain from 14:35", "heaviest 2.4 mm/h", "easing by 15:40"]) == "Rain from 14:35, heaviest 2.4 mm/h, easing by 15:40")
        #expect(Catalogue(.ar).list(["أ", "ب", "ج"]) == "أ، ب، ج")
        #expect(Catalogue(.ja).list(["A", "B"]) == "A、B" && Catalogue(.zh).list(["A", "B"]) == "A，B")
        #expect(Catalogue.english.list(["one"]) == "one" && Catalogue.english.list([]) == "")
        #expect(Catalogue.english.list(["{b}", "{a}"]) == "{b}, {a}", "a part is not filled in again")
    }

    @Test("JSON stays English whatever the language: keys, condition and description")
    func jsonStaysEnglish() throws {
        let output = RecordingOutput()
        let presenter = DocumentWriter(output: output, styler: Styler(usesColour: false), words: Catalogue(.fr), clock: SystemClock())
        try presenter.write(DailyDocument(reports: [SampleForecast.london], extras: [PlaceExtras()]), as: .json)
        try expected.check(output.results.joined(), against: "london.json")
    }

    @Test("a locale names its language; C, POSIX, traditional Chinese and languages forecast does not speak name none", arguments: [
        ("it_IT.UTF-8", Language?.some(.it)), ("de", .de), ("fr_CA.utf8", .fr), ("es_MX", .es), ("en_GB.UTF-8", .en),
        ("pt_BR.UTF-8", .pt), ("pt_PT.UTF-8", .pt), ("zh_CN.UTF-8", .zh), ("zh_SG", .zh), ("zh_Hans_CN", .zh),
        ("zh_TW.UTF-8", nil), ("zh_HK.UTF-8", nil), ("zh_MO", nil), ("zh-Hant", nil),
        ("nb_NO.UTF-8", .nb), ("no_NO", .nb), ("nn_NO.UTF-8", .nb), ("ar_EG.UTF-8", .ar), ("fa_IR", .fa), ("he_IL.UTF-8", .he),
        ("hi_IN", .hi), ("ja_JP.UTF-8", .ja), ("ko_KR.UTF-8", .ko), ("uk_UA", .uk), ("sr_RS", nil),
        ("C.UTF-8", nil), ("POSIX", nil), ("", nil),
    ])
    func locale(locale: String, language: Language?) {
        #expect(Language(locale: locale) == language)
    }
}

/// Counts which catalogues a ``Catalogue`` reads.
final class ReadCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var read: [Language] = []

    /// The languages read, in order.
    var languages: [Language] { lock.withLock { read } }

    func count(_ language: Language) { lock.withLock { read.append(language) } }
}
