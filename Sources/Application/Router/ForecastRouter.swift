import Domain

/// Decides what follows a result or an error: the note under a header when a place name was ambiguous, the hint
/// after an error, and how the run ends (the one mapping from errors and answers to exit statuses).
struct ForecastRouter: Sendable {
    /// The language of the notes under a report's header (hints after errors stay English, as every message does).
    var words: Catalogue = .english
    /// The place typed where a command's name goes (`forecast dialy`, `forecast Ayr`), when there is one. It is
    /// compared with the commands' names only once the place search has answered: when it is close to one, no place
    /// found is a usage error that suggests the command (not "no place found"), and a place found carries a note
    /// naming it.
    var placeTypedFirst: String? = nil
    /// How the run used the cache (`nil`: not at all, `--no-cache`), for the hint after a service cannot be reached.
    var cacheUse: CacheRequest.Mode? = .normal

    /// The command ``placeTypedFirst`` is close to, when it is; worked out each time it is asked, after the search.
    var lookalike: CommandLookalike? { placeTypedFirst.flatMap { CommandLookalike($0) } }

    /// How the run ends after `error`.
    func exitStatus(after error: any Error) -> ExitStatus {
        if error is OutputFailure { return .ioError }
        if error is ConfigurationError { return .configuration }
        if error is InputFileError { return .placeNotFound }
        guard let error = (error as? ForecastError)?.underlyingFailure else { return .software }
        switch error {
        case .invalidInput, .outOfRange: return .usage
        case .placeNotFound(_, elsewhere: 0) where lookalike != nil: return .usage
        case .placeNotFound: return .placeNotFound
        case .serviceUnreachable: return .unreachable
        case .serviceError, .outsideCoverage: return .serviceError
        case .rateLimited, .timedOut, .unavailable: return .tryLater
        case .keyRejected: return .keyRejected
        case .badResponse: return .badResponse
        case .misconfigured: return .configuration
        case .placeSearchFailed: return .software  // Unwrapped above: never reached.
        }
    }

    /// How a check ends: yes is success, no is 1.
    func exitStatus(answering yes: Bool) -> ExitStatus {
        yes ? .success : .no
    }

    /// What a person can do next after `error`, when there is something to suggest.
    func hint(after error: any Error) -> String? {
        guard let error = (error as? ForecastError)?.underlyingFailure else { return nil }
        switch error {
        case .placeNotFound(_, elsewhere: 0) where lookalike != nil:
            return lookalike?.question()
        case .placeNotFound(let query, let elsewhere) where elsewhere > 0:
            return "list them with: forecast search \(Self.shellQuoted(query.name))"
        case .placeNotFound:
            return "check the spelling, or add a country: \"Paris, FR\""
        case .timedOut:
            return "try again later, or allow longer with --timeout"
        case .serviceUnreachable:
            return unreachableHint
        case .invalidInput, .outOfRange:
            return UsageWording.hint
        default:
            return nil
        }
    }

    /// What to do when no service can be reached, by how the cache was used: a run that reads it falls back on it, so
    /// this one had nothing cached to show; `--offline` says so in its own error; `--no-cache` never looked.
    private var unreachableHint: String? {
        let tryOffline = "to try forecast without a network, see 'Trying it offline' in the README"
        switch cacheUse {
        case .normal?, .refresh?: return "nothing is cached to show instead (--offline shows what is); " + tryOffline
        case .offline?: return tryOffline
        case nil: return "without --no-cache, what is cached would be shown; " + tryOffline
        }
    }

    /// The note under a report's header when its place name also names other places, or `nil` when it is unique.
    func ambiguityNote(for location: ResolvedPlace) -> String? {
        guard let first = location.alternatives.first else { return nil }
        let others = location.alternatives.map(PlaceText.short)
        let example = [location.place.name, first.countryCode].compactMap { $0 }.joined(separator: ", ")
        return words("note.also", ["places": others.joined(separator: " · "), "example": example])
    }

    /// Under a history's header: which days the reanalysis gave and which the model's recent past, when both did.
    func sourcesNote(for report: HistoryReport) -> String? {
        guard let archived = report.archived, let recent = report.recent else { return nil }
        return words("note.history_sources", ["last": words.shortDate(archived.upperBound), "first": words.shortDate(recent.lowerBound)])
    }

    /// `text` as one shell word: as it is when it is plain, else in single quotes.
    private static func shellQuoted(_ text: String) -> String {
        let plain = text.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || ("0"..."9").contains($0) || "-_.".unicodeScalars.contains($0) }
        return plain ? text : "'" + text.replacing("'", with: "'\\''") + "'"
    }
}
