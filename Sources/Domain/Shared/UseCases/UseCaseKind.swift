/// A kind of use case, named by the protocol its use cases conform to: what a ``UseCaseProvider`` is asked for.
/// Each data set declares its kinds beside its use-case protocols, as constrained statics, so that
/// `useCases.make(.nowcast)` reads as what it asks:
///
/// ```swift
/// extension UseCaseKind where UseCase == any GetNowcastUseCase {
///     public static var nowcast: Self { Self("nowcast") }
/// }
/// ```
public struct UseCaseKind<UseCase: Sendable>: Sendable, Hashable, CustomStringConvertible {
    /// What the use case does, in a few words, for messages: "daily forecast".
    public let name: String

    /// A kind named `name`; its identity is its protocol, `UseCase`.
    public init(_ name: String) {
        self.name = name
    }

    /// The kind's name.
    public var description: String { name }

    /// The identity a ``UseCaseRegistry`` files the kind's use cases under: the use-case protocol's type.
    var identity: ObjectIdentifier { ObjectIdentifier(UseCase.self) }
}
