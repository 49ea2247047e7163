/// A ``UseCaseProvider`` was asked for a kind of use case it does not make: a mock that fakes other use cases, or a
/// provider made before the data set existed.
public struct UseCaseUnavailable: Error, Sendable, Hashable, CustomStringConvertible {
    /// The kind's name: "daily forecast".
    public let kind: String

    /// The provider makes no use case of the kind named `kind`.
    public init(kind: String) {
        self.kind = kind
    }

    /// "no daily forecast use case is available".
    public var description: String { "no \(kind) use case is available" }
}
