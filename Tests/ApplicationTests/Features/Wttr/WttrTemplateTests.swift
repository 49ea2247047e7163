@testable import Application
import Testing

@Suite("WttrTemplate: wttr.in's one-line formats read as wttr.in reads them")
struct WttrTemplateTests {
    /// The template with each code written as its letter in brackets.
    func shown(_ template: WttrTemplate?) -> String? {
        template?.render { "[\($0.rawValue)]" }
    }

    @Test("the presets are wttr.in's, each ending in a line break", arguments: [
        ("1", "[c] [t]\n"),
        ("2", "[c] \u{1F321}\u{FE0F}[t] \u{1F32C}\u{FE0F}[w]\n"),
        ("3", "[l]: [c] [t]\n"),
        ("4", "[l]: [c] \u{1F321}\u{FE0F}[t] \u{1F32C}\u{FE0F}[w]\n"),
    ])
    func presets(number: String, expected: String) {
        #expect(shown(.preset(number)) == expected)
    }

    @Test("no other number is a preset", arguments: ["0", "5", "69", "", "3 "])
    func noPreset(number: String) {
        #expect(WttrTemplate.preset(number) == nil)
    }

    @Test("a custom format: + is a space, no line break is added, every code is read", arguments: [
        ("%l:+%c+%t", "[l]: [c] [t]"),
        ("%c%C%x%h%t%f%w%l%m%M%p%P%u%D%S%z%s%d%T%Z", "[c][C][x][h][t][f][w][l][m][M][p][P][u][D][S][z][s][d][T][Z]"),
        ("Temp:%t", "Temp:[t]"),
    ])
    func custom(format: String, expected: String) {
        #expect(shown(WttrTemplate(custom: format)) == expected)
    }

    @Test("a % that starts no code is kept as typed, the letter after it too", arguments: [
        ("%Q", "%Q"),
        ("%t%", "[t]%"),
        ("%", "%"),
        ("100%+%h", "100% [h]"),
        ("%%t", "%[t]"),
        ("%o %i", "%o %i"),
    ])
    func unknown(format: String, expected: String) {
        #expect(shown(WttrTemplate(custom: format)) == expected)
    }

    @Test("\\n typed as two characters is a line break; a real one stays one", arguments: [
        (#"%t\n"#, "[t]\n"),
        (#"%l\n%t"#, "[l]\n[t]"),
        ("%t\n", "[t]\n"),
        (#"\x"#, #"\x"#),
    ])
    func lineBreaks(format: String, expected: String) {
        #expect(shown(WttrTemplate(custom: format)) == expected)
    }

    @Test("what a format needs beside the conditions: the air for %u, the Sun for its times and %T, the Moon for %m and %M")
    func needs() {
        let plain = WttrTemplate(custom: "%c%C%x%h%t%f%w%l%p%P%Z")
        #expect(!plain.needsAirQuality && !plain.needs(.sun) && !plain.needs(.moon))
        #expect(WttrTemplate(custom: "UV %u").needsAirQuality)
        for code in ["D", "S", "z", "s", "d", "T"] { #expect(WttrTemplate(custom: "%" + code).needs(.sun) && !WttrTemplate(custom: "%" + code).needs(.moon)) }
        for code in ["m", "M"] { #expect(WttrTemplate(custom: "%" + code).needs(.moon) && !WttrTemplate(custom: "%" + code).needs(.sun)) }
        #expect(!(WttrTemplate.preset("4")?.needsAirQuality ?? true))
    }
}
