extension DerivedCAP {
    /// A ring across the antimeridian, east of Fiji's Vanua Levu (Taveuni and the northern Lau Group), in CAP's
    /// `lat,lon` order: its eastern edge is at 179.5° W.
    static let antimeridianRing = "-16.0,179.5 -16.0,-179.5 -17.5,-179.5 -17.5,179.5 -16.0,179.5"

    /// The Israel Meteorological Service's flood warning (`document`) in English only, moved to Fiji: the identifier
    /// `identifier`, `senderName` "Fiji Meteorological Service", and one area, ``antimeridianRing``, in place of the
    /// Israeli region codes.
    static func antimeridianAlert(from document: [UInt8], identifier: String) -> [UInt8] {
        var text = CAPText(document)
        text.setContent(of: "identifier", to: identifier)
        text.remove("info") { !$0.contains("<language>en-GB</language>") }
        text.setContent(of: "senderName", to: "Fiji Meteorological Service")
        text.replaceAll("area", with: """
            <area>
                  <areaDesc>Taveuni and the northern Lau Group</areaDesc>
                  <polygon>\(antimeridianRing)</polygon>
                </area>
            """)
        return text.bytes
    }
}
