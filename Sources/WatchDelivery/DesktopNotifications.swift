package import Application
import CDBus
import Dispatch
import Glibc

/// The freedesktop notification service on the user's session bus (`org.freedesktop.Notifications.Notify`), through
/// libdbus, opened at the first notice (a run with no news loads nothing and asks the bus nothing, so it wakes no
/// notification service that starts on demand). Each call runs on a queue of its own, never on Swift's cooperative
/// pool, and waits at most ``callTimeoutMilliseconds`` for the bus. A service that reads markup is sent the body
/// escaped.
package final class DesktopNotifications: DesktopNotifying {
    /// The longest a call waits for the bus: 5 s.
    static let callTimeoutMilliseconds: Int32 = 5000
    /// The application name the desktop shows and groups by.
    static let applicationName = "forecast"

    /// The bus's address.
    private let address: String
    /// The session and whether its service reads markup, once opened: only touched on `queue`, which runs one call at a
    /// time.
    private let connection: Connection
    private let queue = DispatchQueue(label: "forecast.desktop-notifications")

    /// The desktop on the session bus `environment` names: `DBUS_SESSION_BUS_ADDRESS`, else the bus a user's service
    /// manager keeps in `$XDG_RUNTIME_DIR/bus`, opened at the first notice. Nothing else is tried: libdbus's own search
    /// would start a bus of its own (X11 autolaunch) every time the timer runs, where no session runs one.
    /// - Throws: ``DeliveryError`` saying so when there is no session bus (a server, SSH).
    package init(environment: [String: String]) throws(DeliveryError) {
        guard let address = Self.sessionBusAddress(in: environment) else {
            throw DeliveryError(reason: "no desktop session bus (DBUS_SESSION_BUS_ADDRESS is not set, and XDG_RUNTIME_DIR holds no bus)")
        }
        self.address = address
        connection = Connection()
    }

    deinit {
        if let session = connection.session { cdbus_session_close(session) }
    }

    /// Shows `notice`, replacing the notice `replacing` names.
    package func show(_ notice: Notice, replacing: UInt32?) async throws(DeliveryError) -> UInt32 {
        // In milliseconds, -1 for the service's own choice.
        let expiry = notice.expiresInSeconds.map { Int32(clamping: min($0, Int(Int32.max / 1000)) * 1000) } ?? -1
        let result: Result<UInt32, DeliveryError> = await withCheckedContinuation { continuation in
            queue.async { [connection, address] in
                continuation.resume(returning: Result { () throws(DeliveryError) in
                    let (session, readsMarkup) = try connection.opened(at: address)
                    var id: UInt32 = 0
                    var failure = [CChar](repeating: 0, count: 512)
                    let body = readsMarkup ? MarkupEscaping.escaped(notice.body) : notice.body
                    let status = cdbus_notify(
                        session, Self.applicationName, replacing ?? 0, notice.icon, notice.summary, body, notice.urgency.level,
                        expiry, Self.callTimeoutMilliseconds, &id, &failure, failure.count
                    )
                    guard status == 0 else { throw DeliveryError(reason: Self.text(failure)) }
                    return id
                })
            }
        }
        return try result.get()
    }

    /// libdbus's session, opened on the queue that alone uses it, and whether the service reads markup.
    private final class Connection: @unchecked Sendable {
        /// The session, once open.
        var session: OpaquePointer?
        /// Whether the service says it reads markup in bodies.
        var readsMarkup = false

        /// The session, opened at `address` the first time.
        /// - Throws: ``DeliveryError`` when the bus cannot be reached, or libdbus is missing.
        func opened(at address: String) throws(DeliveryError) -> (OpaquePointer, Bool) {
            if let session { return (session, readsMarkup) }
            var failure = [CChar](repeating: 0, count: 512)
            guard let opened = cdbus_session_open(address, &failure, failure.count) else {
                throw DeliveryError(reason: "no desktop session bus (\(DesktopNotifications.text(failure)))")
            }
            session = opened
            readsMarkup = cdbus_session_has_capability(opened, "body-markup", DesktopNotifications.callTimeoutMilliseconds) != 0
            return (opened, readsMarkup)
        }
    }

    /// The session bus's address: `DBUS_SESSION_BUS_ADDRESS` when set, else `unix:path=$XDG_RUNTIME_DIR/bus` when that
    /// socket is there; `nil` otherwise.
    static func sessionBusAddress(in environment: [String: String]) -> String? {
        if let address = environment["DBUS_SESSION_BUS_ADDRESS"], !address.isEmpty { return address }
        guard let runtime = environment["XDG_RUNTIME_DIR"], runtime.hasPrefix("/") else { return nil }
        var status = stat()
        let path = runtime + "/bus"
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFSOCK else { return nil }
        return "unix:path=" + Self.escapedAddressValue(path)
    }

    /// A path as a D-Bus address value: bytes outside `[-0-9A-Za-z_/.\*]` written `%XX`.
    static func escapedAddressValue(_ path: String) -> String {
        var escaped = ""
        for byte in path.utf8 {
            let plain = (48...57).contains(byte) || (65...90).contains(byte) || (97...122).contains(byte) || "-_/.\\*".utf8.contains(byte)
            escaped += plain ? String(UnicodeScalar(byte)) : "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
        }
        return escaped
    }

    /// A C buffer's text, up to its NUL.
    fileprivate static func text(_ buffer: [CChar]) -> String {
        String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
