@testable import Application
import ApplicationTesting
import Domain
import Synchronization

/// The state in memory, failing to save when told to.
final class MemoryWatchStore: WatchStateStore {
    private let kept = Mutex(WatchState())
    private let savesFail = Mutex(false)
    private let saves = Mutex(0)

    var state: WatchState { kept.withLock { $0 } }
    var saveCount: Int { saves.withLock { $0 } }

    init(_ state: WatchState = WatchState()) {
        kept.withLock { $0 = state }
    }

    func failSaves() { savesFail.withLock { $0 = true } }

    func load() throws(WatchStateError) -> WatchState { kept.withLock { $0 } }

    func save(_ state: WatchState) throws(WatchStateError) {
        if savesFail.withLock({ $0 }) { throw WatchStateError(reason: "watch.json: No space left on device") }
        saves.withLock { $0 += 1 }
        kept.withLock { $0 = state }
    }
}

/// A desktop that records each notice and the id it replaced, answering ids as a notification service does, or
/// refusing every notice when told to.
final class RecordingDesktop: DesktopNotifying {
    struct Shown: Sendable, Hashable {
        let notice: Notice
        let replacing: UInt32?
        let id: UInt32
    }

    private let shown = Mutex<[Shown]>([])
    private let refusing = Mutex(false)
    var notices: [Shown] { shown.withLock { $0 } }

    func refuse(_ refuses: Bool) { refusing.withLock { $0 = refuses } }

    func show(_ notice: Notice, replacing: UInt32?) async throws(DeliveryError) -> UInt32 {
        if refusing.withLock({ $0 }) { throw DeliveryError(reason: "org.freedesktop.Notifications was not provided by any .service files") }
        return shown.withLock { shown in
            let id = replacing ?? UInt32(shown.count + 1)
            shown.append(Shown(notice: notice, replacing: replacing, id: id))
            return id
        }
    }
}

/// Records each command run, and the notice it was given.
final class RecordingCommands: NoticeCommandRunning {
    private let runs = Mutex<[([String], Notice)]>([])
    var commands: [[String]] { runs.withLock { $0.map(\.0) } }

    func run(_ command: [String], for notice: Notice) async throws(DeliveryError) {
        runs.withLock { $0.append((command, notice)) }
    }
}

/// Warnings from a report the test changes between runs, or a failure.
final class ChangingAlertCheck: CheckAlertUseCase {
    private let answer = Mutex<Result<AlertsReport, ForecastError>>(.success(SampleAlerts.report))

    func set(_ report: AlertsReport) { answer.withLock { $0 = .success(report) } }
    func fail(_ error: ForecastError) { answer.withLock { $0 = .failure(error) } }

    func check(_ request: AlertCheckRequest) async throws -> AlertCheckAnswer {
        AlertCheckAnswer(report: try answer.withLock { $0 }.get(), severity: request.severity, withinMinutes: request.withinMinutes)
    }
}
