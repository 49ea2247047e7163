package import Application

/// Runs a watch's command for each notice: the program and its arguments exactly as listed (found on `PATH` when
/// the program has no slash), never through a shell, with the notice in `FORECAST_NOTICE_…` variables added to the
/// run's environment (a ``ChildProcess``), waited for at most ``limitSeconds``.
package struct CommandHook: NoticeCommandRunning {
    /// The longest a command may take: 30 s.
    static let limitSeconds = 30.0

    /// The run's environment, which the command inherits.
    let environment: [String: String]

    /// A hook that gives commands `environment` and the notice.
    package init(environment: [String: String]) {
        self.environment = environment
    }

    /// The variables a command is given for `notice`: every field of it, by name.
    static func variables(for notice: Notice) -> [String: String] {
        [
            "FORECAST_NOTICE_WATCH": notice.watch, "FORECAST_NOTICE_KIND": notice.kind.rawValue, "FORECAST_NOTICE_PLACE": notice.place,
            "FORECAST_NOTICE_SUMMARY": notice.summary, "FORECAST_NOTICE_BODY": notice.body, "FORECAST_NOTICE_ICON": notice.icon,
            "FORECAST_NOTICE_URGENCY": notice.urgency.rawValue, "FORECAST_NOTICE_THREAD": notice.thread ?? "",
            "FORECAST_NOTICE_TIME": notice.time ?? "", "FORECAST_NOTICE_EXPIRES": notice.expiresInSeconds.map(String.init) ?? "",
        ]
    }

    /// Runs `command` for `notice` and waits for it.
    package func run(_ command: [String], for notice: Notice) async throws(DeliveryError) {
        let variables = environment.filter { !$0.key.hasPrefix("FORECAST_NOTICE_") }.merging(Self.variables(for: notice)) { $1 }
        do {
            try await ChildProcess(arguments: command, environment: variables).run(limitSeconds: Self.limitSeconds)
        } catch {
            throw DeliveryError(reason: "its command \(error.reason)")
        }
    }
}
