import Domain

/// wttr.in's one-letter options, given as bare words and run together (`?m`, `?0T`, `?u&2`): metric (`m`), USCS
/// (`u`), wind in metres per second (`M`), no terminal sequences (`T`, which a plain answer has anyway), and how many
/// days (`0` the conditions now, `1` to `3` days). wttr.in's other letters are ignored, and a word with any other
/// character is no option at all (`?utm=1`, a cache-buster `?1700000000`).
struct WttrOptions: Sendable, Hashable {
    /// The unit system asked for; `nil`: the settings'.
    var unitSystem: UnitSystemAsked?
    /// Whether wind is given in metres per second.
    var windInMetresPerSecond = false
    /// How many days (`0`: the conditions now); `nil`: not asked.
    var days: Int?

    /// The systems `m` and `u` ask for.
    enum UnitSystemAsked: Sendable, Hashable { case metric, imperial }

    /// Every letter of wttr.in's one-letter options.
    static let letters = Set("0123mMuTqQnAFdp")

    /// The options in `words`: each word made only of wttr.in's option letters is read letter by letter.
    init(words: [String]) {
        for word in words where word.count <= 16 && word.allSatisfy(Self.letters.contains) {
            for letter in word {
                switch letter {
                case "m": unitSystem = .metric
                case "u": unitSystem = .imperial
                case "M": windInMetresPerSecond = true
                case "0", "1", "2", "3": days = letter.wholeNumberValue
                default: continue
                }
            }
        }
    }
}
