package import Domain
package import DomainTesting

/// The sea beside London's sample forecasts (`daily --marine`, `hourly --marine`) and under the sea checks: 48 hours
/// from midnight on 22 November 2026 (UTC), made so that what each day and hour shows is known. Each hour's waves are
/// 0.4 m plus a tenth of a metre an hour since midnight on the 22nd (2.6 m at 22:00), from the south-west (225°) on the
/// 22nd and the west (270°) on the 23rd, with a period of 8, 9 or 10 s in turn (hour % 3); the sea is 12 °C plus a
/// tenth of a degree an hour (14.2 °C at 22:00); the swell is half the waves from 300° at 12 s. The model says nothing
/// at 23:00 on the 22nd, and nothing of the 24th. So the 22nd's highest waves are 2.6 m SW (its warmest sea 14.2 °C),
/// the 23rd's 5.1 m W (16.7 °C).
package enum SampleMarineExtra {
    /// The marine service's credit.
    package static let source = DataSource(provider: "Open-Meteo", attribution: "Marine data by Open-Meteo.com")

    /// 22:10 UTC on the 22nd: the hour of London's sample hours (22:00 to 02:00), on the same day as its days.
    package static let now = Instant(secondsSince1970: 1_795_385_400)

    /// The sample's hours, in metres, degrees Celsius and km/h, as a marine service answers them.
    package static let hours: [MarineHour] = (0..<48).map { index in
        let time = LocalDateTime(iso8601: "2026-11-22T00:00")!.adding(minutes: index * 60)
        guard index != 23 else { return MarineHour(time: time) }
        let height = 0.4 + Double(index) / 10
        return MarineHour(
            time: time, waves: WaveTrain(height: height, direction: index < 24 ? 225 : 270, period: 8 + Double(index % 3)),
            swell: WaveTrain(height: height / 2, direction: 300, period: 12), seaTemperature: 12 + Double(index) / 10
        )
    }

    /// A marine repository over the sample's hours: the model has sea at the candidate point `seaAt` of a search
    /// (0 the place itself, 1 the point 5 km north of it), or at none when `nil`; it records each search and each
    /// fetch (the days asked).
    package struct Repository: MarineRepository {
        /// The candidate that has sea, or `nil` for none.
        package let seaAt: Int?
        /// The searches for water: the points asked.
        package let searches = Spy<[Coordinate], Void>(.success(()))
        /// The fetches of a point's hours: the days asked.
        package let fetches = Spy<Int, Void>(.success(()))

        /// Makes a repository with sea at candidate `seaAt` (none when `nil`).
        package init(seaAt: Int? = 0) {
            self.seaAt = seaAt
        }

        /// The sample's credit.
        package var source: DataSource { SampleMarineExtra.source }

        /// Records the search; sea at candidate ``seaAt`` only.
        package func seaCells(among points: [Coordinate]) async throws -> [Bool] {
            try searches.record(points)
            return points.indices.map { $0 == seaAt }
        }

        /// Records the days asked; the sample's hours, whatever the point, on London's clock (UTC).
        package func marine(at point: Coordinate, days: Int) async throws -> ForecastAnswer<MarineSeries> {
            try fetches.record(days)
            return ForecastAnswer(MarineSeries(cell: nil, hours: hours), timeZoneIdentifier: "Europe/London", utcOffsetSeconds: 0)
        }
    }
}

extension SpyProvider {
    /// The provider with the standard marine forecast over `repository`, London found as the samples find it, now at
    /// ``SampleMarineExtra/now``.
    package func servingMarineExtra(_ repository: SampleMarineExtra.Repository) -> SpyProvider {
        var provider = self
        provider.useCases.register(.marine) { provider in MarineService(places: provider.places, marine: repository, clock: FixedClock(SampleMarineExtra.now)) }
        return provider
    }
}
