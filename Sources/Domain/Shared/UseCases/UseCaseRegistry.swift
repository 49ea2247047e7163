/// Use cases by kind, each made when asked from a `Context` (the services' shared parts, or nothing for a mock's
/// ready-made doubles): what a ``UseCaseProvider`` keeps instead of one method a data set.
///
/// ```swift
/// struct MockUseCases: UseCaseProvider {
///     var registry = UseCaseRegistry<Void>().registering(.dailyForecast) { _ in MyDailyForecastFake() }
///     var capabilities: ForecastCapabilities { … }
///     func make<UseCase>(_ kind: UseCaseKind<UseCase>) throws(UseCaseUnavailable) -> UseCase {
///         try registry.make(kind, in: ())
///     }
/// }
/// ```
public struct UseCaseRegistry<Context>: Sendable {
    /// Each kind's factory, boxed with its type, by the kind's identity.
    private var factories: [ObjectIdentifier: any Sendable] = [:]
    /// The names of the kinds registered, in the order first registered.
    public private(set) var kinds: [String] = []

    /// An empty registry.
    public init() {}

    /// Registers `make` as the maker of `kind`'s use cases, replacing any maker before it.
    public mutating func register<UseCase>(_ kind: UseCaseKind<UseCase>, _ make: @escaping @Sendable (Context) -> UseCase) {
        if factories.updateValue(Factory(make: make), forKey: kind.identity) == nil { kinds.append(kind.name) }
    }

    /// The registry with `make` registered as the maker of `kind`'s use cases.
    public func registering<UseCase>(_ kind: UseCaseKind<UseCase>, _ make: @escaping @Sendable (Context) -> UseCase) -> Self {
        var registry = self
        registry.register(kind, make)
        return registry
    }

    /// Whether a maker of `kind`'s use cases is registered.
    public func contains<UseCase>(_ kind: UseCaseKind<UseCase>) -> Bool {
        factories[kind.identity] != nil
    }

    /// A use case of `kind`, made in `context`.
    /// - Throws: ``UseCaseUnavailable`` when no maker of `kind` is registered.
    public func make<UseCase>(_ kind: UseCaseKind<UseCase>, in context: Context) throws(UseCaseUnavailable) -> UseCase {
        // A cast to a generic class compares type metadata; it never searches the binary's protocol conformances.
        guard let factory = factories[kind.identity] as? Factory<UseCase> else { throw UseCaseUnavailable(kind: kind.name) }
        return factory.make(context)
    }

    /// One kind's maker, boxed in a class so that it is found again by its type alone.
    private final class Factory<UseCase: Sendable>: Sendable {
        /// Makes a use case.
        let make: @Sendable (Context) -> UseCase

        /// Boxes `make`.
        init(make: @escaping @Sendable (Context) -> UseCase) {
            self.make = make
        }
    }
}
