import Foundation

/// Norwegian weekday names, to move the days a warning's text names along with its times: a text whose warning
/// ended on a Thursday says "Natt til torsdag", and says "Natt til onsdag" once its end is moved to a Wednesday.
enum NorwegianWeekdays {
    /// The names, Monday first.
    static let names = ["mandag", "tirsdag", "onsdag", "torsdag", "fredag", "lørdag", "søndag"]

    /// `text` with every weekday name (as a whole word, in either letter case) moved `days` on, its first letter's
    /// case kept.
    static func shifted(_ text: String, by days: Int) -> String {
        guard days % 7 != 0, let pattern = try? Regex("(?i)\\b(" + names.joined(separator: "|") + ")\\b") else { return text }
        return text.replacing(pattern) { match in
            let found = String(text[match.range])
            guard let index = names.firstIndex(of: found.lowercased()) else { return found }
            let name = names[((index + days) % 7 + 7) % 7]
            return found.first?.isUppercase == true ? name.prefix(1).uppercased() + name.dropFirst() : name
        }
    }

    /// The days from `recorded`'s local date to `moved`'s, on `zone`'s clock.
    static func days(from recorded: Date, to moved: Date, in zone: TimeZone) -> Int {
        let calendar = Calendar.gregorian(in: zone)
        return calendar.dateComponents([.day], from: calendar.startOfDay(for: recorded), to: calendar.startOfDay(for: moved)).day ?? 0
    }
}
