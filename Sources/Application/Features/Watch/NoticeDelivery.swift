/// The desktop's notification service.
package protocol DesktopNotifying: Sendable {
    /// Shows `notice`, in place of the notice `replacing` names when it does.
    /// - Returns: The desktop's id of the notice shown, for a later one to replace.
    /// - Throws: ``DeliveryError`` when the service cannot be reached or refuses it.
    func show(_ notice: Notice, replacing: UInt32?) async throws(DeliveryError) -> UInt32
}

/// Runs a watch's command for a notice.
package protocol NoticeCommandRunning: Sendable {
    /// Runs `command` (a program and its arguments, never through a shell) with `notice` in its environment, and waits
    /// for it, within a bound.
    /// - Throws: ``DeliveryError`` when it cannot be started, fails, or takes too long.
    func run(_ command: [String], for notice: Notice) async throws(DeliveryError)
}

/// A notice could not be delivered, in one line.
package struct DeliveryError: Error, Sendable, Hashable {
    /// What went wrong.
    package let reason: String

    /// An error saying `reason`.
    package init(reason: String) {
        self.reason = reason
    }
}
