import Dispatch
import Foundation
import Synchronization

/// The requests read and not yet answered. It checks each message before the SDK sees it: what is not JSON, a batch
/// (which the SDK would answer one request at a time, holding every other back, and which the protocol dropped in
/// 2025-06-18) or an id that is neither a string nor a whole number is answered here with an error of no id. It holds
/// the reading thread while ``maximumPending`` requests wait for their answers, so a client that sends faster than it
/// reads cannot grow the server without bound. The messages end once the input has ended and every request read has
/// its answer, or the drain has run out.
final class PendingRequests: Sendable {
    /// How many requests may wait for their answers before reading waits too.
    static let maximumPending = 64

    private let continuation: AsyncThrowingStream<Data, any Error>.Continuation
    private let writer: MessageWriter
    private let room = DispatchSemaphore(value: maximumPending)
    private let state = Mutex<(ids: Set<RequestID>, inputEnded: Bool)>(([], false))

    /// Requests whose messages go to `continuation`, the transport's own errors to `writer`.
    init(continuation: AsyncThrowingStream<Data, any Error>.Continuation, writer: MessageWriter) {
        self.continuation = continuation
        self.writer = writer
    }

    /// Checks `message` and hands it on, noting the request in it; waits (on the reading thread) while the most
    /// requests already wait for their answers.
    func received(_ message: Data) {
        let parsed: Any
        do {
            parsed = try JSONSerialization.jsonObject(with: message, options: [.fragmentsAllowed])
        } catch {
            return refuse(code: -32700, "the message is not JSON")
        }
        guard !(parsed is [Any]) else { return refuse(code: -32600, "batches are not taken: send one message a line") }
        guard let object = parsed as? [String: Any] else { return refuse(code: -32600, "a message must be a JSON object") }
        if object["method"] as? String == "notifications/cancelled" {
            let cancelled = ((object["params"] as? [String: Any])?["requestId"]).flatMap(RequestID.init)
            cancelled.map(answered)
        }
        guard object["method"] != nil, let raw = object["id"] else {
            continuation.yield(message)
            return
        }
        guard let id = RequestID(raw) else { return refuse(code: -32600, "a request's id must be a string or a whole number") }
        room.wait()
        let fresh = state.withLock { $0.ids.insert(id).inserted }
        if !fresh { room.signal() }
        continuation.yield(message)
    }

    /// Notes the answer in `message`, sent; ends the messages when the input has ended and nothing is left.
    func answered(_ message: Data) {
        guard let object = try? JSONSerialization.jsonObject(with: message) as? [String: Any], object["method"] == nil,
              let id = object["id"].flatMap(RequestID.init) else { return }
        answered(id)
    }

    /// The input has ended: the messages end now if nothing is left to answer, else when the last answer is sent, or
    /// after `drain` at most.
    func inputEnded(drain: Duration) {
        let done = state.withLock { state in
            state.inputEnded = true
            return state.ids.isEmpty
        }
        guard !done else { return finish() }
        DispatchQueue.global().asyncAfter(deadline: .now() + .nanoseconds(Int(drain / .nanoseconds(1)))) { [self] in finish() }
    }

    /// Ends the messages.
    func finish() {
        continuation.finish()
    }

    /// Notes that `id` needs no more waiting for: answered, or cancelled.
    private func answered(_ id: RequestID) {
        let (removed, done) = state.withLock { state in
            let removed = state.ids.remove(id) != nil
            return (removed, state.inputEnded && state.ids.isEmpty)
        }
        if removed { room.signal() }
        if done { finish() }
    }

    /// Answers a message the SDK is not given with a JSON-RPC error of `code`, of no id (its id cannot be trusted).
    private func refuse(code: Int, _ reason: String) {
        let answer = #"{"jsonrpc":"2.0","id":null,"error":{"code":\#(code),"message":"\#(reason)"}}"#
        let writer = writer
        Task { _ = await writer.write(Data(answer.utf8)) }
    }
}

/// A JSON-RPC request's id as the SDK reads it: a string or a whole number.
enum RequestID: Hashable, Sendable {
    case text(String)
    case number(Int)

    /// The id `value` (as JSONSerialization read it), or `nil` for one the SDK would not give back as it came.
    init?(_ value: Any) {
        if let text = value as? String {
            self = .text(text)
        } else if let number = value as? NSNumber, Self.wholeNumberTypes.contains(String(cString: number.objCType)) {
            self = .number(number.intValue)
        } else {
            return nil
        }
    }

    /// The encodings of a JSON number read as a whole one (`c` is a boolean, `d` a fraction or an exponent).
    private static let wholeNumberTypes: Set<String> = ["i", "s", "l", "q", "I", "S", "L", "Q"]
}
