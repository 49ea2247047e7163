/// How pressing what an extra says is, as a status bar shows it: the class a bar's style sheet picks colours by, the
/// colour i3blocks draws the text in, and whether the bar is urgent (i3blocks' exit 33). The most pressing of what
/// the extras say is shown: ordered by `rank`.
struct StatusBarUrgency: Sendable, Hashable, Comparable {
    /// Where it stands among urgencies: the higher, the more pressing.
    let rank: Int
    /// Its class, always English: `alert-severe`.
    let className: String
    /// The text's colour in i3blocks, or `nil` to leave the bar's own (or an old answer's, a failure's).
    let colour: String?
    /// Whether the bar is urgent.
    let isUrgent: Bool

    /// Orders urgencies by rank.
    static func < (lhs: StatusBarUrgency, rhs: StatusBarUrgency) -> Bool { lhs.rank < rhs.rank }
}
