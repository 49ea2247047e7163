import Foundation

/// The recorded Wind Advisory made for now, for the answers made for the place: issued and in effect from an hour
/// ago until the first 06:00 on the place's clock at least six hours later (so that its "highest winds … overnight
/// hours tonight" stays true), every time its texts write on the place's clock. The headline is written again as
/// the NWS writes it ("Wind Advisory issued November 25 at 6:08AM EST until November 26 at 6:00AM EST by NWS Nashville
/// TN"), as are the short headline and the description's WHEN line ("Until 6 AM EST Thursday morning."); the
/// description's "starting late Monday" (the recorded onset's day) becomes "through tonight". Its office and areas
/// stay as recorded.
struct NWSAlertTexts {
    /// When the advisory was issued and began.
    let issued: Date
    /// The place's zone, whose clock the texts are written on.
    let zone: TimeZone

    /// The advisory issued an hour before `now`, in `zone`.
    init(now: Date, zone: TimeZone) {
        issued = now.addingTimeInterval(-3600)
        self.zone = zone
    }

    /// When it ends: the first 06:00 on the zone's clock at least six hours after it was issued.
    var ends: Date {
        let calendar = Calendar.gregorian(in: zone)
        let earliest = issued.addingTimeInterval(6 * 3600)
        return calendar.nextDate(after: earliest.addingTimeInterval(-1), matching: DateComponents(hour: 6, minute: 0, second: 0),
                                 matchingPolicy: .nextTime) ?? earliest
    }

    /// The feature's properties with its texts and their times made for now.
    func rewritten(_ properties: [String: Any]) -> [String: Any] {
        var properties = properties
        let event = properties["event"] as? String ?? "Wind Advisory"
        let sender = properties["senderName"] as? String ?? "NWS"
        for key in ["sent", "effective", "onset"] { properties[key] = NWSStub.text(issued, zone) }
        properties["ends"] = NWSStub.text(ends, zone)
        properties["headline"] = "\(event) issued \(dayAndTime(issued)) until \(dayAndTime(ends)) by \(sender)"
        if let description = properties["description"] as? String {
            properties["description"] = description
                .replacing(#/starting late [A-Z][a-z]+day/#) { _ in "through tonight" }
                .replacing(#/\* WHEN\.\.\.[^\n]*/#) { _ in "* WHEN...Until \(until)." }
        }
        if var parameters = properties["parameters"] as? [String: Any] {
            parameters["NWSheadline"] = ["\(event) in effect until \(until)".uppercased()]
            parameters["eventEndingTime"] = [ends.formatted(.iso8601)]
            properties["parameters"] = parameters
        }
        return properties
    }

    /// "1 PM EST this afternoon", "6 AM EST Thursday morning".
    private var until: String {
        let calendar = Calendar.gregorian(in: zone)
        let hour = calendar.component(.hour, from: ends)
        let part = hour < 12 ? "morning" : hour < 18 ? "afternoon" : "evening"
        let day = calendar.isDate(ends, inSameDayAs: issued)
            ? (part == "evening" ? "tonight" : "this \(part)")
            : ends.written("EEEE", in: zone) + " " + (part == "evening" ? "night" : part)
        return ends.written("h a zzz", in: zone) + " " + day
    }

    /// "November 25 at 1:08PM EST".
    private func dayAndTime(_ date: Date) -> String { date.written("MMMM d 'at' h:mma zzz", in: zone) }
}
