import Domain

/// Runs one piece of work per request at the same time, and gives their outcomes in the requests' order.
enum ConcurrentRequests {
    /// The outcome of `work` for each request, in order; the work runs concurrently.
    static func outcomes<Request: Sendable, Result: Sendable>(
        of requests: [Request], _ work: @escaping @Sendable (Request) async throws -> Result
    ) async -> [Swift.Result<Result, any Error>] {
        if requests.count == 1 {
            do { return [.success(try await work(requests[0]))] } catch { return [.failure(error)] }
        }
        return await withTaskGroup(of: (Int, Swift.Result<Result, any Error>).self) { group in
            for (index, request) in requests.enumerated() {
                group.addTask {
                    do { return (index, .success(try await work(request))) } catch { return (index, .failure(error)) }
                }
            }
            var outcomes = [Swift.Result<Result, any Error>?](repeating: nil, count: requests.count)
            for await (index, outcome) in group { outcomes[index] = outcome }
            return outcomes.map { $0 ?? .failure(CancellationError()) }
        }
    }
}
