internal import Domain

extension RepositoryKind where Repository == any NormalsRepository {
    /// Thirty years of the observed highs and lows, for the normals.
    static var normals: Self { Self(dataSet: .normals) }
}

/// Days against the 1991–2020 normal.
enum NormalsPlug: DataSetPlug {
    static func register(in registry: inout UseCaseRegistry<ServiceAssembly>) {
        registry.register(.normalComparison) { NormalsService(repository: $0.repository(.normals)) }
    }
}
