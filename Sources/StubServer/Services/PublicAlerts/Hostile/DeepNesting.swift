import Foundation

extension HostileCAP {
    /// How deep ``deepNesting(_:at:now:)`` nests: 10,000 elements.
    static let nestingDepth = 10_000

    /// An alert whose description holds ``nestingDepth`` nested `<p>` elements (libxml2 refuses more than 256 levels
    /// unless asked for `XML_PARSE_HUGE`; a recursive reader would exhaust its stack).
    static func deepNesting(_ identifier: String, at point: (latitude: Double, longitude: Double), now: Date) -> [UInt8] {
        let nested = String(repeating: "<p>", count: nestingDepth) + "deep" + String(repeating: "</p>", count: nestingDepth)
        return alert(identifier, at: point, now: now, headline: Array("Deep".utf8), description: Array(nested.utf8))
    }
}
