@testable import Application
import Foundation
import Testing

@Suite("Plural forms by CLDR's rules")
struct PluralCategoryTests {
    @Test("hand-worked numbers in each kind of rule", arguments: [
        (Language.en, [0: PluralCategory.other, 1: .one, 2: .other, 21: .other]),
        (.fr, [0: .one, 1: .one, 2: .other, 1_000_000: .many, 2_000_000: .many, 1_000_001: .other]),
        (.pt, [0: .one, 1: .one, 2: .other, 1_000_000: .many]),
        (.es, [0: .other, 1: .one, 1_000_000: .many]),
        (.pl, [0: .many, 1: .one, 2: .few, 4: .few, 5: .many, 12: .many, 14: .many, 21: .many, 22: .few, 112: .many, 122: .few]),
        (.ru, [0: .many, 1: .one, 2: .few, 5: .many, 11: .many, 21: .one, 22: .few, 25: .many, 111: .many, 121: .one]),
        (.uk, [1: .one, 3: .few, 13: .many, 101: .one]),
        (.ar, [0: .zero, 1: .one, 2: .two, 3: .few, 10: .few, 11: .many, 99: .many, 100: .other, 102: .other, 103: .few, 111: .many]),
        (.he, [0: .other, 1: .one, 2: .two, 3: .other, 20: .other]),
        (.hi, [0: .one, 1: .one, 2: .other]),
        (.fa, [0: .one, 1: .one, 7: .other]),
        (.ja, [0: .other, 1: .other, 2: .other]),
    ])
    func handWorked(language: Language, expected: [Int: PluralCategory]) {
        for (count, category) in expected {
            #expect(language.pluralCategory(of: count) == category, "\(language) \(count)")
        }
    }

    @Test("every category a rule picks is one the language has, and every one it has but 'other' is picked by some count")
    func categoriesAgree() {
        for language in Language.allCases {
            let picked = Set((Array(0...200) + [1_000_000, 2_000_000]).map(language.pluralCategory(of:)))
            #expect(picked.isSubset(of: language.pluralCategories), "\(language)")
            #expect(Set(language.pluralCategories).subtracting(picked).subtracting([.other]).isEmpty, "\(language)")
        }
    }

    @Test("a count in words takes its language's form: 1 day, 2 days; Polish 2 godziny, 5 godzin; Russian 21 день")
    func countInWords() {
        #expect(Catalogue.english.count(1, "detail.days") == "1 day" && Catalogue.english.count(7, "detail.days") == "7 days")
        #expect(Catalogue(.de).count(1, "detail.days") == "1 Tag", "not '1 Tage'")
        #expect(Catalogue(.fr).count(0, "detail.days") == "0 jour")
        let polish = Catalogue(.pl)
        #expect(polish.count(2, "detail.hours") != polish.count(5, "detail.hours").replacing("5", with: "2"), "few and many differ")
        #expect(polish.count(22, "detail.hours") == polish.count(2, "detail.hours").replacing("2", with: "22"))
        let russian = Catalogue(.ru)
        #expect(russian.count(21, "detail.days").replacing("21", with: "1") == russian.count(1, "detail.days"))
        #expect(Catalogue.english.count(3, "detail.comparison", ["providers": "A, B"]) == "3 days from A, B")
        #expect(Catalogue.english.count(3, "detail.comparison", ["providers": "{count}"]) == "3 days from {count}", "a value is not filled in again")
    }
}
