@testable import Application
import Testing

@Suite("Where a line of prose may break")
struct LineBreaksTests {
    /// The pieces' texts, with "|" before each that joins the one before without a space.
    private func shown(_ text: String) -> [String] {
        LineBreaks.pieces(text).map { ($0.separator.isEmpty ? "|" : "") + $0.text }
    }

    @Test("at spaces; a lone separator stays with the word before it")
    func spaces() {
        #expect(shown("Also: London, Ohio, US · London, KY — narrow it") == ["Also:", "London,", "Ohio,", "US ·", "London,", "KY —", "narrow", "it"])
        #expect(shown("  two  spaces ") == ["two", "spaces"])
    }

    @Test("Chinese and Japanese between ideographs, never before closing punctuation or after opening; Latin and numbers whole")
    func ideographs() {
        #expect(shown("另有同名地点：London, CA") == ["另", "|有", "|同", "|名", "|地", "|点：London,", "CA"])
        #expect(shown("粒子・ガスは µg/m³、花粉は個/m³") == ["粒", "|子・", "|ガ", "|ス", "|は", "µg/m³、", "|花", "|粉", "|は", "|個/m³"])
        #expect(shown("（ほか1件）") == ["（ほ", "|か1件）"])
        #expect(shown("次の満月：12月24日(木)") == ["次", "|の", "|満", "|月：12月24日(木)"])
    }

    @Test("Korean only at spaces, as it is written")
    func korean() {
        #expect(shown("같은 이름의 다른 곳") == ["같은", "이름의", "다른", "곳"])
    }

    @Test("never inside a phrase in double quotes: a place's name or a command to type stays whole")
    func quoted() {
        #expect(shown(#"narrow it with --country or "London, CA""#) == ["narrow", "it", "with", "--country", "or", #""London, CA""#])
        #expect(shown(#"forecast alerts "London, KY" for details"#) == ["forecast", "alerts", #""London, KY""#, "for", "details"])
        #expect(shown(#"絞り込み："London, CA""#) == [#"絞り込み："London, CA""#], "the quote and what it is glued to stay together")
    }
}
