import Foundation

/// Where a served CAP document's times are placed on the clock: every time in its `sent`, `onset`, `effective`,
/// `expires` and `references` (``CAPTimes``) moves by one delta, in whole seconds, chosen by the case. "Now" is the
/// minute the request came in, so that documents fetched in one minute (an alert, and the cancel that references its
/// `sent`) agree to the second.
enum ClockPlacement: Sendable {
    /// Its earliest `sent`, `effective` or `onset` an hour before now: it began an hour ago.
    case beganAnHourAgo
    /// Its latest `expires` an hour before now: it ended an hour ago.
    case expiredAnHourAgo
    /// The earliest time in its `references` an hour before now: moved as the alert it cancels or updates is
    /// (``beganAnHourAgo``, that alert's `sent` being its earliest time), so that the two still name each other.
    case withTheAlertItReferences
    /// Written for now when it is made: nothing moves.
    case madeForNow

    /// `document` with its times placed for `now`; as it is when it has no time to place by.
    func placed(_ document: [UInt8], now: Date) -> [UInt8] {
        let elements: Set<String> = switch self {
        case .beganAnHourAgo: ["sent", "effective", "onset"]
        case .expiredAnHourAgo: ["expires"]
        case .withTheAlertItReferences: ["references"]
        case .madeForNow: []
        }
        guard !elements.isEmpty else { return document }
        let times = CAPTimes(in: document)
        let moments = times.seconds(in: elements)
        guard let anchor = self == .expiredAnHourAgo ? moments.max() : moments.min() else { return document }
        let target = Int((now.timeIntervalSince1970 / 60).rounded(.down)) * 60 - 3600
        return times.moved(document, by: target - anchor)
    }
}
