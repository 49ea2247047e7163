import Foundation

extension HostileCAP {
    /// The "billion laughs": nine levels of internal entities, each ten of the one before, `&lol9;` (10⁹ "lol"s, 3 GB
    /// when expanded) in the headline.
    static func billionLaughs(_ identifier: String, at point: (latitude: Double, longitude: Double), now: Date) -> [UInt8] {
        let levels = (1...9).map { level in
            #"<!ENTITY lol\#(level) ""# + String(repeating: "&lol\(level - 1);", count: 10) + #"">"#
        }
        let doctype = "<!DOCTYPE alert [\n  <!ENTITY lol0 \"lol\">\n" + levels.map { "  " + $0 + "\n" }.joined() + "]>\n"
        return alert(identifier, at: point, now: now, prologue: doctype, headline: Array("&lol9;".utf8), description: Array("Laughs.".utf8))
    }
}
