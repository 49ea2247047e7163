@testable import Application
import ApplicationTesting
import Domain
import DomainTesting
import Testing

/// `forecast WORD` where WORD was typed where a command's name goes and is close to one: the daily forecast for the
/// place the spies find, with a note naming the command; a usage error suggesting it when no place is found.
@Suite("TypedFirstWord: a place typed where a command's name goes")
struct TypedFirstWordTests {
    let output = RecordingOutput()

    /// The provider's answer for a place called `name`: found (with London's days), or not found.
    func provider(finding name: String, found: Bool = true) throws -> SpyProvider {
        let place = Place(name: name, country: "Somewhere", countryCode: "GB", coordinate: try Coordinate(latitude: 55.46, longitude: -4.63), timeZoneIdentifier: "Europe/London")
        let resolved = ResolvedPlace(place: place, source: SampleForecast.location.source)
        var provider = SpyProvider()
        provider.resolve = ResolvePlaceUseCaseSpy(found ? .success(resolved) : .failure(ForecastError.placeNotFound(query: try PlaceQuery(name), elsewhere: 0)))
        provider.daily = GetDailyForecastUseCaseSpy(.success(DailyForecastReport(location: resolved, days: SampleForecast.london.days, units: .metric, source: SampleForecast.source)))
        return provider
    }

    /// Runs `forecast WORD` for the place `word`, shown as `format` in `language`, the router knowing it was typed first.
    func run(_ word: String, provider: SpyProvider, format: OutputFormat = .table, language: Language = .en) async throws -> ExitStatus {
        let runner = CommandRunner.writing(
            to: output, over: { provider }, format: format, presentation: Presentation(words: Catalogue(language)),
            router: ForecastRouter(typedFirst: TypedFirstWord(word: word, commands: { .forecastCommands }))
        )
        return await DailyInteraction.show([DailyForecastRequest(location: .place(try PlaceQuery(word)))], choice: ExtrasChoice(), on: runner)
    }

    @Test("a real place found: its forecast, with a note naming the command it is close to, or none when it is close to none",
          arguments: CommandClosenessTests.places)
    func found(place: String, command: String?) async throws {
        #expect(try await run(place, provider: provider(finding: place)) == .success)
        let table = output.results.joined()
        #expect(table.hasPrefix("\(place), Somewhere\n") && table.contains("Day"))
        let note = command.map { "showing the place \"\(place)\"; for the command, type 'forecast \($0)'" }
        #expect(table.contains("for the command") == (note != nil))
        if let note { #expect(table.split(separator: "\n").dropFirst(2).first.map(String.init) == note, "the note under the header") }
        #expect(output.errors.isEmpty)
    }

    @Test("the note follows --lang in a table")
    func language() async throws {
        #expect(try await run("Ayr", provider: provider(finding: "Ayr"), language: .de) == .success)
        #expect(output.results.joined().contains("gezeigt wird der Ort \"Ayr\"; für den Befehl 'forecast air' eingeben"))
    }

    @Test("JSON, CSV and lines stay as they are; the note goes to standard error, in English", arguments: [OutputFormat.json, .csv, .line])
    func otherFormats(format: OutputFormat) async throws {
        #expect(try await run("Ayr", provider: provider(finding: "Ayr"), format: format, language: .fr) == .success)
        #expect(!output.results.joined().contains("forecast air"))
        #expect(output.errors == ["forecast: note: showing the place \"Ayr\"; for the command, type 'forecast air'\n"])
    }

    @Test("no place found: exit 64, suggesting the command, instead of 'no place found' (66)", arguments: [
        ("dialy", "daily"), ("daliy", "daily"), ("houry", "hourly"), ("hourlly", "hourly"), ("curent", "current"), ("comapre", "compare"),
        ("alrets", "alerts"), ("moom", "moon"), ("histroy", "history"), ("chek", "check"), ("serach", "search"), ("hour", "hourly"),
    ])
    func notFound(typo: String, command: String) async throws {
        #expect(try await run(typo, provider: provider(finding: typo, found: false)) == .usage)
        #expect(output.errors == ["forecast: no place found matching \"\(typo)\"; did you mean 'forecast \(command)'?\n"])
        #expect(output.results.isEmpty)
    }

    @Test("a word close to no command and no place found: 'no place found' (66), as before")
    func farFromEveryCommand() async throws {
        #expect(try await run("Zzyzx", provider: provider(finding: "Zzyzx", found: false)) == .placeNotFound)
        #expect(output.errors == ["forecast: no place found matching \"Zzyzx\"; check the spelling, or add a country: \"Paris, FR\"\n"])
    }
}
