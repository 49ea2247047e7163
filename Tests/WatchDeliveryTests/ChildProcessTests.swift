import Application
import Foundation
import Testing
@testable import WatchDelivery

@Suite("A program forecast runs: its arguments as listed, no shell, a fresh process's signals, its group killed after its limit")
struct ChildProcessTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("forecast-child-\(UUID().uuidString)").path

    init() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    @Test("arguments reach the program as they are, never read by a shell; its environment is the one given")
    func arguments() async throws {
        let hostile = "$(touch \(folder)/pwned); `touch \(folder)/pwned`"
        let script = "printf '%s' \"$1\" > \"$OUT\""
        try await ChildProcess(arguments: ["sh", "-c", script, "sh", hostile], environment: ["OUT": folder + "/out", "PATH": "/usr/bin:/bin"]).run(limitSeconds: 10)
        #expect(try String(contentsOfFile: folder + "/out", encoding: .utf8) == hostile)
        #expect(!FileManager.default.fileExists(atPath: folder + "/pwned"))
    }

    @Test("a failure, a signal and a missing program are each said in a few words")
    func failures() async {
        let environment = ["PATH": "/usr/bin:/bin"]
        await #expect(throws: ChildProcessError(reason: "sh exited with 3")) { try await ChildProcess(arguments: ["sh", "-c", "exit 3"], environment: environment).run(limitSeconds: 10) }
        await #expect(throws: ChildProcessError(reason: "sh was ended by signal 9")) { try await ChildProcess(arguments: ["sh", "-c", "kill -9 $$"], environment: environment).run(limitSeconds: 10) }
        await #expect(throws: ChildProcessError(reason: "no-such-program-here could not be started: No such file or directory")) {
            try await ChildProcess(arguments: ["no-such-program-here"], environment: environment).run(limitSeconds: 10)
        }
    }

    @Test("past its limit the program and what it started are killed")
    func limit() async throws {
        // Five minutes of sleep: still running when looked at unless killed, however slowly the tests are run.
        let script = "sleep 300 & echo $! > \"$OUT\"; wait"
        await #expect(throws: ChildProcessError(reason: "sh took more than 0 s and was stopped")) {
            try await ChildProcess(arguments: ["sh", "-c", script], environment: ["OUT": folder + "/child", "PATH": "/usr/bin:/bin"]).run(limitSeconds: 0.5)
        }
        let child = try #require(Int32(try String(contentsOfFile: folder + "/child", encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)))
        try await Task.sleep(for: .milliseconds(200))
        // Gone, or dead and not yet reaped by whoever adopted it (a zombie: state Z).
        let state = (try? String(contentsOfFile: "/proc/\(child)/stat", encoding: .utf8))?.split(separator: ")").last?.split(separator: " ").first
        #expect(state == nil || state == "Z", "the program's own child still runs: \(state ?? "")")
        if state != nil, state != "Z" { kill(child, SIGKILL) }
    }

    @Test("SIGPIPE is the default again (forecast ignores it), nothing is blocked, and no descriptor beyond the three standard ones is inherited")
    func freshProcess() async throws {
        let leaked = open("/dev/null", O_RDONLY)  // Not close-on-exec: inherited but for the spawn's closing.
        defer { close(leaked) }
        let previous = signal(SIGPIPE, SIG_IGN)
        defer { signal(SIGPIPE, previous) }
        let script = "grep -E '^(SigIgn|SigBlk)' /proc/self/status > \"$OUT\"; ls /proc/self/fd >> \"$OUT\""
        try await ChildProcess(arguments: ["sh", "-c", script], environment: ["OUT": folder + "/status", "PATH": "/usr/bin:/bin"]).run(limitSeconds: 10)
        let lines = try String(contentsOfFile: folder + "/status", encoding: .utf8).split(separator: "\n")
        let ignored = try #require(lines.first { $0.hasPrefix("SigIgn:") }.flatMap { UInt64($0.split(separator: "\t").last ?? "", radix: 16) })
        #expect(ignored & (1 << (UInt64(SIGPIPE) - 1)) == 0)
        #expect(lines.first { $0.hasPrefix("SigBlk:") }?.hasSuffix("0000000000000000") == true)
        // grep's and ls's own: 0, 1, 2, the redirection's (1 again) and ls's directory (3).
        #expect(Set(lines.filter { $0.allSatisfy(\.isNumber) }).isSubset(of: ["0", "1", "2", "3"]))
    }

    @Test("a notice's command gets the notice in FORECAST_NOTICE_ variables, and none it would inherit")
    func noticeVariables() async throws {
        let notice = Notice(
            watch: "umbrella", kind: .rain, place: "Bergen", summary: "Rain at Bergen", body: "Rain from about 16:25 (radar)", icon: "weather-showers",
            urgency: .normal, thread: nil, time: "2026-11-28T16:25", expiresInSeconds: 3600, madeAt: 0
        )
        let hook = CommandHook(environment: ["PATH": "/usr/bin:/bin", "OUT": folder + "/env", "FORECAST_NOTICE_STALE": "old"])
        try await hook.run(["sh", "-c", "env | grep ^FORECAST_NOTICE_ | sort > \"$OUT\""], for: notice)
        #expect(try String(contentsOfFile: folder + "/env", encoding: .utf8) == """
            FORECAST_NOTICE_BODY=Rain from about 16:25 (radar)
            FORECAST_NOTICE_EXPIRES=3600
            FORECAST_NOTICE_ICON=weather-showers
            FORECAST_NOTICE_KIND=rain
            FORECAST_NOTICE_PLACE=Bergen
            FORECAST_NOTICE_SUMMARY=Rain at Bergen
            FORECAST_NOTICE_THREAD=
            FORECAST_NOTICE_TIME=2026-11-28T16:25
            FORECAST_NOTICE_URGENCY=normal
            FORECAST_NOTICE_WATCH=umbrella

            """)
    }
}
