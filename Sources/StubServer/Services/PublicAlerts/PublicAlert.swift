/// One alert the aggregator's stand-in serves: its id (a UUID, as the aggregator's), the file its CAP document is
/// served as (`/data/<file>`), where it is (its footprint), when the story serves it, where its times are placed on
/// the clock, how `/alert/{id}` redirects to it, and how its document is made. ``PublicAlertsScene`` lists them all.
struct PublicAlert: Sendable {
    /// How `/alert/{id}` answers for it.
    enum Redirect: Sendable {
        /// 301 to its file on the host asked, as the aggregator does.
        case toItsFile
        /// 301 to its file on another host (`localhost` for `127.0.0.1`, the same server, so that a client that
        /// follows is seen to).
        case toAnotherHost
        /// 301 to `/alert/{id}` itself, for ever.
        case toItself
    }

    /// Its id: `00000000-0000-4000-8000-0000000000NN`, a UUID of version 4's form, NN its number.
    let id: String
    /// The name of its CAP document under `/data/`.
    let file: String
    /// Where it is, as the aggregator indexes it.
    let footprint: CAPFootprint
    /// Whether the story serves it.
    let isServed: @Sendable (StubStory) -> Bool
    /// Where its times are placed on the clock.
    let clock: ClockPlacement
    /// How `/alert/{id}` answers for it.
    let redirect: Redirect
    /// Its CAP document before its times are placed; `nil` when it cannot be made.
    private let made: @Sendable (StubCall) -> [UInt8]?

    /// The alert numbered `number`, served as `file`; served always unless `isServed` says otherwise.
    init(
        _ number: Int, _ file: String, at footprint: CAPFootprint, when isServed: @escaping @Sendable (StubStory) -> Bool = { _ in true },
        clock: ClockPlacement, redirect: Redirect = .toItsFile, made: @escaping @Sendable (StubCall) -> [UInt8]?
    ) {
        let digits = String(number)
        id = "00000000-0000-4000-8000-" + String(repeating: "0", count: 12 - digits.count) + digits
        self.file = file
        self.footprint = footprint
        self.isServed = isServed
        self.clock = clock
        self.redirect = redirect
        self.made = made
    }

    /// Its CAP document for the call, its times placed on the call's clock.
    func document(for call: StubCall) -> [UInt8]? {
        made(call).map { clock.placed($0, now: call.now) }
    }
}
