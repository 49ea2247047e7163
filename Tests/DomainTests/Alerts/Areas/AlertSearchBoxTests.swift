import Domain
import Testing

@Suite("AlertSearchBox: the boxes an aggregator is asked about for a place")
struct AlertSearchBoxTests {
    /// The box's edges as numbers, to compare within float rounding.
    static func edges(_ box: CoordinateBox) -> [Double] {
        [box.latitudes.lowerBound, box.latitudes.upperBound, box.longitudes.lowerBound, box.longitudes.upperBound]
    }

    /// Whether two lists of edges agree within a billionth of a degree.
    static func same(_ box: CoordinateBox, _ expected: [Double]) -> Bool {
        zip(edges(box), expected).allSatisfy { abs($0 - $1) < 1e-9 }
    }

    @Test("one box reaching the margin on every side, holding the place")
    func oneBox() throws {
        let kassel = Shapes.point(51.3127, 9.4797)
        let boxes = AlertSearchBox.boxes(around: kassel)
        #expect(boxes.count == 1)
        let box = try #require(boxes.first)
        #expect(Self.same(box, [51.2627, 51.3627, 9.4297, 9.5297]) && box.contains(kassel))
    }

    @Test("two boxes split at the antimeridian, the place's side first", arguments: [
        (179.98, [179.93, 180], [-180, -179.97]), (-179.98, [-180, -179.93], [179.97, 180]),
        (180, [179.95, 180], [-180, -179.95]), (-180, [-180, -179.95], [179.95, 180]),
    ] as [(Double, [Double], [Double])])
    func splitAtTheAntimeridian(longitude: Double, first: [Double], second: [Double]) throws {
        let boxes = AlertSearchBox.boxes(around: Shapes.point(-17, longitude))
        try #require(boxes.count == 2)
        #expect(Self.same(boxes[0], [-17.05, -16.95] + first) && Self.same(boxes[1], [-17.05, -16.95] + second))
        #expect(boxes[0].contains(Shapes.point(-17, longitude)))
    }

    @Test("latitudes stop at the poles, and no box has edges that meet", arguments: [90.0, -90, 89.99])
    func poles(latitude: Double) {
        for box in AlertSearchBox.boxes(around: Shapes.point(latitude, 30)) {
            #expect(box.latitudes.lowerBound >= -90 && box.latitudes.upperBound <= 90)
            #expect(box.latitudes.lowerBound < box.latitudes.upperBound && box.longitudes.lowerBound < box.longitudes.upperBound)
            #expect(box.contains(Shapes.point(latitude, 30)))
        }
    }

    @Test("a margin of nothing still gives a box whose edges do not meet")
    func noMargin() throws {
        let box = try #require(AlertSearchBox.boxes(around: Shapes.point(10, 10), marginDegrees: 0).first)
        #expect(box.latitudes.lowerBound < box.latitudes.upperBound && box.longitudes.lowerBound < box.longitudes.upperBound)
    }
}
