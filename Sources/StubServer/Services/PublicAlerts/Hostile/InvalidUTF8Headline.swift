import Foundation

extension HostileCAP {
    /// An alert declared UTF-8 whose headline holds bytes that are not: a lead byte followed by an ASCII one (`C3 28`),
    /// and `FF FE`, which never occur in UTF-8.
    static func invalidUTF8Headline(_ identifier: String, at point: (latitude: Double, longitude: Double), now: Date) -> [UInt8] {
        let headline = Array("Storm ".utf8) + [0xC3, 0x28, 0xFF, 0xFE] + Array(" warning".utf8)
        return alert(identifier, at: point, now: now, headline: headline, description: Array("Bad bytes in the headline.".utf8))
    }
}
