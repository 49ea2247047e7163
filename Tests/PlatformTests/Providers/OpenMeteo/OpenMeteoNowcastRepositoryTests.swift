import Domain
import Foundation
@testable import Platform
import StubServer
import Testing

/// Open-Meteo's 15-minute precipitation through the real client and libcurl, against the stub, which rains at
/// Enschede in the four quarter hours after the one under way (`NowcastStory`) and is dry elsewhere.
@Suite("Open-Meteo's 15-minute nowcast against a loopback stand-in")
struct OpenMeteoNowcastRepositoryTests {
    func repository(_ stub: WeatherStubServer) -> OpenMeteoNowcastRepository {
        OpenMeteoNowcastRepository(
            client: ProviderClient(http: CurlHTTPClient.forTests(), clock: SystemClock(), errorReason: OpenMeteoErrorBody.reason(in:)),
            baseURL: stub.baseURL
        )
    }

    @Test("Enschede: the model's own quarter hours, rain at known ones, each step a quarter hour before its stamp")
    func model() async throws {
        try await withStubServer(answers: .madeForThePlace) { stub in
            let enschede = Place(name: "Enschede", coordinate: try Coordinate(latitude: 52.2183, longitude: 6.8958), timeZoneIdentifier: "Europe/Amsterdam")
            let asked = Date()
            let answer = try await repository(stub).nowcast(for: enschede, minutes: 120)
            let answered = Date()
            guard case .nowcast(let nowcast) = answer.content else {
                Issue.record("Open-Meteo always answers")
                return
            }
            #expect(nowcast.method == .model && nowcast.stepMinutes == 15 && nowcast.steps.count == 10)
            #expect(nowcast.steps.map(\.precipitationRate) == [0, 0, 0.4, 1.2, 2.0, 0.8, 0, 0, 0, 0])
            // The quarter hour under way when the stub answered: the request may cross a quarter's mark on a loaded machine.
            let quarters = Set([asked, answered].map { ($0.timeIntervalSince1970 / 900).rounded(.down) * 900 })
            #expect(quarters.contains(nowcast.steps[1].time.secondsSince1970), "the second step is the quarter hour under way")
            #expect(answer.timeZoneIdentifier == "Europe/Amsterdam")
            let request = try #require(stub.requests(to: .forecast).first)
            #expect(request.query["minutely_15"] == "precipitation" && request.query["forecast_minutely_15"] == "10")
        }
    }

    @Test("outside the native areas the same steps are interpolated hourly values")
    func interpolated() async throws {
        try await withStubServer { stub in
            let beijing = Place(name: "Beijing", coordinate: try Coordinate(latitude: 39.9075, longitude: 116.397_23), timeZoneIdentifier: "Asia/Shanghai")
            let answer = try await repository(stub).nowcast(for: beijing, minutes: 30)
            guard case .nowcast(let nowcast) = answer.content else {
                Issue.record("Open-Meteo always answers")
                return
            }
            #expect(nowcast.method == .interpolated && nowcast.steps.count == 4 && nowcast.steps.allSatisfy { $0.precipitationRate == 0 })
        }
    }
}
