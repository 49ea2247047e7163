import Domain

/// wttr.in's one-letter options, given as bare words and run together (`?m`, `?0T`, `?u&2`): metric (`m`), USCS
/// (`u`), wind in metres per second (`M`), no terminal sequences (`T`, which a plain answer has anyway), and how many
/// days (`0` the conditions now, `1` to `3` days). Other letters are wttr.in's and ignored.
struct WttrOptions: Sendable, Hashable {
    /// The unit system asked for; `nil`: the settings'.
    var unitSystem: UnitSystemAsked?
    /// Whether wind is given in metres per second.
    var windInMetresPerSecond = false
    /// How many days (`0`: the conditions now); `nil`: not asked.
    var days: Int?

    /// The systems `m` and `u` ask for.
    enum UnitSystemAsked: Sendable, Hashable { case metric, imperial }

    /// The options in `words`: each word made only of letters and digits is read letter by letter.
    init(words: [String]) {
        for word in words where word.count <= 16 && word.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) {
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
