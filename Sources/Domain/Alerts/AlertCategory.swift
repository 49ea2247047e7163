/// What kind of hazard a warning is about, in the Common Alerting Protocol's categories: official alerting services
/// warn of floods, fires and earthquakes as well as weather, and each matters to someone checking the weather there.
public enum AlertCategory: String, Sendable, Hashable, CaseIterable {
    /// Geophysical, such as a landslide or an earthquake.
    case geophysical = "geo"
    /// Meteorological, such as a flood or a storm.
    case meteorological = "met"
    /// General emergency and public safety.
    case safety
    /// Law enforcement, military, homeland and local or private security.
    case security
    /// Rescue and recovery.
    case rescue
    /// Fire suppression and rescue.
    case fire
    /// Medical and public health.
    case health
    /// Pollution and other environmental hazards.
    case environmental = "env"
    /// Public and private transportation.
    case transport
    /// Utility, telecommunication and other infrastructure.
    case infrastructure = "infra"
    /// Chemical, biological, radiological, nuclear or high-yield explosive threat or attack.
    case cbrne
    /// Anything else.
    case other

    /// The category a CAP `category` word names ("Met", "CBRNE", any case); `nil` for a word the standard lacks.
    public init?(capWord: String) {
        self.init(rawValue: capWord.lowercased())
    }
}
