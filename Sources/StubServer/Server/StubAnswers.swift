/// Which answers the stub server gives when it behaves normally.
public enum StubAnswers: Sendable, Hashable {
    /// The recorded answers moved to now: the same days for every place (London's, or New York's near it), MET Norway's
    /// New York July 2020 forecast, the alerts' texts as recorded. Tests and their stored outputs depend on them.
    case recorded
    /// Answers made for the place asked and for now, that agree with each other: every service's weather comes from
    /// one generated story (dry for 8 hours, then light rain; temperatures from the place's latitude and season), the
    /// Sun rises and sets for the place's coordinate and date, and the alerts' texts name today's times in the place's
    /// zone. What `forecast-stub-server` serves, so that the offline demo tells one story.
    case madeForThePlace
}
