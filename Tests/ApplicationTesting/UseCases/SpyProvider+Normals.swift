import Domain
import DomainTesting

extension SampleUseCases {
    /// The standard normals service over a spy with no normals.
    static func serveNormals(in provider: inout SpyProvider) {
        provider.useCases.register(.normalComparison) { _ in
            NormalsService(repository: NormalsRepositorySpy(normals: ClimateNormals(firstDate: ClimateNormals.firstDateNeeded, highs: [], lows: [])))
        }
    }
}
