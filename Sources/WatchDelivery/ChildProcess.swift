import CSpawn
import Dispatch
import Glibc

/// A program run by forecast: its arguments exactly as listed (the program found on `PATH` when it has no slash),
/// never through a shell; standard input from `/dev/null`, standard output on standard error (so that forecast's own
/// standard output holds only its results), no other descriptor of forecast's, signals as a fresh process has them
/// (SIGPIPE too, which forecast ignores), in a process group of its own. It is waited for on a thread of its own
/// (``BlockingThread``), and its whole group is killed when it runs past its limit.
package struct ChildProcess: Sendable {
    /// The program and its arguments.
    let arguments: [String]
    /// Its whole environment.
    let environment: [String: String]

    /// `arguments[0]` with the rest, in `environment`.
    package init(arguments: [String], environment: [String: String]) {
        self.arguments = arguments
        self.environment = environment
    }

    /// Runs it and waits at most `limitSeconds` for it to end.
    /// - Throws: ``ChildProcessError`` when it cannot be started, ends with a failure or a signal, or is stopped.
    package func run(limitSeconds: Double) async throws(ChildProcessError) {
        let result = await BlockingThread.run { () -> Result<Void, ChildProcessError> in
            Result { () throws(ChildProcessError) in try spawnAndWait(limitSeconds: limitSeconds) }
        }
        try result.get()
    }

    private func spawnAndWait(limitSeconds: Double) throws(ChildProcessError) {
        guard let program = arguments.first, !program.isEmpty else { throw ChildProcessError(reason: "is empty") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, 2, 1)
        cspawn_close_from(&actions, 3)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t(), empty = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGPIPE)
        sigemptyset(&empty)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETPGROUP))
        var pid: pid_t = 0
        let status = Self.withCStrings(arguments) { arguments in
            Self.withCStrings(environment.map { "\($0.key)=\($0.value)" }) { environment in
                posix_spawnp(&pid, program, &actions, &attributes, arguments, environment)
            }
        }
        guard status == 0 else { throw ChildProcessError(reason: "\(program) could not be started: \(String(cString: strerror(status)))") }
        try wait(for: pid, named: program, limitSeconds: limitSeconds)
    }

    /// Waits for `pid`, polling, for at most `limitSeconds`; kills its process group after.
    private func wait(for pid: pid_t, named program: String, limitSeconds: Double) throws(ChildProcessError) {
        var status: Int32 = 0
        let start = DispatchTime.now().uptimeNanoseconds
        while true {
            let ended = waitpid(pid, &status, WNOHANG)
            if ended == pid { break }
            if ended < 0, errno != EINTR { throw ChildProcessError(reason: "\(program) could not be waited for") }
            if Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 > limitSeconds {
                kill(-pid, SIGKILL)
                waitpid(pid, &status, 0)
                throw ChildProcessError(reason: "\(program) took more than \(Int(limitSeconds)) s and was stopped")
            }
            usleep(10_000)
        }
        let exitCode = (status >> 8) & 0xFF, signal = status & 0x7F
        if signal != 0 { throw ChildProcessError(reason: "\(program) was ended by signal \(signal)") }
        if exitCode != 0 { throw ChildProcessError(reason: "\(program) exited with \(exitCode)") }
    }

    /// Calls `body` with `texts` as a NULL-terminated array of C strings, valid for the call.
    private static func withCStrings<Result>(_ texts: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> Result) -> Result {
        let pointers = texts.map { strdup($0) } + [nil]
        defer { pointers.forEach { free($0) } }
        return body(pointers)
    }
}

/// A program could not be run, or failed, in a few words after its name.
package struct ChildProcessError: Error, Sendable, Hashable {
    /// "notify-phone exited with 2".
    package let reason: String
}
