/// The samples' use cases every ``SpyProvider`` starts with: one line a data set, each serving its spies (fresh
/// ones each time, so no two tests share a record) from its own file in `UseCases/`.
package enum SampleUseCases {
    /// Serves every data set's samples in `provider`.
    static func serve(in provider: inout SpyProvider) {
        servePlaces(in: &provider)
        serveForecasts(in: &provider)
        serveComparison(in: &provider)
        serveAlerts(in: &provider)
        serveAirQuality(in: &provider)
        serveHistory(in: &provider)
        serveNormals(in: &provider)
        serveEnsemble(in: &provider)
        serveNowcast(in: &provider)
        serveMarine(in: &provider)
        serveSky(in: &provider)
    }
}
