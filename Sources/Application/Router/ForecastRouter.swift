import Domain

/// Decides what follows a result or an error: the hint after an error, and how the run ends. The one mapping from a
/// run's outcome (an answer, a document shown, an error) to its exit status; it writes no text of a document.
package struct ForecastRouter: Sendable {
    /// The word typed where a command's name goes (`forecast dialy`, `forecast Ayr`), when there is one, and the
    /// commands of the front door it may be close to. It is compared with them only once the place search has
    /// answered: when it is close to one, no place found is a usage error that suggests the command (not "no place
    /// found"), and a place found carries a note naming it.
    let typedFirst: TypedFirstWord?
    /// How the run used the cache (`nil`: not at all, `--no-cache`), for the hint after a service cannot be reached.
    let cacheUse: CacheRequest.Mode?
    /// Whether the run's failures are told to someone on this machine: followed by what to do next, in the command
    /// line's words (flags, commands to type), and with the transport's own words on a service that could not be
    /// reached (its host and port). A server's clients are told only what failed.
    let toldLocally: Bool

    /// A router for a run that used the cache as `cacheUse` says, with the word typed first, when one was; its failures
    /// told as to someone on this machine unless `toldLocally` is false.
    package init(typedFirst: TypedFirstWord? = nil, cacheUse: CacheRequest.Mode? = .normal, toldLocally: Bool = true) {
        self.typedFirst = typedFirst
        self.cacheUse = cacheUse
        self.toldLocally = toldLocally
    }

    /// `error` as it is told: itself; or, to a client elsewhere, without the transport's words on a service that could
    /// not be reached, which name the service's host and port.
    func told(_ error: any Error) -> any Error {
        guard !toldLocally, let failure = error as? ForecastError else { return error }
        switch failure {
        case .serviceUnreachable: return ForecastError.serviceUnreachable(reason: "no connection could be made")
        case .placeSearchFailed(let inner): return (told(inner) as? ForecastError).map(ForecastError.placeSearchFailed) ?? failure
        default: return failure
        }
    }

    /// The command the word typed first is close to, when it is; worked out each time it is asked, after the search.
    var lookalike: CommandLookalike? { typedFirst.flatMap { CommandLookalike($0.word, closeness: $0.commands()) } }

    /// How the run ends with `outcome`.
    package func exitStatus(for outcome: RunOutcome) -> ExitStatus {
        switch outcome {
        case .shown(let urgent): urgent ? .urgent : .success
        case .answered(let yes): yes ? .success : .no
        case .failed(let error): exitStatus(after: error)
        }
    }

    /// How the run ends after `error`.
    package func exitStatus(after error: any Error) -> ExitStatus {
        if error is OutputFailure { return .ioError }
        if error is WatchStateError { return .stateUnwritable }
        if error is ConfigurationError { return .configuration }
        if error is InputFileError { return .placeNotFound }
        if error is UsageError { return .usage }
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

    /// What a person can do next after `error`, when there is something to suggest.
    func hint(after error: any Error) -> String? {
        guard toldLocally, let error = (error as? ForecastError)?.underlyingFailure else { return nil }
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

    /// `text` as one shell word: as it is when it is plain, else in single quotes.
    private static func shellQuoted(_ text: String) -> String {
        let plain = text.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || ("0"..."9").contains($0) || "-_.".unicodeScalars.contains($0) }
        return plain ? text : "'" + text.replacing("'", with: "'\\''") + "'"
    }
}
