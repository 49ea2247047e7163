internal import Domain

/// One data set an entry serves beside forecasts: where, below the entry's base URL, and how its repository is made.
/// An entry lists its parts; the ``WeatherServices`` take each data set from the entries that serve it, and the
/// entry's ``ServiceProfile`` lists the paths from here, so the two cannot differ.
struct ServedPart: Sendable {
    /// The data set served.
    let dataSet: DataSet
    /// The path its requests go to, for a person configuring the service (the targets build the full URLs).
    let path: String
    /// Makes the repository: a ``Maker`` of the kind's repository.
    private let maker: any Sendable

    /// `kind`'s data set, served at `path`, its repository made by `make`.
    static func serving<Repository>(
        _ kind: RepositoryKind<Repository>, at path: String, _ make: @escaping @Sendable (ServiceContext) -> Repository
    ) -> ServedPart {
        ServedPart(dataSet: kind.dataSet, path: path, maker: Maker(make: make))
    }

    /// The repository of `kind` made in `context`; `nil` when this part serves another data set.
    func repository<Repository>(_ kind: RepositoryKind<Repository>, in context: ServiceContext) -> Repository? {
        // A cast to a generic class compares type metadata; it never searches the binary's protocol conformances.
        guard kind.dataSet == dataSet, let maker = maker as? Maker<Repository> else { return nil }
        return maker.make(context)
    }

    /// One kind's maker, boxed in a class so that it is found again by its type alone.
    private final class Maker<Repository: Sendable>: Sendable {
        /// Makes a repository from an entry's context.
        let make: @Sendable (ServiceContext) -> Repository

        /// Boxes `make`.
        init(make: @escaping @Sendable (ServiceContext) -> Repository) {
            self.make = make
        }
    }
}

/// Forecasts an entry serves: where, and how its repository is made (throwing, unlike the other data sets', when the
/// settings lack a key it needs).
struct ServedForecasts: Sendable {
    /// Makes a forecast provider's parts on the plan the access asks for; a provider that needs a key throws without one.
    typealias Make = @Sendable (ServiceContext) throws(ServiceSetupError) -> ForecastParts

    /// The path its requests go to, for a person configuring the service.
    let path: String
    /// Makes its repository.
    let make: Make
}

/// A forecast provider's repository and what it offers on the plan chosen.
struct ForecastParts: Sendable {
    /// Where its daily, hourly and current forecasts come from.
    let repository: any AllForecastsRepository
    /// What it offers, and its limits, on that plan.
    let capabilities: ForecastCapabilities
}
