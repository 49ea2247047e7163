@testable import Application
@testable import ForecastSettings
import Testing

@Suite("The language setting")
struct LanguageSettingTests {
    @Test("the language: --lang, else lang in the file, else LC_ALL, LC_MESSAGES, LANG, else English")
    func precedence() throws {
        let file = try ConfigFile(parsing: "lang = \"de\"\n", path: "/c.toml")
        #expect(Settings(environment: ["LANG": "it_IT.UTF-8"], file: file).language(flag: .es).value == .es)
        #expect(Settings(environment: ["LANG": "it_IT.UTF-8"], file: file).language(flag: nil).origin == .file)
        let locale = Settings(environment: ["LANG": "it_IT.UTF-8", "LC_ALL": "fr_FR.UTF-8"], file: nil).language(flag: nil)
        #expect(locale.value == .fr && locale.origin == .environment("LC_ALL"))
        #expect(Settings(environment: ["LANG": "C.UTF-8"], file: nil).language(flag: nil).origin == .default)
        #expect(throws: ConfigurationError.self) { try ConfigFile(parsing: "lang = \"klingon\"\n", path: "/c.toml") }
    }
}
