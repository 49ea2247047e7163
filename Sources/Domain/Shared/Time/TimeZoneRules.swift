/// The rules of the world's time zones: what a zone's clocks read at given instants (tzdata, on a real system).
public protocol TimeZoneRules: Sendable {
    /// How far the clocks of zone `identifier` are ahead of UTC at each of `instants`, in seconds, in order;
    /// `nil` when the zone is not known.
    func utcOffsets(zone identifier: String, at instants: [Instant]) -> [Int]?
}
