import Glibc

/// `forecast watch --install` and `--uninstall`: the systemd user service and timer that run `forecast watch`
/// (the files the Debian package ships, `ExecStart` naming the forecast that installs them), written to the user's
/// unit folder and enabled with `systemctl --user`; where no user service manager runs (a container, a login without
/// a user session), written and not enabled, with the one line that enables them.
package struct UserUnits: Sendable {
    /// The units' names: the service, then the timer that runs it.
    package static let names = ["forecast-watch.service", "forecast-watch.timer"]
    /// The command that enables them by hand.
    package static let enableCommand = "systemctl --user daemon-reload && systemctl --user enable --now forecast-watch.timer"

    /// The user's unit folder.
    let directory: String
    /// The forecast the service runs.
    let executable: String
    /// The run's environment, for `systemctl` (it finds the user manager by `XDG_RUNTIME_DIR`).
    let environment: [String: String]

    /// The units in `directory` running `executable`, managed with `environment`.
    package init(directory: String, executable: String, environment: [String: String]) {
        self.directory = directory
        self.executable = executable
        self.environment = environment
    }

    /// What installing or removing did.
    package enum Outcome: Sendable, Hashable {
        /// Written and enabled (or disabled and removed) with the user's service manager.
        case managed
        /// Written (or removed); no user service manager runs to enable (or disable) them.
        case noManager
    }

    /// The units' texts, as shipped, the service's `ExecStart` naming ``executable``.
    package var texts: [(name: String, text: String)] {
        let service = String(decoding: PackageResources.forecast_watch_service, as: UTF8.self)
            .replacing("ExecStart=/usr/bin/forecast watch", with: "ExecStart=\(Self.quoted(executable)) watch")
        return [(Self.names[0], service), (Self.names[1], String(decoding: PackageResources.forecast_watch_timer, as: UTF8.self))]
    }

    /// Writes the units and, where a user service manager runs, enables and starts the timer.
    /// - Throws: ``ChildProcessError`` when a file cannot be written or `systemctl` fails.
    package func install() async throws(ChildProcessError) -> Outcome {
        for (name, text) in texts {
            if let failure = AtomicFile.write(Array(text.utf8), to: "\(directory)/\(name)", mode: 0o644) {
                throw ChildProcessError(reason: "\(directory)/\(name) could not be written: \(failure)")
            }
        }
        guard managerRuns else { return .noManager }
        try await systemctl("daemon-reload")
        try await systemctl("enable", "--now", Self.names[1])
        return .managed
    }

    /// Stops and disables the timer where a user service manager runs, and removes the units.
    /// - Throws: ``ChildProcessError`` when a file cannot be removed or `systemctl` fails.
    package func uninstall() async throws(ChildProcessError) -> Outcome {
        let runs = managerRuns
        if runs { try? await systemctl("disable", "--now", Self.names[1]) }
        for name in Self.names where unlink("\(directory)/\(name)") != 0 && errno != ENOENT {
            throw ChildProcessError(reason: "\(directory)/\(name) could not be removed: \(AtomicFile.reason(errno))")
        }
        guard runs else { return .noManager }
        try await systemctl("daemon-reload")
        return .managed
    }

    /// The path the service should run forecast by: the one on `PATH` that is the running executable (a symbolic link
    /// such as Homebrew's `bin/forecast` outlives an upgrade; the folder it points into does not), else the running
    /// executable's own path.
    package static func executablePath(running executable: String, environment: [String: String]) -> String {
        guard let resolved = realPath(executable) else { return executable }
        for folder in (environment["PATH"] ?? "").split(separator: ":") where folder.hasPrefix("/") {
            let candidate = "\(folder)/forecast"
            if access(candidate, X_OK) == 0, realPath(candidate) == resolved { return candidate }
        }
        return executable
    }

    /// `path` with every link resolved, or `nil` when it cannot be.
    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Whether the user's service manager runs: its private socket is in `XDG_RUNTIME_DIR`.
    private var managerRuns: Bool {
        guard let runtime = environment["XDG_RUNTIME_DIR"], runtime.hasPrefix("/") else { return false }
        var status = stat()
        return stat(runtime + "/systemd/private", &status) == 0 && status.st_mode & S_IFMT == S_IFSOCK
    }

    private func systemctl(_ arguments: String...) async throws(ChildProcessError) {
        try await ChildProcess(arguments: ["systemctl", "--user"] + arguments, environment: environment).run(limitSeconds: 60)
    }

    /// A path as systemd reads it as `ExecStart`'s program: in double quotes, with `\` and `"` escaped and `%` written
    /// `%%` (a specifier otherwise), when it holds anything but letters, digits and `/._-+` (`$` is read as itself in the
    /// program's path).
    static func quoted(_ path: String) -> String {
        let plain = path.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "/._-+".unicodeScalars.contains($0)) }
        guard !plain else { return path }
        var quoted = "\""
        for character in path {
            switch character {
            case "\\", "\"": quoted += "\\\(character)"
            case "%": quoted += "%%"
            default: quoted.append(character)
            }
        }
        return quoted + "\""
    }
}
