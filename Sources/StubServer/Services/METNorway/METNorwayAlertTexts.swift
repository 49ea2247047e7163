import Foundation

/// A recorded MetAlerts warning's words made for now, for the answers made for the place: the times its title
/// writes (`Kuling, gult nivå, Nordkapp - Vardø, 2024-03-06T23:00:00+00:00, …`) and its `eventEndingTime` move as its
/// interval moved, written on Norway's clock; the weekdays its description, consequences and instruction name
/// ("Natt til torsdag …") move with its end's local date.
struct METNorwayAlertTexts {
    /// Norway's zone, whose clock the texts are written on.
    static let zone = TimeZone(identifier: "Europe/Oslo") ?? .gmt

    /// How far the warning's times moved, in seconds.
    let shift: TimeInterval

    /// The feature's properties with their texts made for now; `recordedEnd` is the recorded interval's end.
    func rewritten(_ properties: [String: Any], recordedEnd: Date?) -> [String: Any] {
        var properties = properties
        if let title = properties["title"] as? String {
            properties["title"] = title.replacing(#/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(Z|[+-]\d\d:\d\d)/#) { match in
                moved(String(title[match.range]))
            }
        }
        if let ending = properties["eventEndingTime"] as? String { properties["eventEndingTime"] = moved(ending) }
        if let recordedEnd {
            let days = NorwegianWeekdays.days(from: recordedEnd, to: recordedEnd.addingTimeInterval(shift), in: Self.zone)
            for key in ["description", "consequences", "instruction"] {
                if let text = properties[key] as? String { properties[key] = NorwegianWeekdays.shifted(text, by: days) }
            }
        }
        return properties
    }

    /// An ISO 8601 time moved by ``shift``, on Norway's clock (`2026-11-25T14:00:00+01:00`); other text as it is.
    func moved(_ text: String) -> String {
        guard let time = try? Date(text, strategy: .iso8601) else { return text }
        return time.addingTimeInterval(shift).written("yyyy-MM-dd'T'HH:mm:ssxxx", in: Self.zone)
    }
}
