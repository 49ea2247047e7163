import Foundation

/// What the stub's nowcasts say, the same in both modes (``StubAnswers``), so that tests and the offline demo know
/// the answer. Places are matched within 0.25° of their coordinate (the search answers' places):
///
/// - **Bergen** (60.3930° N, 5.3242° E; MET Norway's radar): dry for the first 3 steps (steps 0–2, 15 minutes), rain
///   from step 3 rising to 2.4 mm/h at step 9, then easing: light again by step 13 (0.2 mm/h), dry from step 14 on
///   (``bergenRates``: 0.3, 0.5, 0.8, 1.1, 1.4, 1.8, 2.4, 1.9, 1.2, 0.6, 0.2 mm/h at steps 3–13);
/// - **Tromsø** (69.6489° N, 18.9551° E): MET Norway says `no coverage` (a radar blocked by terrain), so the nowcast
///   falls back to Open-Meteo (interpolated, dry);
/// - **Enschede** (52.2183° N, 6.8958° E; Open-Meteo's native 15 minutes): dry in the quarter hour under way (stamp
///   1), rain in the next four (stamps 2–5: 0.1, 0.3, 0.5, 0.2 mm, i.e. 0.4, 1.2, 2.0, 0.8 mm/h), dry after;
/// - anywhere else in the Nordic area, a dry radar nowcast; outside it (``nordicArea``), MET Norway answers 404;
///   anywhere else for Open-Meteo, dry quarter hours.
enum NowcastStory {
    /// Bergen's coordinate.
    static let bergen = (latitude: 60.3930, longitude: 5.3242)
    /// Tromsø's coordinate.
    static let tromso = (latitude: 69.6489, longitude: 18.9551)
    /// Enschede's coordinate.
    static let enschede = (latitude: 52.2183, longitude: 6.8958)

    /// The radar's rate at Bergen at each 5-minute step, in mm/h; steps past the list are dry.
    static let bergenRates = [0, 0, 0, 0.3, 0.5, 0.8, 1.1, 1.4, 1.8, 2.4, 1.9, 1.2, 0.6, 0.2]
    /// Enschede's amount in the quarter hour before each stamp, in mm, from the current quarter hour's stamp; stamps
    /// past the list are dry.
    static let enschedeAmounts = [0, 0, 0.1, 0.3, 0.5, 0.2]

    /// The Nordic model area MET Norway's Nowcast answers in (a box a little wider than the four countries'
    /// mainlands); 404 outside.
    static func isNordic(latitude: Double, longitude: Double) -> Bool {
        (54.0...71.5).contains(latitude) && (4.0...32.0).contains(longitude)
    }

    /// Whether the coordinate is within 0.25° of `place`.
    static func isNear(_ place: (latitude: Double, longitude: Double), latitude: Double, longitude: Double) -> Bool {
        abs(latitude - place.latitude) <= 0.25 && abs(longitude - place.longitude) <= 0.25
    }

    /// The step Bergen's rain starts at in ``bergenRates``.
    static let bergenFirstRainStep = 3

    /// The radar's rate at step `index` at the coordinate, in mm/h, with Bergen's rain starting at step `firstRain`
    /// (``bergenRates`` moved; `nil`: dry).
    static func radarRate(step index: Int, latitude: Double, longitude: Double, firstRain: Int? = bergenFirstRainStep) -> Double {
        guard let firstRain, isNear(bergen, latitude: latitude, longitude: longitude) else { return 0 }
        let shifted = index - firstRain + bergenFirstRainStep
        return shifted >= bergenFirstRainStep && shifted < bergenRates.count ? bergenRates[shifted] : 0
    }

    /// The amount in the quarter hour before stamp `index` at the coordinate, in mm.
    static func quarterHourAmount(stamp index: Int, latitude: Double, longitude: Double) -> Double {
        isNear(enschede, latitude: latitude, longitude: longitude) && index < enschedeAmounts.count ? enschedeAmounts[index] : 0
    }
}
