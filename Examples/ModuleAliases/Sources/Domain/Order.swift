/// The app's own `Domain`, named like forecast's core.
public struct Order: Sendable {
    public let item: String

    public init(item: String) {
        self.item = item
    }
}
