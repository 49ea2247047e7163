extension DerivedCAP {
    /// The circle CAP 1.2 allows (`lat,lon radius`, the radius in kilometres), which no recorded document has: Dublin,
    /// 25 km.
    static let dublinCircle = (latitude: 53.35, longitude: -6.26, kilometres: 25.0)

    /// Met Éireann's small-craft warning (`document`) with its area drawn as ``dublinCircle`` instead of its region
    /// codes, under the identifier `identifier`.
    static func circleAlert(from document: [UInt8], identifier: String) -> [UInt8] {
        var text = CAPText(document)
        text.setContent(of: "identifier", to: identifier)
        let circle = dublinCircle
        text.replaceAll("geocode", with: "<circle>\(circle.latitude),\(circle.longitude) \(Int(circle.kilometres))</circle>")
        return text.bytes
    }
}
