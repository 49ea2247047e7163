import Domain
import DomainTesting
import Testing

@Suite("A forecast's days against the 1991–2020 normal")
struct NormalsServiceTests {
    /// Every high 8 °C and every low 2 °C over the normals' years.
    let normals = StatisticsTests.normals { _ in 8 }

    @Test("each day's normal and anomaly, signs as they fall; an unknown value has no anomaly; the mean of the highs")
    func anomalies() async throws {
        let repository = NormalsRepositorySpy(normals: normals)
        let forecast = DailyForecastReport(
            location: ResolvedPlace(place: Sample.london),
            days: [
                DailyForecast(date: LocalDate(iso8601: "2026-11-24")!, temperatureMin: 5, temperatureMax: 12),
                DailyForecast(date: LocalDate(iso8601: "2026-11-25")!, temperatureMin: -3, temperatureMax: 6),
                DailyForecast(date: LocalDate(iso8601: "2026-11-26")!),
            ],
            units: .metric, source: DataSource(provider: "Sky", attribution: "Sky")
        )
        let comparison = try await NormalsService(repository: repository).comparison(for: forecast)
        #expect(comparison.days.map(\.normalMax) == [8, 8, 8] && comparison.days.map(\.normalMin) == [-2, -2, -2])
        #expect(comparison.days.map(\.anomalyMax) == [4, -2, nil] && comparison.days.map(\.anomalyMin) == [7, -1, nil])
        #expect(comparison.meanHighAnomaly == 1 && repository.normalsCalls.invocations == [Sample.london])
    }
}
