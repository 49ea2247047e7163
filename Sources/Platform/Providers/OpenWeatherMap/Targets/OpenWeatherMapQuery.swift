import FoundationEssentials
internal import Domain

/// What every OpenWeatherMap request sends: the point (four decimals), the units, and the key.
struct OpenWeatherMapQuery: Sendable {
    let coordinate: Coordinate
    let units: Units
    let key: String

    var items: [QueryItem] {
        let (latitude, longitude) = coordinate.queryValues
        return [QueryItem("lat", latitude), QueryItem("lon", longitude), QueryItem("units", OpenWeatherMapUnits(units: units).system), QueryItem("appid", key)]
    }
}
