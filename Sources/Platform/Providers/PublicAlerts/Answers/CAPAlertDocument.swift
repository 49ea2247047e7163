internal import Domain

/// One Common Alerting Protocol 1.2 message (OASIS), as its authority published it: who sent it, what kind of message
/// it is, and one ``Info`` block per language (or per event).
struct CAPAlertDocument: Sendable, Hashable {
    /// The sender's id for the message, unique among its messages.
    let identifier: String
    /// Who sent it (an address or a domain: "w-nws.webmaster@noaa.gov").
    let sender: String
    /// When it was sent.
    let sent: Instant?
    /// "actual", "exercise", "system", "test" or "draft", lower case.
    let status: String
    /// "alert", "update", "cancel", "ack" or "error", lower case.
    let messageType: String
    /// Who it is for: "public", "restricted" or "private", lower case; only a public one is shown.
    let scope: String
    /// The identifiers of the earlier messages it updates or cancels (from its "sender,identifier,sent" triples).
    let references: [String]
    /// Its information blocks, in the document's order.
    let infos: [Info]

    /// One `info` block: the hazard in one language.
    struct Info: Sendable, Hashable {
        /// Its language tag; the standard's default, "en-US", when it names none.
        let language: String
        /// Its categories ("Met", "Fire"…), as written.
        let categories: [String]
        /// What is happening: "High Wind Watch", "FLOOD".
        let event: String
        /// The actions it recommends ("Prepare", "AllClear"…), as written.
        let responseTypes: [String]
        /// "Immediate", "Expected", "Future", "Past" or "Unknown", as written.
        let urgency: String?
        /// "Extreme", "Severe", "Moderate", "Minor" or "Unknown", as written.
        let severity: String?
        /// "Observed", "Likely", "Possible", "Unlikely" or "Unknown", as written.
        let certainty: String?
        /// When it takes effect.
        let effective: Instant?
        /// When the hazard begins.
        let onset: Instant?
        /// When the information stops being valid; `nil`: until the sender withdraws it.
        let expires: Instant?
        /// The issuing authority, for people: "Israel Meteorological Service".
        let senderName: String?
        /// One line that sums it up.
        let headline: String?
        /// What is expected.
        let description: String?
        /// What to do.
        let instruction: String?
        /// A page about it.
        let web: String?
        /// Its `parameter`s, in order (an awareness level's colour among them).
        let parameters: [Parameter]
        /// Where it applies.
        let areas: [AlertArea]
    }

    /// A name and value pair (CAP's `parameter`, `geocode`).
    struct Parameter: Sendable, Hashable {
        /// "awareness_level".
        let name: String
        /// "2; yellow; Moderate".
        let value: String
    }
}
