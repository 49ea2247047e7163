import Foundation

extension HostileCAP {
    /// The size of ``hugeDescription(_:at:now:)``: 50 MiB.
    static let hugeBytes = 50 * 1024 * 1024

    /// A valid alert of ``hugeBytes`` bytes, nearly all of them its description (lines of "Wind. "), made when asked
    /// for and never stored.
    static func hugeDescription(_ identifier: String, at point: (latitude: Double, longitude: Double), now: Date) -> [UInt8] {
        let empty = alert(identifier, at: point, now: now, headline: Array("A huge description".utf8), description: [])
        let line = Array((String(repeating: "Wind. ", count: 13) + "\n").utf8)
        let fill = hugeBytes - empty.count
        var description: [UInt8] = []
        description.reserveCapacity(fill)
        while description.count + line.count <= fill { description += line }
        description += [UInt8](repeating: UInt8(ascii: "."), count: fill - description.count)
        return alert(identifier, at: point, now: now, headline: Array("A huge description".utf8), description: description)
    }
}
