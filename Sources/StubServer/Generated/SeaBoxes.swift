/// Where the stub's marine model has sea: a few boxes of open water, each kept a little off its coasts and with the
/// time zone of the coast it lies off (for `timezone=auto`), its mean sea-surface temperature and how rough its sea
/// is. A point inside a box is sea; every other point is land, where the model answers `null` for every value, as
/// the real one does for a land cell: Biarritz's own coordinate (43.4832° N, 1.5586° W, east of the Bay of Biscay's
/// box, so that the search for water walks out to sea), Berlin, Madrid, and everywhere far from the boxes.
struct SeaBox: Sendable {
    /// What the water is, for a reader of this list.
    let name: String
    /// Its latitudes, in degrees north.
    let latitudes: ClosedRange<Double>
    /// Its longitudes, in degrees east.
    let longitudes: ClosedRange<Double>
    /// The zone of the coast it lies off.
    let timeZone: String
    /// Its mean sea-surface temperature, in degrees Celsius.
    let seaTemperature: Double
    /// How rough its sea is: its waves' and swells' heights are the stub's usual ones times this.
    let roughness: Double

    /// Every box, in no particular order (they do not overlap).
    static let all = [
        SeaBox(
            name: "the North Sea off the Netherlands and Belgium", latitudes: 51.45...52.2, longitudes: 1.9...3.4,
            timeZone: "Europe/Amsterdam", seaTemperature: 14, roughness: 1
        ),
        // Holds the recorded answer's point, 53.04° N 3.96° E.
        SeaBox(
            name: "the North Sea off the Netherlands", latitudes: 52.2...55.5, longitudes: 2.0...4.4,
            timeZone: "Europe/Amsterdam", seaTemperature: 14, roughness: 1
        ),
        SeaBox(
            name: "the North Sea off England's east coast", latitudes: 53.05...55.5, longitudes: 0.6...2.0,
            timeZone: "Europe/London", seaTemperature: 13, roughness: 1.1
        ),
        SeaBox(
            name: "the English Channel", latitudes: 49.8...50.5, longitudes: -3.4...0.9,
            timeZone: "Europe/London", seaTemperature: 15, roughness: 0.8
        ),
        // West of longitude -1.58: Biarritz (-1.5586) is not in it, the points 5 km south-west and west of it are.
        SeaBox(
            name: "the Bay of Biscay west of Biarritz", latitudes: 43.42...46.0, longitudes: -3.3...(-1.58),
            timeZone: "Europe/Paris", seaTemperature: 17, roughness: 1.4
        ),
        SeaBox(
            name: "the Atlantic off Porto", latitudes: 40.5...42.0, longitudes: -11.0...(-8.9),
            timeZone: "Europe/Lisbon", seaTemperature: 16.5, roughness: 1.3
        ),
        SeaBox(
            name: "the Atlantic off Lisbon", latitudes: 37.5...40.5, longitudes: -11.0...(-9.6),
            timeZone: "Europe/Lisbon", seaTemperature: 17.5, roughness: 1.3
        ),
        SeaBox(
            name: "the mouth of the Tagus off Cascais", latitudes: 38.42...38.67, longitudes: -9.6...(-9.27),
            timeZone: "Europe/Lisbon", seaTemperature: 17.5, roughness: 0.7
        ),
        SeaBox(
            name: "the North Sea west of Bergen", latitudes: 59.5...61.0, longitudes: 2.0...4.8,
            timeZone: "Europe/Oslo", seaTemperature: 12.5, roughness: 1.5
        ),
    ]

    /// The box the point lies in; `nil` for land.
    static func containing(latitude: Double, longitude: Double) -> SeaBox? {
        all.first { $0.latitudes.contains(latitude) && $0.longitudes.contains(longitude) }
    }
}
