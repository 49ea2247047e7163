/// Which commands a typed word is close to: the rule behind "did you mean 'forecast daily'?". Letter case does not
/// count. A word is close to a command's name when either
/// - it is at most ``maximumDistance(forLength:)`` edits from it (``EditDistance``): 1 for a word of up to 4
///   letters, 2 for a longer one. These are the slips a hand makes (`dialy`, `hourlly`, `moom`) without taking
///   short place names for commands: Bonn and moon, Lund and sun, Mons and moon, Hull and help are 2 apart;
///   Ayr, Aix and air are 1 apart, and are shown as places with a note; or
/// - it begins that name and no other, and has at least ``shortestPrefix`` letters (`hour`, `comp`, `hist`).
///
/// The closest names are the suggestions: every name at the smallest distance, in the order given; else the one
/// name the word begins.
package struct CommandCloseness: Sendable {
    /// The fewest letters a word must have to stand for the one command it begins: a shorter one ("c", "se") is
    /// too likely a place or an abbreviation of something else.
    static let shortestPrefix = 3

    /// The commands' names (and aliases), lowercase, in the order suggestions list them.
    let names: [String]

    /// The most edits a word of `length` letters may be from a command's name to be close to it.
    static func maximumDistance(forLength length: Int) -> Int {
        length <= 4 ? 1 : 2
    }

    /// The names `word` is close to, closest first; empty when it is close to none.
    func names(closeTo word: String) -> [String] {
        let typed = word.lowercased()
        let limit = Self.maximumDistance(forLength: typed.count)
        let distances = names.map { (name: $0, distance: EditDistance.between(typed, $0)) }.filter { $0.distance <= limit }
        if let closest = distances.map(\.distance).min() {
            return distances.filter { $0.distance == closest }.map(\.name)
        }
        let begun = names.filter { $0.hasPrefix(typed) }
        return typed.count >= Self.shortestPrefix && begun.count == 1 ? begun : []
    }

    /// The rule over a front door's command `names` (each name, then its aliases).
    package init(names: [String]) {
        self.names = names
    }
}
