/// A gridpoint that carries its point, for the answers made for the place: the grid's x and y are the longitude and
/// latitude in hundredths of a degree from 180° W and 90° S (London, KY, 37.129, -84.0833 is `TAE/9592,12713`), so
/// that the gridpoint's forecasts, which the client asks at the URL the point gave, know where they are for.
struct GridPoint: Equatable {
    let x: Int
    let y: Int

    /// The gridpoint of a point.
    init(latitude: Double, longitude: Double) {
        x = Int(((longitude + 180) * 100).rounded())
        y = Int(((latitude + 90) * 100).rounded())
    }

    /// The gridpoint a forecast's path names (`/gridpoints/TAE/9592,12713/forecast[/hourly]`), or `nil`.
    init?(path: String) {
        let parts = path.split(separator: "/")
        guard parts.count >= 4, parts[0] == "gridpoints" else { return nil }
        let numbers = parts[2].split(separator: ",").compactMap { Int($0) }
        guard numbers.count == 2 else { return nil }
        (x, y) = (numbers[0], numbers[1])
    }

    /// The point's latitude, to a hundredth of a degree.
    var latitude: Double { Double(y) / 100 - 90 }
    /// The point's longitude, to a hundredth of a degree.
    var longitude: Double { Double(x) / 100 - 180 }

    /// The path of its 12-hour forecast.
    var path: String { "/gridpoints/TAE/\(x),\(y)/forecast" }
}
