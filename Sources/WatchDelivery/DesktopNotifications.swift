package import Application
import CDBus
import Dispatch
import Glibc

/// The freedesktop notification service on the user's session bus (`org.freedesktop.Notifications.Notify`), through
/// libdbus. Each call runs on a queue of its own, never on Swift's cooperative pool, and waits at most
/// ``callTimeoutMilliseconds`` for the bus. A service that reads markup is sent the body escaped.
package final class DesktopNotifications: DesktopNotifying {
    /// The longest a call waits for the bus: 5 s.
    static let callTimeoutMilliseconds: Int32 = 5000
    /// The application name the desktop shows and groups by.
    static let applicationName = "forecast"

    /// The open session: only touched on `queue`, which runs one call at a time.
    private let session: Session
    private let queue = DispatchQueue(label: "forecast.desktop-notifications")
    private let readsMarkup: Bool

    /// Opens the session bus `environment` names: `DBUS_SESSION_BUS_ADDRESS`, else the bus a user's service manager
    /// keeps in `$XDG_RUNTIME_DIR/bus`. Nothing else is tried: libdbus's own search would start a bus of its own (X11
    /// autolaunch) every time the timer runs, where no session runs one.
    /// - Throws: ``DeliveryError`` saying why when there is no session bus (a server, SSH), it cannot be reached, or
    ///   libdbus is missing.
    package init(environment: [String: String]) throws(DeliveryError) {
        guard let address = Self.sessionBusAddress(in: environment) else {
            throw DeliveryError(reason: "no desktop session bus (DBUS_SESSION_BUS_ADDRESS is not set, and XDG_RUNTIME_DIR holds no bus)")
        }
        var failure = [CChar](repeating: 0, count: 512)
        guard let session = cdbus_session_open(address, &failure, failure.count) else {
            throw DeliveryError(reason: "no desktop session bus (\(Self.text(failure)))")
        }
        self.session = Session(pointer: session)
        readsMarkup = cdbus_session_has_capability(session, "body-markup", Self.callTimeoutMilliseconds) != 0
    }

    deinit { cdbus_session_close(session.pointer) }

    /// Shows `notice`, replacing the notice `replacing` names.
    package func show(_ notice: Notice, replacing: UInt32?) async throws(DeliveryError) -> UInt32 {
        let body = readsMarkup ? Self.escapingMarkup(notice.body) : notice.body
        let expiry = notice.expiresInSeconds.map { Int32(clamping: $0 * 1000) } ?? -1
        let result: Result<UInt32, DeliveryError> = await withCheckedContinuation { continuation in
            queue.async { [session] in
                var id: UInt32 = 0
                var failure = [CChar](repeating: 0, count: 512)
                let status = cdbus_notify(
                    session.pointer, Self.applicationName, replacing ?? 0, notice.icon, notice.summary, body, notice.urgency.level, expiry,
                    Self.callTimeoutMilliseconds, &id, &failure, failure.count
                )
                continuation.resume(returning: status == 0 ? .success(id) : .failure(DeliveryError(reason: Self.text(failure))))
            }
        }
        return try result.get()
    }

    /// libdbus's session, handed to the queue that alone uses it.
    private struct Session: @unchecked Sendable {
        let pointer: OpaquePointer
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

    /// `&`, `<` and `>` as entities, for a service that reads the body as markup.
    static func escapingMarkup(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            default: escaped.append(character)
            }
        }
        return escaped
    }

    /// A C buffer's text, up to its NUL.
    private static func text(_ buffer: [CChar]) -> String {
        String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
