internal import Domain

/// A data set as the catalogue serves it: the ``DataSet`` a person reads and the repository protocol its entries
/// make. Each data set declares its own in its plug (`Sources/Platform/DataSets/`), so an entry says what it serves
/// with a value that belongs to the data set: `.serving(.nowcast, at: "/nowcast/2.0") { … }`.
struct RepositoryKind<Repository: Sendable>: Sendable {
    /// The data set served.
    let dataSet: DataSet
}
