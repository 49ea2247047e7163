import Synchronization

/// What the stub server shares between its connection threads: each endpoint's behaviour and every request seen.
final class StubLedger: Sendable {
    private struct State {
        var behaviours: [StubEndpoint: StubBehaviour] = [:]
        var requests: [StubRequest] = []
    }

    private let state = Mutex(State())

    /// Records a request and tells how its endpoint is to behave.
    func record(_ request: StubRequest, for endpoint: StubEndpoint?) -> StubBehaviour {
        state.withLock { state in
            state.requests.append(request)
            return endpoint.flatMap { state.behaviours[$0] } ?? .normal
        }
    }

    /// Sets how the endpoints behave.
    func set(_ behaviour: StubBehaviour, on endpoints: Set<StubEndpoint>) {
        state.withLock { state in
            for endpoint in endpoints { state.behaviours[endpoint] = behaviour }
        }
    }

    /// Every request recorded, oldest first.
    var requests: [StubRequest] { state.withLock { $0.requests } }
}
