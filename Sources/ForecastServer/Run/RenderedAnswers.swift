import Domain
import ServingCore
import Synchronization

/// The answers already made, kept in memory for as long as the services' answers they were made from stay fresh (a
/// minute at most, so that what is relative to now, the current hour, moves on): a cached place is then answered
/// without drawing its table again. Bounded: past ``capacity`` answers, the memory starts again.
final class RenderedAnswers: Sendable {
    /// What makes two requests' answers the same.
    struct Key: Hashable, Sendable {
        let view: String
        let location: ForecastLocation
        let representation: Representation
        let language: String
        let units: Units
        let days: Int?
        let colour: Bool
    }

    /// An answer kept, with the freshness of what it was made from, to make its headers anew each time.
    struct Kept: Sendable {
        let status: Int
        let contentType: String
        let body: String
        let freshness: [AnswerFreshness]
        let until: Instant
    }

    /// The most answers kept.
    static let capacity = 4096
    /// The longest an answer is kept.
    static let longestSeconds = 60

    private let kept = Mutex<[Key: Kept]>([:])

    /// The answer kept for `key`, while it is fresh at `now`.
    func answer(for key: Key, at now: Instant) -> Kept? {
        kept.withLock { kept in
            guard let answer = kept[key] else { return nil }
            guard now.secondsSince1970 < answer.until.secondsSince1970 else {
                kept[key] = nil
                return nil
            }
            return answer
        }
    }

    /// Keeps a successful answer made from answers as fresh as `freshness` says, at `now`: for as long as they stay
    /// fresh, a minute at most; not at all when one is stale or not kept.
    func keep(_ key: Key, status: Int, contentType: String, body: String, freshness: [AnswerFreshness], at now: Instant) {
        let left = min(CachingHeaders.freshnessLeft(freshness, now: now), Self.longestSeconds)
        guard status == 200, left > 0 else { return }
        let answer = Kept(status: status, contentType: contentType, body: body, freshness: freshness, until: Instant(secondsSince1970: now.secondsSince1970 + Double(left)))
        kept.withLock { kept in
            if kept.count >= Self.capacity { kept.removeAll() }
            kept[key] = answer
        }
    }
}
