/// Which of several texts, each tagged with its language (BCP 47 / RFC 3066: "de", "de-LS", "zh-mo", "en-US"), to
/// show to someone who asked for a language: a CAP alert's `<info>` blocks, one a language.
///
/// Tags are compared without regard to case, and `_` is read as `-`. A CAP block without a `<language>` is in
/// `en-US`, the standard's default: the caller passes "en-US" for it.
public struct LanguageMatch: Sendable, Hashable {
    /// The position of the chosen tag among those offered.
    public let index: Int
    /// Whether the chosen text is in the language asked for (its exact tag, or the same language in another region
    /// or script); `false` when English or the first text stands in, which a reader should be told.
    public let isRequestedLanguage: Bool

    /// Makes a match.
    public init(index: Int, isRequestedLanguage: Bool) {
        self.index = index
        self.isRequestedLanguage = isRequestedLanguage
    }

    /// The best of `tags` for someone asking for `requested`; `nil` only when there are no tags.
    ///
    /// In order: the exact tag (`de` picks `de` before the easy-read `de-LS`; `zh-MO` picks `zh-mo`); else the same
    /// language in any region or script, the tag with the fewest subtags first, then the first offered (`de` picks
    /// `de-DE`, `pt` picks `pt-PT`), Norwegian's `nb`, `nn` and `no` standing for each other after the language's own
    /// tags; else English (`en` itself first); else the first tag.
    public static func best(among tags: [String], for requested: String) -> LanguageMatch? {
        guard !tags.isEmpty else { return nil }
        let asked = LanguageTag(requested)
        let offered = tags.map(LanguageTag.init)
        if let exact = offered.firstIndex(of: asked) {
            return LanguageMatch(index: exact, isRequestedLanguage: true)
        }
        if let sameLanguage = closest(in: offered, to: asked) {
            return LanguageMatch(index: sameLanguage, isRequestedLanguage: true)
        }
        return LanguageMatch(index: closest(in: offered, to: LanguageTag("en")) ?? 0, isRequestedLanguage: false)
    }

    /// The position of the offered tag of `asked`'s language that comes closest to it: its own primary subtag before
    /// a Norwegian stand-in, then the fewest subtags, then the first offered; `nil` when none is of its language.
    private static func closest(in offered: [LanguageTag], to asked: LanguageTag) -> Int? {
        func rank(_ index: Int) -> (Int, Int, Int) {
            (offered[index].primary == asked.primary ? 0 : 1, offered[index].extraSubtags, index)
        }
        return offered.indices.filter { offered[$0].isSameLanguage(as: asked) }.min { rank($0) < rank($1) }
    }
}

/// A language tag read for comparing: lower case, subtags split at `-` or `_`.
private struct LanguageTag: Equatable {
    /// The subtags, lower case: ["zh", "mo"].
    let subtags: [Substring]

    /// Reads `tag`.
    init(_ tag: String) {
        subtags = tag.lowercased().split(omittingEmptySubsequences: false) { $0 == "-" || $0 == "_" }
    }

    /// The language itself, the first subtag: "zh".
    var primary: Substring { subtags[0] }

    /// How many subtags follow the language: 0 for "de", 1 for "de-LS", 2 for "zh-Hant-MO".
    var extraSubtags: Int { subtags.count - 1 }

    /// Whether both tags name the same language, Norwegian's Bokmål (`nb`), Nynorsk (`nn`) and the macrolanguage
    /// (`no`) counting as one.
    func isSameLanguage(as other: LanguageTag) -> Bool {
        Self.family(of: primary) == Self.family(of: other.primary)
    }

    /// The primary subtag, every Norwegian one read as `no`.
    private static func family(of primary: Substring) -> Substring {
        ["nb", "nn", "no"].contains(primary) ? "no" : primary
    }
}
