import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// A minimal HTTP/1.1 server on 127.0.0.1: one thread accepts, one thread per connection answers its requests with
/// whatever the handler says. A well-formed answer keeps the connection open for the next request (as real services
/// do, so that clients can reuse it); a misbehaving one closes it. With a `latency`, each answer waits one round trip,
/// and a connection's first answer three (TCP and TLS set-up, then the request), as a real network would make it.
/// Good for tests and benchmarks; never for real traffic.
final class StubHTTPServer: Sendable {
    private struct State {
        var listener: Int32 = -1
        var isRunning = false
    }

    private let handler: @Sendable (StubRequest) -> StubReply
    private let state = Mutex(State())
    /// The simulated round trip.
    private let latency: Duration

    /// The longest a request head may be.
    private static let maximumHeadBytes = 64 * 1024
    /// The longest a stalled reply holds its connection.
    private static let maximumStall: Double = 120

    init(latency: Duration = .zero, handler: @escaping @Sendable (StubRequest) -> StubReply) {
        self.latency = latency
        self.handler = handler
    }

    /// Starts listening on 127.0.0.1; `port` 0 picks a free one.
    /// - Returns: The port it listens on.
    func start(port: UInt16) throws -> UInt16 {
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard listener >= 0 else { throw StubServerError.socket("socket", errno) }
        var yes: Int32 = 1
        setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(listener, 128) == 0 else {
            let code = errno
            close(listener)
            throw StubServerError.socket("bind to 127.0.0.1:\(port)", code)
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) }
        }
        state.withLock { $0 = State(listener: listener, isRunning: true) }
        Thread.detachNewThread { [self] in acceptConnections(on: listener) }
        return UInt16(bigEndian: address.sin_port)
    }

    /// Stops accepting; connections still being answered end on their own.
    func stop() {
        let listener = state.withLock { state in
            defer { state = State() }
            return state.isRunning ? state.listener : -1
        }
        guard listener >= 0 else { return }
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
    }

    private var isRunning: Bool { state.withLock { $0.isRunning } }

    private func acceptConnections(on listener: Int32) {
        while isRunning {
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else {
                if errno == EINTR { continue }
                return
            }
            Thread.detachNewThread { [self] in serve(connection) }
        }
    }

    private func serve(_ connection: Int32) {
        defer { close(connection) }
        var timeout = timeval(tv_sec: 5, tv_usec: 0)
        setsockopt(connection, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var pending: [UInt8] = []
        var roundTrips = 3
        while isRunning {
            guard let head = readHead(from: connection, pending: &pending) else { return }
            guard var request = StubRequest(head: head), request.declaredBodyBytes <= Self.maximumHeadBytes else {
                send(StubReply.answer(status: 400, contentType: "text/plain", body: Array("bad request".utf8), gzip: false),
                     to: connection, gzipAccepted: false)
                return
            }
            guard let body = readBody(of: request.declaredBodyBytes, from: connection, pending: &pending) else { return }
            request.body = String(decoding: body, as: UTF8.self)
            let reply = handler(request)
            if latency > .zero { Thread.sleep(forTimeInterval: Double(roundTrips) * latency.seconds) }
            roundTrips = 1
            let keepAlive = reply.keepsConnection && request.headers["connection"]?.lowercased() != "close"
            send(reply, to: connection, gzipAccepted: request.acceptsGzip, keepAlive: keepAlive)
            if !keepAlive { return }
        }
    }

    /// The `count` bytes of body after a request's head, reading on from what is `pending`; `nil` when the client closed
    /// the connection first.
    private func readBody(of count: Int, from connection: Int32, pending received: inout [UInt8]) -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while received.count < count {
            let read = recv(connection, &buffer, buffer.count, 0)
            guard read > 0 else { return nil }
            received += buffer.prefix(read)
        }
        defer { received.removeSubrange(..<count) }
        return Array(received[..<count])
    }

    /// The next request's head, reading on from what an earlier read left in `pending`; `nil` when the client closed
    /// the connection or sent something else than HTTP.
    private func readHead(from connection: Int32, pending received: inout [UInt8]) -> String? {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let terminator: [UInt8] = Array("\r\n\r\n".utf8)
        while received.count < Self.maximumHeadBytes {
            if let end = received.firstRange(of: terminator) {
                defer { received.removeSubrange(..<end.upperBound) }
                return String(decoding: received[..<end.lowerBound], as: UTF8.self)
            }
            let count = recv(connection, &buffer, buffer.count, 0)
            guard count > 0 else { return nil }
            received += buffer.prefix(count)
            // A request starts with a method's capital letter; anything else (a TLS handshake) is not HTTP.
            guard let first = received.first, (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first) else { return nil }
        }
        return nil
    }

    private func send(_ reply: StubReply, to connection: Int32, gzipAccepted: Bool, keepAlive: Bool = false, extraHeaders: [String] = []) {
        switch reply {
        case let .answer(status, contentType, body, gzip):
            let compressed = gzip && gzipAccepted ? Gzip.compress(body) : nil
            var headers = ["Content-Type: \(contentType)", "Content-Length: \((compressed ?? body).count)"] + extraHeaders
            if compressed != nil { headers.append("Content-Encoding: gzip") }
            write(head(status: status, headers: headers, keepAlive: keepAlive) + (compressed ?? body), to: connection)
        case let .withHeaders(headers, reply):
            send(reply, to: connection, gzipAccepted: gzipAccepted, keepAlive: keepAlive, extraHeaders: extraHeaders + headers)
        case let .delayed(seconds, reply):
            Thread.sleep(forTimeInterval: seconds)
            send(reply, to: connection, gzipAccepted: gzipAccepted, keepAlive: keepAlive)
        case let .redirect(location):
            write(head(status: 302, headers: ["Location: \(location)", "Content-Length: 0"], keepAlive: false), to: connection)
        case .stall:
            waitForClientToLeave(connection)
        case let .truncated(declaredLength, body):
            let headers = ["Content-Type: application/json", "Content-Length: \(declaredLength)"]
            write(head(status: 200, headers: headers, keepAlive: false) + body, to: connection)
        case let .raw(bytes):
            write(bytes, to: connection)
        case let .drip(head, body, interval):
            guard write(head, to: connection) else { return }
            for byte in body {
                Thread.sleep(forTimeInterval: interval)
                guard isRunning, write([byte], to: connection) else { return }
            }
        case let .reset(bytes):
            write(bytes, to: connection)
            Thread.sleep(forTimeInterval: 0.1)
            // Lingering for zero seconds makes close() send RST, as a crashed server or a middlebox would.
            var linger = Glibc.linger(l_onoff: 1, l_linger: 0)
            setsockopt(connection, SOL_SOCKET, SO_LINGER, &linger, socklen_t(MemoryLayout<Glibc.linger>.size))
        }
    }

    private func waitForClientToLeave(_ connection: Int32) {
        let deadline = Date().addingTimeInterval(Self.maximumStall)
        var buffer = [UInt8](repeating: 0, count: 256)
        while isRunning, Date() < deadline {
            var descriptor = pollfd(fd: connection, events: Int16(POLLIN), revents: 0)
            if poll(&descriptor, 1, 100) > 0, recv(connection, &buffer, buffer.count, 0) <= 0 { return }
        }
    }

    private func head(status: Int, headers: [String], keepAlive: Bool) -> [UInt8] {
        let lines = ["HTTP/1.1 \(status) \(Self.reasonPhrase(status))"] + headers + [keepAlive ? "Connection: keep-alive" : "Connection: close", "", ""]
        return Array(lines.joined(separator: "\r\n").utf8)
    }

    /// Sends all of `bytes`; `false` when the client has gone.
    @discardableResult
    private func write(_ bytes: [UInt8], to connection: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes { Glibc.send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard sent > 0 else { return false }
            offset += sent
        }
        return true
    }

    private static func reasonPhrase(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 301: "Moved Permanently"
        case 302: "Found"
        case 304: "Not Modified"
        case 400: "Bad Request"
        case 404: "Not Found"
        case 429: "Too Many Requests"
        case 500: "Internal Server Error"
        case 502: "Bad Gateway"
        case 503: "Service Unavailable"
        default: "Status"
        }
    }
}

/// Why the stub server could not start.
public enum StubServerError: Error, CustomStringConvertible {
    /// A socket call failed with an errno.
    case socket(String, Int32)
    /// A fixture is missing from the bundle.
    case missingFixture(String)

    /// A one-line account of the failure.
    public var description: String {
        switch self {
        case let .socket(call, code): "\(call) failed: \(String(cString: strerror(code)))"
        case let .missingFixture(name): "fixture \(name) is missing"
        }
    }
}

private extension Duration {
    /// The duration in seconds, with its fraction.
    var seconds: Double {
        let (whole, fraction) = components
        return Double(whole) + Double(fraction) / 1e18
    }
}
