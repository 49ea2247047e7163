import Domain
import Testing

@Suite("AlertPolygon: a CAP ring and the points inside it, edges included")
struct AlertPolygonTests {
    @Test("an open ring is closed by repeating its first point; a closed one is kept as given")
    func closesAnOpenRing() throws {
        let open = try #require(Shapes.polygon([(0, 0), (0, 1), (1, 1)]))
        #expect(open.ring == [Shapes.point(0, 0), Shapes.point(0, 1), Shapes.point(1, 1), Shapes.point(0, 0)])
        #expect(Shapes.square.ring.count == 5)
    }

    @Test("a ring of fewer than three distinct points encloses nothing and is refused", arguments: [
        [(Double, Double)](), [(1, 1)], [(1, 1), (1, 1), (1, 1), (1, 1)], [(0, 0), (1, 1), (0, 0)],
    ])
    func refusesDegenerateRings(pairs: [(Double, Double)]) {
        #expect(Shapes.polygon(pairs) == nil)
    }

    @Test("a convex ring: inside, outside, and every point of its edges and corners inside", arguments: [
        (5.0, 5.0, true), (0.001, 9.999, true), (-0.001, 5, false), (5, 10.001, false), (20, 20, false),
        (0, 5, true), (10, 5, true), (5, 0, true), (5, 10, true), (0, 0, true), (10, 10, true), (0, 10, true), (10, 0, true),
    ])
    func convex(latitude: Double, longitude: Double, isInside: Bool) {
        #expect(Shapes.square.contains(Shapes.point(latitude, longitude)) == isInside)
    }

    @Test("a concave ring: its arms inside, its notch outside, the notch's edges and corners inside", arguments: [
        (2.0, 5.0, true), (6, 1.5, true), (6, 8.5, true), (6, 5, false), (9.9, 5, false),
        (4, 5, true), (6, 3, true), (6, 7, true), (4, 3, true), (4, 7, true), (10, 3, true), (10, 5, false),
    ])
    func concave(latitude: Double, longitude: Double, isInside: Bool) {
        #expect(Shapes.notched.contains(Shapes.point(latitude, longitude)) == isInside)
    }

    @Test("a slanted edge counts within a billionth of a degree of it, and not a millionth beyond")
    func slantedEdge() throws {
        let triangle = try #require(Shapes.polygon([(0, 0), (0, 3), (3, 0)]))
        #expect(triangle.contains(Shapes.point(1, 2)))
        #expect(triangle.contains(Shapes.point(1.5, 1.5)))
        #expect(triangle.contains(Shapes.point(1.2, 1.8 + 1e-10)))
        #expect(!triangle.contains(Shapes.point(1.2, 1.8 + 1e-6)))
        #expect(triangle.contains(Shapes.point(1.2, 1.8 - 1e-6)))
    }

    @Test("a point level with a vertex is counted once by the even-odd rule", arguments: [
        (5.0, -1.0, false), (5, 3, true), (5, 11, false),
    ])
    func levelWithAVertex(latitude: Double, longitude: Double, isInside: Bool) throws {
        let diamond = try #require(Shapes.polygon([(0, 5), (5, 10), (10, 5), (5, 0)]))
        #expect(diamond.contains(Shapes.point(latitude, longitude)) == isInside)
    }

    @Test("a ring over the antimeridian holds the points on both sides of it and on it, and none beyond", arguments: [
        (-17.0, 179.0, true), (-17, -179, true), (-17, 180, true), (-17, -180, true), (-16, 179.5, true), (-18, -178, true),
        (-17, 177.9, false), (-17, -177.9, false), (-17, 0, false), (-15.9, 179.5, false), (17, 179, false),
    ])
    func overTheAntimeridian(latitude: Double, longitude: Double, isInside: Bool) {
        #expect(Shapes.overTheAntimeridian.contains(Shapes.point(latitude, longitude)) == isInside)
    }

    @Test("a ring over the antimeridian begun on its western side holds the same points")
    func overTheAntimeridianFromTheWest() throws {
        let ring = try #require(Shapes.polygon([(-16, -178), (-18, -178), (-18, 178), (-16, 178)]))
        #expect(ring.contains(Shapes.point(-17, 179)) && ring.contains(Shapes.point(-17, -179)) && ring.contains(Shapes.point(-17, 180)))
        #expect(!ring.contains(Shapes.point(-17, 177)) && !ring.contains(Shapes.point(-17, -177)))
    }

    @Test("a ring that reaches the antimeridian without crossing it keeps its longitudes as drawn")
    func touchingTheAntimeridian() throws {
        let ring = try #require(Shapes.polygon([(60, 170), (60, 180), (70, 180), (70, 170)]))
        #expect(ring.contains(Shapes.point(65, 180)) && ring.contains(Shapes.point(65, 175)))
        #expect(ring.contains(Shapes.point(65, -180)), "−180 is the same meridian as 180")
        #expect(!ring.contains(Shapes.point(65, -179)) && !ring.contains(Shapes.point(65, 169)))
    }
}
