import Foundation

/// The hostile documents at bare coordinates in the South Pacific near 45° S 150° W, each made by its own small generator (one file each) on the
/// skeleton of a valid CAP 1.2 alert, for now: a client must end each in a clean error, or show it made safe.
enum HostileCAP {
    /// A CAP 1.2 alert named `identifier` at `point`: a square polygon 0.1° wide around it, sent and in force from an hour
    /// before `now` for six hours, with `headline` and `description` as the bytes given (escape them first when needed)
    /// and `prologue` (a DOCTYPE) between the XML declaration and the root.
    static func alert(
        _ identifier: String, at point: (latitude: Double, longitude: Double), now: Date, prologue: String = "",
        headline: [UInt8], description: [UInt8]
    ) -> [UInt8] {
        let sent = time(now.addingTimeInterval(-3600)), expires = time(now.addingTimeInterval(5 * 3600))
        let (south, north) = (point.latitude - 0.05, point.latitude + 0.05), (west, east) = (point.longitude - 0.05, point.longitude + 0.05)
        let ring = [(south, west), (south, east), (north, east), (north, west), (south, west)]
            .map { "\(decimal($0.0)),\(decimal($0.1))" }.joined(separator: " ")
        let head = """
            <?xml version="1.0" encoding="UTF-8"?>
            \(prologue)<alert xmlns="urn:oasis:names:tc:emergency:cap:1.2">
              <identifier>\(identifier)</identifier>
              <sender>hostile@stub.invalid</sender>
              <sent>\(sent)</sent>
              <status>Actual</status>
              <msgType>Alert</msgType>
              <scope>Public</scope>
              <info>
                <language>en-GB</language>
                <category>Met</category>
                <event>Hostile document</event>
                <urgency>Immediate</urgency>
                <severity>Severe</severity>
                <certainty>Observed</certainty>
                <effective>\(sent)</effective>
                <expires>\(expires)</expires>
                <senderName>A hostile stand-in</senderName>
                <headline>
            """
        let tail = """
            </description>
                <area>
                  <areaDesc>Near 0° 0°</areaDesc>
                  <polygon>\(ring)</polygon>
                </area>
              </info>
            </alert>

            """
        return Array(head.utf8) + headline + Array("</headline>\n    <description>".utf8) + description + Array(tail.utf8)
    }

    /// `date` as CAP writes it, in UTC: `2026-11-29T10:17:00+00:00`.
    private static func time(_ date: Date) -> String {
        date.written("yyyy-MM-dd'T'HH:mm:ssxxx", in: .gmt)
    }

    /// A coordinate with at most four decimals, as CAP documents write them.
    private static func decimal(_ value: Double) -> String {
        String(format: "%.4f", value)
    }
}
