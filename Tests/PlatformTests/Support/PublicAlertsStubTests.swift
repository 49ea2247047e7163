import Foundation
@testable import Platform
@testable import StubServer
import Testing

/// The FOSS Public Alert Server's stand-in, over HTTP: ids by box, refusals as the aggregator's, its redirects, the CAP
/// documents placed on the clock, and the feeds by country.
@Suite("The stub server answers like the FOSS Public Alert Server")
struct PublicAlertsStubTests {
    /// The MoWaS alert derived from the recorded Cancel, and the Cancel (``PublicAlertsScene``).
    static let mowasAlert = "00000000-0000-4000-8000-000000000007", mowasCancel = "00000000-0000-4000-8000-000000000008"

    /// Runs `body` with a stub server telling `story`, at the real time or always at `fixedNow`, stopped afterwards.
    func withStub(_ story: StubStory = StubStory(), fixedNow: Double? = nil, _ body: (WeatherStubServer) async throws -> Void) async throws {
        let stub = try WeatherStubServer(fixedNow: fixedNow, story: story)
        try stub.start()
        defer { stub.stop() }
        try await body(stub)
    }

    /// The stub's answer to `GET path`, redirects followed.
    func get(_ path: String, from stub: WeatherStubServer) async throws -> HTTPResponse {
        try await CurlHTTPClient.forTests().response(to: HTTPRequest(url: stub.baseURL + path))
    }

    /// The answer to a POST of the form `fields` to `path`.
    func post(_ path: String, form fields: [QueryItem], to stub: WeatherStubServer) async throws -> HTTPResponse {
        try await CurlHTTPClient.forTests().response(to: HTTPRequest(method: .postForm(fields), url: stub.baseURL + path))
    }

    /// The ids `/alert/area` lists for the box in the query `box`, checking it answers JSON.
    func ids(_ box: String, from stub: WeatherStubServer) async throws -> [String] {
        let response = try await get("/alert/area?\(box)", from: stub)
        #expect(response.status == 200 && response.headers["content-type"]?.hasPrefix("application/json") == true)
        return try #require(try JSONSerialization.jsonObject(with: response.body) as? [String])
    }

    /// The text of the first `<name>` element in a served document.
    func first(_ name: String, in document: Data) throws -> String {
        let text = String(decoding: document, as: UTF8.self)
        let start = try #require(text.firstRange(of: "<\(name)>")), end = try #require(text[start.upperBound...].firstRange(of: "</\(name)>"))
        return String(text[start.upperBound..<end.lowerBound])
    }

    @Test("a box inside Kassel finds the MoWaS alert; with the cancelled story, its Cancel too")
    func kassel() async throws {
        let kassel = "min_lat=51.30&max_lat=51.33&min_lon=9.47&max_lon=9.51"
        try await withStub { stub in
            let found = try await ids(kassel, from: stub)
            #expect(found.contains(Self.mowasAlert) && !found.contains(Self.mowasCancel))
        }
        try await withStub(StubStory(mowas: .cancelled)) { stub in
            let found = try await ids(kassel, from: stub)
            #expect(found.contains(Self.mowasAlert) && found.contains(Self.mowasCancel))
        }
    }

    @Test("a box over the Atlantic finds nothing; boxes on either side of ±180° find the Fijian alert")
    func emptyAndAntimeridian() async throws {
        try await withStub { stub in
            let atlantic = try await ids("min_lat=30&max_lat=31&min_lon=-40&max_lon=-39", from: stub)
            let west = try await ids("min_lat=-17&max_lat=-16.5&min_lon=179.8&max_lon=180", from: stub)
            let east = try await ids("min_lat=-17&max_lat=-16.5&min_lon=-180&max_lon=-179.8", from: stub)
            #expect(atlantic.isEmpty && west == ["00000000-0000-4000-8000-000000000011"] && east == west)
        }
    }

    @Test("an invalid box is refused with 400 \"invalid bounding box\"", arguments: [
        "min_lat=1&max_lat=2&min_lon=1", "min_lat=a&max_lat=2&min_lon=1&max_lon=2", "min_lat=nan&max_lat=2&min_lon=1&max_lon=2",
        "min_lat=89&max_lat=91&min_lon=1&max_lon=2", "min_lat=1&max_lat=2&min_lon=-181&max_lon=2", "min_lat=1&max_lat=1&min_lon=1&max_lon=2",
        "min_lat=-17&max_lat=-16&min_lon=179&max_lon=-179",
    ])
    func invalidBox(query: String) async throws {
        try await withStub { stub in
            let response = try await get("/alert/area?\(query)", from: stub)
            #expect(response.status == 400 && String(decoding: response.body, as: UTF8.self) == "invalid bounding box")
        }
    }

    @Test("/alert/{id} redirects to the document on the same server, which names the alert the Cancel references")
    func redirect() async throws {
        // At one moment, so that the two requests cannot fall in different minutes.
        try await withStub(StubStory(mowas: .cancelled), fixedNow: Date().timeIntervalSince1970) { stub in
            let alert = try await get("/alert/\(Self.mowasAlert)", from: stub)
            #expect(alert.status == 200 && alert.headers["content-type"] == "application/xml")
            #expect(stub.requests.map(\.path).suffix(2) == ["/alert/\(Self.mowasAlert)", "/data/mow.DE-HE-KS-SE106-20250313-106-000.xml"])
            let cancel = try await get("/alert/\(Self.mowasCancel)", from: stub).body
            let triple = try first("references", in: cancel).split(separator: ",").map(String.init)
            #expect(try [first("sender", in: alert.body), first("identifier", in: alert.body), first("sent", in: alert.body)] == triple)
            #expect(try first("msgType", in: alert.body) == "Alert" && first("msgType", in: cancel) == "Cancel")
        }
    }

    @Test("the 301s: to the same host, to another host, round a loop")
    func redirectLocations() throws {
        let call = { (id: String) throws -> StubReply in
            let request = try #require(StubRequest(head: "GET /alert/\(id) HTTP/1.1\r\nHost: 127.0.0.1:8080"))
            let fixtures = try FixtureLibrary()
            return StubEndpoint.publicAlertsAlert.reply(StubCall(request: request, fixtures: fixtures, answers: .recorded, absurd: false, now: Date()))
        }
        let moved = { (location: String) in
            StubReply.withHeaders(["Location: \(location)"], .answer(status: 301, contentType: "text/html; charset=utf-8", body: [], gzip: false))
        }
        #expect(try call(Self.mowasAlert) == moved("http://127.0.0.1:8080/data/mow.DE-HE-KS-SE106-20250313-106-000.xml"))
        #expect(try call("00000000-0000-4000-8000-000000000018") == moved("http://localhost:8080/data/hostile-other-host.xml"))
        let loop = "00000000-0000-4000-8000-000000000019"
        #expect(try call(loop) == moved("http://127.0.0.1:8080/alert/\(loop)"))
    }

    @Test("times placed on the clock, to the minute: Israel's warning effective an hour ago, Met Éireann's expired an hour ago")
    func timesOnTheClock() async throws {
        try await withStub { stub in
            // The stub reads its clock between these moments (a loaded machine may stretch them apart), to the minute.
            let asked = Date().addingTimeInterval(-3600 - 65)
            let israel = try await get("/data/il-488abaaf-cad5-4d2b-93b2-703016878453.xml", from: stub).body
            let ireland = try await get("/data/ie-2.49.0.1.372.0.250413231648.N_Norm002_SmallCraft.xml", from: stub).body
            let answered = Date().addingTimeInterval(-3600 + 5)
            let effective = try Date(try first("effective", in: israel), strategy: .iso8601)
            #expect((asked...answered).contains(effective), "in the minute an hour ago")
            #expect(try first("effective", in: israel).hasSuffix("+02:00"), "its offset as written")
            let expires = try Date(try first("expires", in: ireland), strategy: .iso8601)
            #expect((asked...answered).contains(expires), "in the minute an hour ago")
        }
    }

    @Test("feeds by country, POSTed as a form: Germany's two for \"de,xx\", repeated fields read too; 400 without a country or to a GET")
    func feeds() async throws {
        try await withStub { stub in
            let forms = [[QueryItem("country_codes", "de,xx")], [QueryItem("country_codes", "de"), QueryItem("country_codes", "xx")]]
            for form in forms {
                let response = try await post("/sources/area_status", form: form, to: stub)
                let results = try #require((try JSONSerialization.jsonObject(with: response.body) as? [String: Any])?["results"] as? [[String: Any]])
                #expect(results.map { $0["name"] as? String } == ["DWD", "MoWaS (BBK)"])
                #expect(results.allSatisfy { $0["cap_alert_feed_status"] as? String == "operating" && $0["authorityCountry"] as? String == "de" })
            }
            let italy = try await post("/source/area_status", form: [QueryItem("country_codes", "it")], to: stub).body
            #expect(String(decoding: italy, as: UTF8.self).contains(#""cap_alert_feed_status":"error""#))
            #expect(try await post("/sources/area_status", form: [QueryItem("other", "de")], to: stub).status == 400)
            let asGet = try await get("/sources/area_status?country_codes=de", from: stub)
            #expect(asGet.status == 400 && String(decoding: asGet.body, as: UTF8.self) == "wrong HTTP method")
        }
    }

    @Test("404s: an unknown id, the Cancel while the story has not cancelled, an unknown document")
    func notFound() async throws {
        try await withStub { stub in
            let unknown = try await get("/alert/00000000-0000-4000-8000-000000000099", from: stub)
            #expect(unknown.status == 404 && String(decoding: unknown.body, as: UTF8.self) == "no such alert")
            #expect(try await get("/alert/\(Self.mowasCancel)", from: stub).status == 404)
            #expect(try await get("/data/mow.DE-HE-KS-SE106-20250313-106-001.xml", from: stub).status == 404)
            #expect(try await get("/data/nothing.xml", from: stub).status == 404)
        }
    }
}
