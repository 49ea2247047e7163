/// A CLDR plural category: which form of a counted word a number takes in a language ("1 day", "2 days"; Polish
/// "2 godziny", "5 godzin"; Arabic's six). A catalogue writes a plural key once for each category its language has
/// (`detail.days.one`, `detail.days.other`), and ``Catalogue/count(_:_:)`` picks the form.
package enum PluralCategory: String, CaseIterable, Sendable {
    case zero, one, two, few, many, other
}

extension Language {
    /// The plural categories the language has in CLDR, `other` always among them: English `one` and `other`,
    /// Arabic all six, Chinese, Japanese and Korean `other` alone. `other` is kept where whole numbers never take it
    /// (Polish, Russian, Ukrainian: it is the fractions' form), so a catalogue is complete by CLDR's count.
    package var pluralCategories: [PluralCategory] {
        switch self {
        case .en, .de, .nl, .sv, .nb, .tr, .fa, .hi: [.one, .other]
        case .fr, .es, .it, .pt: [.one, .many, .other]
        case .pl, .ru, .uk: [.one, .few, .many, .other]
        case .he: [.one, .two, .other]
        case .ar: [.zero, .one, .two, .few, .many, .other]
        case .zh, .ja, .ko: [.other]
        }
    }

    /// The category of a whole number `count` (of days, hours, places, alerts), by CLDR's rules for integers
    /// (operands `n` = `i`, `v` = 0); a negative count is counted by its size.
    package func pluralCategory(of count: Int) -> PluralCategory {
        let n = count.magnitude, lastDigit = n % 10, lastTwo = n % 100
        let millions = n != 0 && n % 1_000_000 == 0
        switch self {
        case .en, .de, .nl, .sv, .nb, .tr:
            return n == 1 ? .one : .other
        case .he:
            return n == 1 ? .one : n == 2 ? .two : .other
        case .fa, .hi:
            return n <= 1 ? .one : .other
        case .es, .it:
            return n == 1 ? .one : millions ? .many : .other
        case .fr, .pt:
            return n <= 1 ? .one : millions ? .many : .other
        case .pl:
            if n == 1 { return .one }
            return (2...4).contains(lastDigit) && !(12...14).contains(lastTwo) ? .few : .many
        case .ru, .uk:
            if lastDigit == 1 && lastTwo != 11 { return .one }
            return (2...4).contains(lastDigit) && !(12...14).contains(lastTwo) ? .few : .many
        case .ar:
            switch n {
            case 0: return .zero
            case 1: return .one
            case 2: return .two
            default: return (3...10).contains(lastTwo) ? .few : (11...99).contains(lastTwo) ? .many : .other
            }
        case .zh, .ja, .ko:
            return .other
        }
    }
}
