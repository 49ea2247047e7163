import Domain
import Foundation
@testable import Platform
import Testing

@Suite("A CAP document read as the warnings at a point, in a language")
struct CAPAlertMappingTests {
    static let inside = try! Coordinate(latitude: 0.5, longitude: 0.5)
    static let outside = try! Coordinate(latitude: 5, longitude: 5)

    /// A CAP document with `infos` (each `(language, event, area)`), of `type`, referencing `references`.
    static func document(
        _ infos: [(String, String, String)], type: String = "Alert", scope: String = "Public", references: String? = nil,
        identifier: String = "X-1"
    ) throws -> CAPAlertDocument {
        let blocks = infos.map { language, event, area in
            "<info><language>\(language)</language><category>Met</category><event>\(event)</event><severity>Severe</severity>"
                + "<expires>2026-11-29T18:00:00+01:00</expires><onset>2026-11-29T08:00:00+01:00</onset>\(area)</info>"
        }.joined()
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?><alert xmlns="urn:oasis:names:tc:emergency:cap:1.2"><identifier>\(identifier)</identifier>\
            <sender>test@example.org</sender><sent>2026-11-29T07:00:00+01:00</sent><status>Actual</status><msgType>\(type)</msgType>\
            <scope>\(scope)</scope>\(references.map { "<references>\($0)</references>" } ?? "")\(blocks)</alert>
            """
        return try CAPDocumentReader.document(in: Data(xml.utf8))
    }

    static let square = "<area><areaDesc>Square</areaDesc><polygon>0,0 0,1 1,1 1,0 0,0</polygon></area>"
    static let codesOnly = "<area><areaDesc>Region 7</areaDesc><geocode><valueName>EMMA_ID</valueName><value>XX007</value></geocode></area>"
    static let nothing = "<area><areaDesc>Somewhere</areaDesc><polygon>not,a polygon</polygon></area>"

    @Test("the block in the language asked; another language is said to be another")
    func language() throws {
        let document = try Self.document([("de", "Sturm", Self.square), ("en", "Storm", Self.square)])
        let german = try #require(CAPAlertMapping.alerts(in: document, at: Self.inside, language: "de").first)
        #expect(german.event == "Sturm" && german.language == "de" && german.isInRequestedLanguage)
        let japanese = try #require(CAPAlertMapping.alerts(in: document, at: Self.inside, language: "ja").first)
        #expect(japanese.event == "Storm" && japanese.language == "en" && !japanese.isInRequestedLanguage)
    }

    @Test("a drawn area applies inside it only; one by region codes applies, named; one with neither applies nowhere")
    func areas() throws {
        #expect(CAPAlertMapping.alerts(in: try Self.document([("en", "Storm", Self.square)]), at: Self.outside, language: "en").isEmpty)
        let coded = CAPAlertMapping.alerts(in: try Self.document([("en", "Flood", Self.codesOnly)]), at: Self.outside, language: "en")
        #expect(coded.map(\.areas) == [["Region 7"]])
        #expect(CAPAlertMapping.alerts(in: try Self.document([("en", "Storm", Self.nothing)]), at: Self.inside, language: "en").isEmpty)
    }

    @Test("a second event in the same language is its own warning, under the message's id and its number")
    func secondBlock() throws {
        let document = try Self.document([("en", "Storm", Self.square), ("en", "Flood", Self.square)])
        let alerts = CAPAlertMapping.alerts(in: document, at: Self.inside, language: "en")
        #expect(alerts.map(\.id) == ["X-1", "X-1 #2"])
        #expect(AlertThreads.sameMessage("X-1 #2", "X-1"))
    }

    @Test("an update or a cancellation that does not apply here still ends, here, what it references")
    func endsWhatItReferences() throws {
        let original = CAPAlertMapping.alerts(in: try Self.document([("en", "Storm", Self.codesOnly)], identifier: "X-1"), at: Self.inside, language: "en")
        let narrowed = try Self.document([("en", "Storm", Self.square)], type: "Update", references: "test@example.org,X-1,2026-11-29T06:00:00+01:00", identifier: "X-2")
        let update = CAPAlertMapping.alerts(in: narrowed, at: Self.outside, language: "en")
        #expect(update.map(\.isCancellation) == [true] && update.first?.references == ["X-1"])
        #expect(AlertThreads.current(original + update).isEmpty)
    }

    @Test("only a public message is shown; an acknowledgement never")
    func scopeAndType() throws {
        #expect(CAPAlertMapping.alerts(in: try Self.document([("en", "Storm", Self.square)], scope: "Restricted"), at: Self.inside, language: "en").isEmpty)
        #expect(CAPAlertMapping.alerts(in: try Self.document([("en", "Storm", Self.square)], type: "Ack"), at: Self.inside, language: "en").isEmpty)
    }

    @Test("references are the identifiers of their triples; a language tag that cannot be one is the standard's default")
    func referencesAndTags() throws {
        #expect(CAPDocumentReader.references(in: "a@b,ID-1,2026-01-01T00:00:00Z  a@b,ID-2,2026-01-02T00:00:00Z broken") == ["ID-1", "ID-2"])
        #expect(CAPDocumentReader.languageTag("de-LS") == "de-LS")
        #expect(CAPDocumentReader.languageTag(String(repeating: "x", count: 36)) == nil)
        #expect(CAPDocumentReader.languageTag("en\u{1B}[31m") == nil)
    }

    @Test("an alert id that could reach another path is never asked")
    func pathSafeIDs() {
        #expect(PublicAlertsAreaTarget.isPathSafe("00000000-0000-4000-8000-000000000001"))
        for id in ["..", ".", "a/b", "a%2Fb", "", "a b", String(repeating: "a", count: 129)] {
            #expect(!PublicAlertsAreaTarget.isPathSafe(id), "\(id)")
        }
    }

    @Test("edges round outwards, so a sliver beside ±180° is asked as a box the server takes; one of no width is not asked")
    func boxes() throws {
        let sliver = CoordinateBox(latitudes: 10...11, longitudes: -180 ... -179.99999999999997)
        #expect(PublicAlertsAreaTarget.canAsk(sliver))
        #expect(PublicAlertsAreaTarget(baseURL: "https://alerts.example", box: sliver).queryItems.map(\.encoded).suffix(2) == ["min_lon=-180", "max_lon=-179.9999"])
        #expect(!PublicAlertsAreaTarget.canAsk(CoordinateBox(latitudes: 10...11, longitudes: 180...180)))
        let target = PublicAlertsAreaTarget(baseURL: "https://alerts.example", box: CoordinateBox(latitudes: 51.25001...51.34999, longitudes: 9.45001...9.54999))
        #expect(target.queryItems.map(\.encoded) == ["min_lat=51.25", "max_lat=51.35", "min_lon=9.45", "max_lon=9.55"])
    }
}
