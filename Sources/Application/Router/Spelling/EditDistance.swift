/// How far apart two words are as a typing slip counts it: the Damerau–Levenshtein distance, in its optimal string
/// alignment form. It is the fewest single letters inserted, deleted or replaced, or two neighbouring letters swapped
/// ("dialy" for "daily" is one swap), that turn one word into the other. Letters are compared as given (`Character`s):
/// callers fold case first when case does not count.
enum EditDistance {
    /// The distance between `first` and `second`: 0 for the same word, at most the longer one's length.
    static func between(_ first: String, _ second: String) -> Int {
        let a = Array(first), b = Array(second)
        guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
        // Three rows of the usual table: the one being filled and the two above it (a swap looks two rows back).
        var previous2: [Int] = [], previous = Array(0...b.count), current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previous2[j - 2] + 1)
                }
            }
            (previous2, previous) = (previous, current)
        }
        return previous[b.count]
    }
}
