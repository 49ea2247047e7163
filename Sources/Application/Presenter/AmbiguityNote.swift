import Domain

/// The note under a report's header when its place name also names other places: "Also: London, Ontario, CA · … —
/// narrow it with --country or "London, CA"".
enum AmbiguityNote {
    /// The note for `location` in `words`' language, or `nil` when its name is unique.
    static func text(for location: ResolvedPlace, words: Catalogue) -> String? {
        guard let first = location.alternatives.first else { return nil }
        let others = location.alternatives.map(PlaceText.short)
        let example = [location.place.name, first.countryCode].compactMap { $0 }.joined(separator: ", ")
        return words("note.also", ["places": others.joined(separator: " · "), "example": example])
    }
}
