@testable import Application
import Testing

@Suite("Which commands a word is close to")
struct CommandClosenessTests {
    let closeness = CommandCloseness.forecastCommands

    @Test("a slip of the hand names the command meant", arguments: [
        ("dialy", "daily"), ("daliy", "daily"), ("houry", "hourly"), ("hourlly", "hourly"), ("curent", "current"), ("comapre", "compare"),
        ("alrets", "alerts"), ("moom", "moon"), ("histroy", "history"), ("chek", "check"), ("serach", "search"), ("provders", "providers"),
        ("sevrices", "services"), ("confg", "config"), ("DIALY", "daily"),
    ])
    func typos(typed: String, command: String) {
        #expect(closeness.names(closeTo: typed) == [command])
    }

    @Test("a beginning of 3 letters or more names the one command it begins", arguments: [
        ("hour", "hourly"), ("comp", "compare"), ("hist", "history"), ("prov", "providers"), ("serv", "services"), ("cur", "current"),
    ])
    func prefixes(typed: String, command: String) {
        #expect(closeness.names(closeTo: typed) == [command])
    }

    @Test("a beginning shared by several commands, or shorter than 3 letters, names none", arguments: ["c", "co", "se", "h"])
    func ambiguousPrefixes(typed: String) {
        #expect(closeness.names(closeTo: typed).isEmpty)
    }

    @Test("every name at the smallest distance is suggested, in the order given")
    func ties() {
        #expect(CommandCloseness(names: ["sun", "son", "moon"]).names(closeTo: "sen") == ["sun", "son"])
    }

    @Test("a word far from every command is close to none", arguments: ["Zzyzx", "London", "Paris", "Atlantis", "x"])
    func far(typed: String) {
        #expect(closeness.names(closeTo: typed).isEmpty)
    }

    /// Real places with short names, and the command each is close to (`nil`: none), as the rule decides it: the one
    /// edit allowed to a name of up to 4 letters keeps Bonn, Hull, Lund and Mons (2 from moon, help, sun) places only.
    static let places: [(String, String?)] = [
        ("Ayr", "air"), ("Aix", "air"), ("Aire", "air"), ("Alert", "alerts"), ("Dailly", "daily"), ("Sur", "sun"), ("Moos", "moon"),
        ("Bonn", nil), ("Hull", nil), ("Lund", nil), ("Mons", nil), ("Nice", nil), ("Bath", nil), ("Ely", nil), ("Rye", nil),
        ("Sion", nil), ("Moers", nil), ("Hurghada", nil),
    ]

    @Test("real short place names: a few are close to a command, most to none", arguments: places)
    func realPlaces(place: String, command: String?) {
        #expect(closeness.names(closeTo: place).first == command)
    }

    @Test("a word of up to 4 letters may be 1 edit from a name, a longer one 2")
    func thresholds() {
        #expect((1...4).map(CommandCloseness.maximumDistance(forLength:)) == [1, 1, 1, 1])
        #expect((5...12).map(CommandCloseness.maximumDistance(forLength:)).allSatisfy { $0 == 2 })
    }
}
