public import Domain

/// A quantity no forecast has, declared only here: snow depths in centimetres or inches. That it is chosen by a
/// flag, a `[units]` key or a system with no edit of the settings or the command line shows a new quantity is an
/// addition. It is not registered in ``Units/quantities``; tests hand it where the registry's list is taken.
public enum SnowDepthUnit: String, QuantityUnit {
    /// Centimetres.
    case centimetres = "cm"
    /// Inches (2.54 cm).
    case inches = "in"

    /// "snow_depth": two words, as a new quantity's name may be.
    public static let quantity = "snow_depth"
    /// Centimetres.
    public static let metric = SnowDepthUnit.centimetres
    /// Inches.
    public static let imperial = SnowDepthUnit.inches
}
