import Dispatch
import Foundation
import Synchronization

/// The requests read and not yet answered, so that the messages end only once the input has ended and every one of
/// them has its answer (or the drain has run out).
final class PendingRequests: Sendable {
    private let continuation: AsyncThrowingStream<Data, any Error>.Continuation
    private let state = Mutex<(ids: Set<String>, inputEnded: Bool)>(([], false))

    /// Requests whose messages go to `continuation`.
    init(continuation: AsyncThrowingStream<Data, any Error>.Continuation) {
        self.continuation = continuation
    }

    /// Hands `message` on, noting the requests in it.
    func received(_ message: Data) {
        let ids = Self.ids(in: message, requests: true)
        state.withLock { $0.ids.formUnion(ids) }
        continuation.yield(message)
    }

    /// Notes the answers in `message`, sent; ends the messages when the input has ended and nothing is left.
    func answered(_ message: Data) {
        let ids = Self.ids(in: message, requests: false)
        let done = state.withLock { state in
            state.ids.subtract(ids)
            return state.inputEnded && state.ids.isEmpty
        }
        if done { finish() }
    }

    /// The input has ended: the messages end now if nothing is left to answer, else when the last answer is sent, or
    /// after `drainSeconds` at most.
    func inputEnded(drainSeconds: Int) {
        let done = state.withLock { state in
            state.inputEnded = true
            return state.ids.isEmpty
        }
        guard !done else { return finish() }
        DispatchQueue.global().asyncAfter(deadline: .now() + .seconds(drainSeconds)) { [self] in finish() }
    }

    /// Ends the messages.
    func finish() {
        continuation.finish()
    }

    /// The ids of the requests (with `requests`, messages with a method and an id) or of the answers (messages with an
    /// id and no method) in `message`, a message or a batch; each as its JSON text, so that 1 and "1" differ.
    private static func ids(in message: Data, requests: Bool) -> Set<String> {
        guard let parsed = try? JSONSerialization.jsonObject(with: message, options: [.fragmentsAllowed]) else { return [] }
        let objects = (parsed as? [Any] ?? [parsed]).compactMap { $0 as? [String: Any] }
        return Set(objects.compactMap { object -> String? in
            guard let id = object["id"], !(id is NSNull), (object["method"] != nil) == requests else { return nil }
            return (id as? String).map { "\"\($0)\"" } ?? "\(id)"
        })
    }
}
