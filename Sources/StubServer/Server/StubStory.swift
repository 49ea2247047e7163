/// What the stub's weather does, where a test needs it to change from one run of forecast to the next: when the
/// radar's rain starts at Bergen, which stage of a warning's life the NWS's alerts are at, and whether MoWaS's is cancelled.
public struct StubStory: Sendable, Hashable {
    /// The stage of the NWS's warning in Tennessee and Kentucky (``NWSAlertsStub/advisoryArea``).
    public enum WarningStage: String, Sendable, Hashable, CaseIterable {
        /// The recorded Wind Advisory (moderate).
        case advisory
        /// A High Wind Warning (severe) in its place, under a new id, as the NWS upgrades one.
        case severe
        /// The High Wind Warning updated: a new id again, a later end and a new headline.
        case severeUpdated = "severe-updated"
        /// No warning: cancelled before its end.
        case none
    }

    /// The stage of the German MoWaS warning in Hesse the FOSS Public Alert Server's stand-in serves.
    public enum MowasStage: String, Sendable, Hashable, CaseIterable {
        /// The alert (derived from the recorded Cancel's reference).
        case issued
        /// The recorded Cancel served beside it.
        case cancelled
    }

    /// When the radar's rain starts at Bergen.
    public enum RadarRain: Sendable, Hashable {
        /// At the 4th step (``NowcastStory``), which the tests' stored outputs know.
        case fourthStep
        /// At the first step this many minutes from now or later.
        case inMinutes(Int)
        /// Never: dry.
        case never
    }

    /// When the radar's rain starts at Bergen.
    public var radarRain: RadarRain
    /// The warning's stage.
    public var warning: WarningStage
    /// The MoWaS warning's stage.
    public var mowas: MowasStage

    /// The story the tests' stored outputs know, unless said: rain at Bergen from the 4th step, the advisory, the
    /// MoWaS warning issued.
    public init(radarRain: RadarRain = .fourthStep, warning: WarningStage = .advisory, mowas: MowasStage = .issued) {
        self.radarRain = radarRain
        self.warning = warning
        self.mowas = mowas
    }
}
