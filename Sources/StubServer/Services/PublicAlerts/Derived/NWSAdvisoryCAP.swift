import Foundation

extension DerivedCAP {
    /// The NWS's Wind Advisory as the NWS's own CAP feed writes it, made from the very answer the NWS stand-in gives for
    /// its recorded point (``NWSAlertsStub``, times and texts moved there), so that the two services agree and a
    /// client can merge them: `identifier` the feature's `id` as it is (`urn:oid:…`, the form of the NOAA document's
    /// identifier), `sender`, `sent`, `msgType`, `references`, one `en-US` `info` with the event, its levels, times,
    /// texts and `senderName`, `eventEndingTime` from `ends`, and its area: the polygon of a geometry (CAP's `lat,lon`
    /// order) when it has one, else its SAME and UGC codes. `nil` when the stand-in gives no advisory.
    static func nwsAdvisory(_ call: StubCall) -> [UInt8]? {
        guard let request = StubRequest(head: "GET /alerts/active?point=36.18,-87.8 HTTP/1.1\r\nUser-Agent: forecast-stub-server"),
              case let .answer(_, _, body, _) = NWSAlertsStub(
                  windAdvisory: call.fixtures.nwsWindAdvisory, none: call.fixtures.nwsNoAlerts, answers: call.answers
              ).reply(to: request, now: call.now),
              let answer = try? JSONSerialization.jsonObject(with: Data(body)) as? [String: Any],
              let feature = (answer["features"] as? [[String: Any]])?.first,
              let properties = feature["properties"] as? [String: Any] else { return nil }
        /// The property `key`'s text, escaped.
        func text(_ key: String) -> String { escaped(properties[key] as? String ?? "") }
        /// The CAP element `name` holding the property `key` (by default, of the same name).
        func element(_ name: String, _ key: String? = nil) -> String { "<\(name)>\(text(key ?? name))</\(name)>" }
        let references = (properties["references"] as? [[String: Any]] ?? []).map { reference in
            ["sender", "identifier", "sent"].map { reference[$0] as? String ?? "" }.joined(separator: ",")
        }
        let head = [element("identifier", "id"), element("sender"), element("sent"), element("status"), element("msgType", "messageType"),
                    "<scope>Public</scope>"] + (references.isEmpty ? [] : ["<references>\(escaped(references.joined(separator: " ")))</references>"])
        let info = ["<language>en-US</language>", element("category"), element("event"), element("responseType", "response"),
                    element("urgency"), element("severity"), element("certainty"), element("effective"), element("onset"), element("expires"),
                    element("senderName"), element("headline"), element("description"), element("instruction"), "<web>http://www.weather.gov</web>",
                    "<parameter><valueName>eventEndingTime</valueName>\(element("value", "ends"))</parameter>",
                    "<area>\(element("areaDesc"))\(area(of: feature, properties))</area>"]
        let document = #"<?xml version='1.0' encoding='utf-8'?>"# + "\n"
            + #"<alert xmlns="urn:oasis:names:tc:emergency:cap:1.2">"# + head.joined() + "<info>" + info.joined() + "</info></alert>"
        return Array(document.utf8)
    }

    /// The CAP elements of a feature's area: its geometry's polygons in CAP's `lat,lon` order, or its SAME and UGC codes.
    private static func area(of feature: [String: Any], _ properties: [String: Any]) -> String {
        if let geometry = feature["geometry"] as? [String: Any], let rings = geometry["coordinates"] as? [[[Double]]] {
            return rings.map { ring in "<polygon>" + ring.map { "\($0[1]),\($0[0])" }.joined(separator: " ") + "</polygon>" }.joined()
        }
        let codes = properties["geocode"] as? [String: [String]] ?? [:]
        return ["SAME", "UGC"].flatMap { scheme in
            (codes[scheme] ?? []).map { "<geocode><valueName>\(scheme)</valueName><value>\(escaped($0))</value></geocode>" }
        }.joined()
    }

    /// Text made safe inside an XML element.
    private static func escaped(_ text: String) -> String {
        text.replacing("&", with: "&amp;").replacing("<", with: "&lt;").replacing(">", with: "&gt;")
    }
}
