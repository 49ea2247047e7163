import Domain
import Foundation
@testable import Platform
import Testing

@Suite("Reading a CAP area's polygon and circle")
struct CAPShapesTests {
    /// The text of the longest `<polygon>` in the NWS's recorded Alaskan document (1.6 MB, 212 polygons): 34,066 points
    /// around Prince of Wales Island, as the stub server serves it.
    static func alaskanRingText() throws -> String {
        let name = "noaa-2.49.0.1.840.0.9b5195e635069329b12a7c697fad5934d144784a.001.1.xml"
        let url = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/StubServer/Fixtures/public-alerts/\(name)")
        let document = try String(contentsOf: url, encoding: .utf8)
        let polygons = document.components(separatedBy: "<polygon>").dropFirst().map { $0.components(separatedBy: "</polygon>")[0] }
        return try #require(polygons.max { $0.utf8.count < $1.utf8.count })
    }

    @Test("pairs of latitude and longitude, separated by spaces, tabs or line breaks, closed or not")
    func polygon() throws {
        let polygon = try #require(CAPShapes.polygon("22.0766,113.5709\n\t\t22.0766,113.6102 \r\n 22.1088,113.6301\t22.0766,113.5709 "))
        #expect(polygon.ring.map(\.latitude) == [22.0766, 22.0766, 22.1088, 22.0766])
        #expect(polygon.ring.map(\.longitude) == [113.5709, 113.6102, 113.6301, 113.5709])
        #expect(try #require(CAPShapes.polygon("0,0 0,1 1,1")).ring.count == 4, "an open ring is closed")
        #expect(try #require(CAPShapes.polygon("-16.0,179.5 -16.0,-179.5 -17.5,-179.5 -17.5,179.5 -16.0,179.5")).contains(
            try Coordinate(latitude: -17, longitude: 180)
        ))
    }

    @Test("no polygon from empty text, a pair that is not two numbers in range, or fewer than three points", arguments: [
        "", "   \n\t", "0,0 0,1 x,1 0,0", "0,0 0,1 1 0,0", "0,0 0,1 1,1,1 0,0", "0,0 0,1 1,1;0,0", "0,0 0, 1 1,1 0,0",
        "0,0 91,1 1,1 0,0", "0,0 0,181 1,1 0,0", "0,0 nan,1 1,1 0,0", "0,0 0,inf 1,1 0,0", "0,0 0,1 0,0", "0,0 0,1",
    ])
    func badPolygons(text: String) {
        #expect(CAPShapes.polygon(text) == nil)
    }

    @Test("a circle: its centre, whitespace, its radius in kilometres")
    func circle() throws {
        let dublin = try #require(CAPShapes.circle(" 53.35,-6.26\t25 \n"))
        #expect(dublin.centre == (try Coordinate(latitude: 53.35, longitude: -6.26)) && dublin.radiusKilometres == 25)
        #expect(try #require(CAPShapes.circle("32.9525,-115.5527 0")).radiusKilometres == 0)
    }

    @Test("no circle from anything else", arguments: [
        "", "53.35,-6.26", "53.35,-6.26 -1", "53.35,-6.26 25 km", "53.35 -6.26 25", "53.35,-6.26 x", "95,0 1", "53.35,-6.26 inf",
    ])
    func badCircles(text: String) {
        #expect(CAPShapes.circle(text) == nil)
    }

    @Test("the NWS's 34,066-point ring is read, and holds Craig and the island's middle but not the strait or Ketchikan")
    func alaskanRing() throws {
        let polygon = try #require(CAPShapes.polygon(Self.alaskanRingText()))
        #expect(polygon.ring.count == 34_066)
        // Verdicts of shapely's `covers` for the same ring (Tests/Oracles/alerts_cap/polygon_grid.py).
        let verdicts: [(Double, Double, Bool)] = [
            (55.4764, -133.1483, true), (55.52355, -132.775575, true), (55.3, -132.2, true), (56.0, -133.0, true),
            (55.5, -132.1, false), (55.2, -132.9, false), (55.0, -133.5, false), (55.3422, -131.6461, false),
        ]
        for (latitude, longitude, isInside) in verdicts {
            #expect(polygon.contains(try Coordinate(latitude: latitude, longitude: longitude)) == isInside, "\(latitude), \(longitude)")
        }
        #expect(polygon.contains(polygon.ring[17_000]), "a vertex is on the edge")
    }
}
