import Domain
import Testing

@Suite("AlertCircle: a CAP circle and the points within its radius, its edge included")
struct AlertCircleTests {
    static let london = Shapes.point(51.5074, -0.1278)
    static let paris = Shapes.point(48.8566, 2.3522)
    /// London to Paris along the great circle, 343.5 km, as Movable Type's published calculator gives
    /// (https://www.movable-type.co.uk/scripts/latlong.html, the same pair of points).
    static let londonToParis = 343.5

    @Test("a circle round London reaches Paris when its radius passes the published distance, and not short of it")
    func londonToParis() throws {
        #expect(try #require(AlertCircle(centre: Self.london, radiusKilometres: Self.londonToParis + 0.3)).contains(Self.paris))
        #expect(try #require(AlertCircle(centre: Self.london, radiusKilometres: Self.londonToParis - 0.3)).contains(Self.paris) == false)
    }

    @Test("a point exactly on the edge is inside, and a circle of no radius holds its centre")
    func edge() throws {
        let radius = GreatCircle.distance(from: Self.london, to: Self.paris)
        #expect(try #require(AlertCircle(centre: Self.london, radiusKilometres: radius)).contains(Self.paris))
        let point = try #require(AlertCircle(centre: Self.london, radiusKilometres: 0))
        #expect(point.contains(Self.london) && !point.contains(Self.paris))
    }

    @Test("a circle over the antimeridian holds points on both sides of it")
    func overTheAntimeridian() throws {
        let circle = try #require(AlertCircle(centre: Shapes.point(-17, 179.9), radiusKilometres: 50))
        #expect(circle.contains(Shapes.point(-17, -179.9)) && !circle.contains(Shapes.point(-17, -179)))
    }

    @Test("a negative or endless radius is refused", arguments: [-0.1, Double.infinity, Double.nan])
    func refusesBadRadii(radius: Double) {
        #expect(AlertCircle(centre: Self.london, radiusKilometres: radius) == nil)
    }
}
