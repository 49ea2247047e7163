package import Domain

/// One run of the watches: each is asked once, what is news is recorded as pending, sent (to the desktop and its
/// command), and recorded as sent. The state is saved before anything is sent, so a run that cannot save it sends
/// nothing new; a run that ends between sending and recording sends those notices once more in the next run.
package struct WatchRun: Sendable {
    /// What a run needs of the world beyond its watches.
    package struct Setting: Sendable {
        /// Makes the use cases.
        let makeUseCases: @Sendable () throws -> any UseCaseProvider
        /// The machine's clock: now, and the local time quiet hours and days are read on.
        let clock: any ReaderClock
        /// The language of notices.
        let words: Catalogue
        /// The units of thresholds and values.
        let units: Units
        /// Where the state is kept.
        let store: any WatchStateStore
        /// The desktop's notification service, or why there is none (no session bus).
        let desktop: Result<any DesktopNotifying, DeliveryError>
        /// Runs the watches' commands.
        let commands: any NoticeCommandRunning

        /// A setting.
        package init(
            makeUseCases: @escaping @Sendable () throws -> any UseCaseProvider, clock: any ReaderClock, language: Language, units: Units,
            store: any WatchStateStore, desktop: Result<any DesktopNotifying, DeliveryError>, commands: any NoticeCommandRunning
        ) {
            self.makeUseCases = makeUseCases
            self.clock = clock
            words = Catalogue(language)
            self.units = units
            self.store = store
            self.desktop = desktop
            self.commands = commands
        }
    }

    /// How a run ended: the lines for standard output (each notice sent, or that would be) and for standard error,
    /// and the exit status.
    package struct Outcome: Sendable, Hashable {
        /// One line for each notice sent ("sent: umbrella: Rain at Bergen — Rain from about 16:25 (radar)").
        package var lines: [String] = []
        /// Problems, one line each, without the program's name.
        package var problems: [String] = []
        /// The exit status.
        package var status = ExitStatus.success
    }

    /// How long a record of a watch no run has had is kept: 30 days.
    static let forgetAfterSeconds = 30.0 * 86_400

    /// The watches.
    let entries: [WatchEntry]
    /// The world.
    let setting: Setting

    /// A run of `entries` in `setting`.
    package init(entries: [WatchEntry], setting: Setting) {
        self.entries = entries
        self.setting = setting
    }

    /// Asks every watch, then sends what is news (`dryRun`: only says what would be sent, and records nothing).
    package func run(dryRun: Bool = false) async -> Outcome {
        var outcome = Outcome()
        let now = setting.clock.now()
        var state: WatchState
        let useCases: any UseCaseProvider
        do {
            state = try setting.store.load().checked(now: now)
            useCases = try setting.makeUseCases()
        } catch {
            return Self.failed(error, while: "read")
        }
        let (deliverable, stranded) = split()
        if case .failure(let problem) = setting.desktop, !stranded.isEmpty {
            outcome.problems.append(Self.strandedLine(stranded, problem))
            outcome.status = .serviceError
        }
        let observer = WatchObserver(useCases: useCases, units: setting.units, now: now)
        let wording = NoticeWording(words: setting.words, now: now)
        let localTime = LocalDateTime(now, utcOffsetSeconds: setting.clock.utcOffsetSeconds(at: now))
        for entry in deliverable {
            let sight = await observer.observe(entry.watch, askingFor: askedMinutes(for: entry.watch, among: deliverable))
            var record = state.records[entry.watch.name] ?? WatchRecord()
            let plan = WatchPlanner.plan(entry.watch, seeing: sight.observation, remembering: record.memory, now: now, localTime: localTime)
            record.memory = plan.memory
            record.pending += plan.news.map { wording.notice($0, from: entry, place: sight.place, utcOffsets: sight.utcOffsets) }
            // Only the threads of warnings still told, or with a notice to send, keep the desktop's id: an expired
            // warning's notice went with it.
            let pending = record.pending
            record.desktopIDs = record.desktopIDs.filter { id in
                plan.memory.warnings.contains { $0.thread == id.key } || pending.contains { $0.thread == id.key }
            }
            record.seen = now.secondsSince1970
            state.records[entry.watch.name] = record
        }
        state.records = state.records.filter { now.secondsSince1970 - $0.value.seen < Self.forgetAfterSeconds }
        if dryRun {
            outcome.lines = deliverable.flatMap { entry in state.records[entry.watch.name]?.pending.map { "would send: " + Self.line($0) } ?? [] }
            return outcome
        }
        do {
            try setting.store.save(state)
        } catch {
            return Self.failed(error, while: "written")
        }
        await send(deliverable, in: &state, now: now, outcome: &outcome)
        do {
            try setting.store.save(state)
        } catch {
            outcome.problems.append("the watch state cannot be written (\(error.reason)); what was just sent may be sent once more")
            outcome.status = .stateUnwritable
        }
        return outcome
    }

    /// How far ahead `watch` asks: the longest window of the watches at its place that read the same answer, so that the
    /// services are asked once for all of them (the others are answered by the cache).
    private func askedMinutes(for watch: Watch, among entries: [WatchEntry]) -> Int? {
        guard let shared = WatchObserver.sharedAnswer(of: watch.condition) else { return nil }
        return entries.compactMap { entry -> Int? in
            guard entry.watch.location == watch.location, WatchObserver.sharedAnswer(of: entry.watch.condition) == shared else { return nil }
            return WatchObserver.window(of: entry.watch.condition)
        }.max()
    }

    /// The watches that can be told somewhere, and those that cannot: desktop-only watches when there is no desktop.
    private func split() -> (deliverable: [WatchEntry], stranded: [WatchEntry]) {
        guard case .failure = setting.desktop else { return (entries, []) }
        let stranded = entries.filter { $0.command == nil }
        return (entries.filter { $0.command != nil }, stranded)
    }

    /// Sends each deliverable watch's pending notices, recording each as sent once it has gone everywhere it goes.
    private func send(_ deliverable: [WatchEntry], in state: inout WatchState, now: Instant, outcome: inout Outcome) async {
        for entry in deliverable {
            guard var record = state.records[entry.watch.name] else { continue }
            var unsent: [Notice] = []
            // A notice a desktop refused earlier, and that would have left the screen by now, is news no more.
            for notice in record.pending where !notice.isStale(at: now) {
                var notice = notice
                guard await deliver(&notice, for: entry, record: &record, outcome: &outcome) else {
                    unsent.append(notice)
                    continue
                }
                record.lastSent = SentNotice(notice: notice, sentAt: now.secondsSince1970)
                outcome.lines.append("sent: " + Self.line(notice))
            }
            record.pending = unsent
            state.records[entry.watch.name] = record
        }
    }

    /// Delivers `notice` to the watch's command (once: a failed command is said, and not run again) and to the
    /// desktop (when the watch asks and there is one); whether it has gone everywhere it goes. A notice the desktop
    /// refused stays pending, marked as had by the command.
    private func deliver(_ notice: inout Notice, for entry: WatchEntry, record: inout WatchRecord, outcome: inout Outcome) async -> Bool {
        if let command = entry.command, !notice.commandRan {
            do {
                try await setting.commands.run(command, for: notice)
            } catch {
                outcome.problems.append("\(notice.watch): \(NoticeWording.safe(error.reason))")
            }
            notice.commandRan = true
        }
        guard entry.desktop, case .success(let desktop) = setting.desktop else { return true }
        do {
            let id = try await desktop.show(notice, replacing: notice.thread.flatMap { record.desktopIDs[$0] })
            if let thread = notice.thread { record.desktopIDs[thread] = notice.kind == .warningCancelled ? nil : id }
            return true
        } catch {
            outcome.problems.append("\(notice.watch): the desktop did not take the notice: \(NoticeWording.safe(error.reason))")
            outcome.status = .serviceError
            return false
        }
    }

    /// "umbrella: Rain at Bergen — Rain from about 16:25 (radar)": the body on the same line.
    static func line(_ notice: Notice) -> String {
        let body = notice.body.split(separator: "\n").joined(separator: "; ")
        return "\(notice.watch): \(notice.summary)" + (body.isEmpty ? "" : " — \(body)")
    }

    /// One line for the watches that have nowhere to go.
    private static func strandedLine(_ stranded: [WatchEntry], _ problem: DeliveryError) -> String {
        let names = stranded.map { "'\(NoticeWording.safe($0.watch.name))'" }.joined(separator: ", ")
        return "\(problem.reason): \(names) cannot be shown; give \(stranded.count == 1 ? "it" : "each") a command = [\"program\", …] to be told elsewhere"
    }

    /// A run that stopped before it sent anything, the state having failed to be `read` or `written`.
    private static func failed(_ error: any Error, while doing: String) -> Outcome {
        if let error = error as? WatchStateError {
            return Outcome(problems: ["the watch state cannot be \(doing) (\(error.reason)); nothing new was sent"], status: ForecastRouter().exitStatus(after: error))
        }
        let message = FailureMessage(error)
        return Outcome(problems: [message.text], status: ForecastRouter().exitStatus(after: error))
    }
}
