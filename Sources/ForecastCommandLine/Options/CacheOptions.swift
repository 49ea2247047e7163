import Application
import ArgumentParser

/// How the cache of answers is used for this run: `--no-cache`, `--refresh` or `--offline`.
struct CacheOptions: ParsableArguments {
    @Flag(name: .customLong("no-cache"), help: "Neither read nor write the cache of answers.")
    var noCache = false

    @Flag(help: "Ask the services again now, even for answers still fresh in the cache (they may say 'not modified').")
    var refresh = false

    @Flag(help: "Use no network: show cached answers, however old (exit 68 when there are none).")
    var offline = false

    func validate() throws {
        let chosen = [("--no-cache", noCache), ("--refresh", refresh), ("--offline", offline)].filter(\.1).map(\.0)
        guard chosen.count <= 1 else {
            throw ValidationError("\(chosen.joined(separator: " and ")) contradict each other; give one")
        }
    }

    /// How the cache is used; `nil`: not at all.
    var use: CacheRequest.Mode? {
        if noCache { return nil }
        if offline { return .offline }
        return refresh ? .refresh : .normal
    }
}
