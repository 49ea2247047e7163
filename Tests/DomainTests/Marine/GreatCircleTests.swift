import Domain
import Testing

@Suite("GreatCircle: distances, bearings and destinations on the Earth's mean sphere")
struct GreatCircleTests {
    static let london = try! Coordinate(latitude: 51.5074, longitude: -0.1278)
    static let paris = try! Coordinate(latitude: 48.8566, longitude: 2.3522)

    @Test("London to Paris: 343.5 km at an initial bearing of 148° 07′, as Movable Type's published calculator gives")
    func londonParis() {
        #expect(abs(GreatCircle.distance(from: Self.london, to: Self.paris) - 343.5) < 0.2)
        #expect(abs(GreatCircle.bearing(from: Self.london, to: Self.paris) - 148.12) < 0.05)
        #expect(abs(GreatCircle.bearing(from: Self.paris, to: Self.london) - 330.2) < 0.5, "the way back is not the reverse bearing on a sphere")
    }

    @Test("a quarter of a meridian is 10 008 km; due west is 270°; no distance to itself")
    func basics() throws {
        let pole = try Coordinate(latitude: 90, longitude: 0), equator = try Coordinate(latitude: 0, longitude: 0)
        #expect(abs(GreatCircle.distance(from: equator, to: pole) - 10_007.6) < 0.5)
        #expect(abs(GreatCircle.bearing(from: equator, to: try Coordinate(latitude: 0, longitude: -1)) - 270) < 1e-9)
        #expect(GreatCircle.distance(from: Self.london, to: Self.london) == 0)
    }

    @Test("a destination lies at the distance and bearing it was made from", arguments: [0.0, 45, 90, 135, 180, 225, 270, 315])
    func destination(bearing: Double) throws {
        let point = try #require(GreatCircle.destination(from: Self.london, bearing: bearing, kilometres: 30))
        #expect(abs(GreatCircle.distance(from: Self.london, to: point) - 30) < 1e-6)
        let back = GreatCircle.bearing(from: Self.london, to: point)
        #expect(min(abs(back - bearing), 360 - abs(back - bearing)) < 1e-6)
    }

    @Test("the search for water: the place first, then 8 points on each ring out to 50 km, nearest first")
    func search() {
        let candidates = SeaSearch.candidates(around: Self.london)
        #expect(candidates.count == 41 && candidates.first == Self.london && SeaSearch.limitKilometres == 50)
        let distances = candidates.map { GreatCircle.distance(from: Self.london, to: $0) }
        #expect(zip(distances, distances.dropFirst()).allSatisfy { $0 <= $1 + 1e-6 })
        #expect(abs((distances.last ?? 0) - 50) < 1e-6)
    }
}
