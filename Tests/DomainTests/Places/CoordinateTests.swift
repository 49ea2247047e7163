import Domain
import Testing

@Suite("Coordinate")
struct CoordinateTests {
    @Test("accepts the poles and the antimeridian, keeping their values as given", arguments: [(90.0, 180.0), (-90.0, -180.0)])
    func acceptsTheEdges(latitude: Double, longitude: Double) throws {
        let coordinate = try Coordinate(latitude: latitude, longitude: longitude)
        #expect(coordinate.latitude == latitude && coordinate.longitude == longitude)
    }

    @Test("rejects out-of-range and non-finite values, naming them", arguments: [
        (91.0, 0.0, "latitude must be between -90 and 90, not 91"), (-90.5, 0.0, "latitude must be between -90 and 90, not -90.5"),
        (0.0, 180.1, "longitude must be between -180 and 180, not 180.1"),
        (Double.nan, 0.0, "latitude must be between -90 and 90, not a number"),
        (0.0, Double.infinity, "longitude must be between -180 and 180, not a number"),
    ])
    func rejectsOutOfRange(latitude: Double, longitude: Double, named: String) {
        #expect {
            try Coordinate(latitude: latitude, longitude: longitude)
        } throws: { error in
            guard case ForecastError.outOfRange(let problem) = error else { return false }
            return problem.description == named
        }
    }

    @Test("formats with hemispheres to four decimals")
    func formats() throws {
        #expect(try Coordinate(latitude: 51.50853, longitude: -0.12574).formatted == "51.5085°N, 0.1257°W")
        #expect(try Coordinate(latitude: -33.8688, longitude: 151.2093).formatted == "33.8688°S, 151.2093°E")
        #expect(try Coordinate(latitude: -0.00001, longitude: 0).formatted == "0.0000°N, 0.0000°E")
        #expect(try Coordinate(latitude: 42.98339, longitude: -81.23304).formatted == "42.9834°N, 81.2330°W")
    }
}
