@testable import Application
import Testing

@Suite("The edit distance between a typed word and a command's name")
struct EditDistanceTests {
    @Test("counts letters inserted, deleted or replaced, and two neighbours swapped, one edit each", arguments: [
        ("daily", "daily", 0), ("dialy", "daily", 1), ("hourlly", "hourly", 1), ("curent", "current", 1), ("moom", "moon", 1),
        ("ayr", "air", 1), ("bonn", "moon", 2), ("lund", "sun", 2), ("", "sun", 3), ("sun", "", 3), ("zzyzx", "daily", 5),
    ])
    func distance(first: String, second: String, expected: Int) {
        #expect(EditDistance.between(first, second) == expected)
        #expect(EditDistance.between(second, first) == expected, "the same both ways")
    }
}
