import Domain
import Testing

@Suite("AlertArea: a CAP area holds a point when any of its shapes does")
struct AlertAreaTests {
    static let circle = AlertCircle(centre: Shapes.point(50, 50), radiusKilometres: 10)!

    @Test("a point in any polygon or circle is in the area; one in none is not")
    func anyShape() {
        let area = AlertArea(name: "Two places", polygons: [Shapes.square], circles: [Self.circle])
        #expect(area.hasShape)
        #expect(area.contains(Shapes.point(5, 5)) && area.contains(Shapes.point(50, 50.05)))
        #expect(!area.contains(Shapes.point(20, 20)))
    }

    @Test("an area given only by region codes has no shape and holds no point")
    func regionCodesOnly() {
        let area = AlertArea(name: "Galway Bay", regionCodes: [AlertRegionCode(scheme: "EMMA_ID", value: "IE005")])
        #expect(!area.hasShape && !area.contains(Shapes.point(53.2, -9.1)))
        #expect(area.regionCodes.first?.scheme == "EMMA_ID" && area.regionCodes.first?.value == "IE005")
    }

    @Test("a circle alone gives an area a shape")
    func circleAlone() {
        #expect(AlertArea(name: "Round", circles: [Self.circle]).hasShape)
    }
}
