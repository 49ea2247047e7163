/// One piece of news a watch has for its person, in the domain's terms; a front door words it.
public enum WatchNews: Sendable, Hashable {
    /// Rain is coming (or has started): told once a spell.
    case rain(RainSighting)
    /// A warning was issued.
    case warningIssued(WeatherAlert, thread: String)
    /// A warning told before was updated: its notice replaces the earlier one in `thread`.
    case warningUpdated(WeatherAlert, thread: String)
    /// A warning told before was cancelled before its end: said once, in its thread.
    case warningCancelled(ToldWarning)
    /// The condition is met: told once a day.
    case conditionMet(CheckCondition, ThresholdSighting)
    /// The watch could not ask the services: said once, until they answer again.
    case failing(reason: String)
    /// The services answer again after failing.
    case recovered

    /// The thread a notice continues (a warning's versions replace one another), or `nil` for news that stands alone.
    public var thread: String? {
        switch self {
        case .warningIssued(_, let thread), .warningUpdated(_, let thread): thread
        case .warningCancelled(let told): told.thread
        default: nil
        }
    }
}
