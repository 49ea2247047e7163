import Foundation

extension HostileCAP {
    /// An external entity pointing at `/etc/passwd`, used in the headline: a reader that loads it leaks the file.
    static func externalEntity(_ identifier: String, at point: (latitude: Double, longitude: Double), now: Date) -> [UInt8] {
        let doctype = "<!DOCTYPE alert [\n  <!ENTITY x SYSTEM \"file:///etc/passwd\">\n]>\n"
        return alert(identifier, at: point, now: now, prologue: doctype, headline: Array("&x;".utf8), description: Array("Leaks.".utf8))
    }
}
