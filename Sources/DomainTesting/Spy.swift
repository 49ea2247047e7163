import Synchronization

/// The shared machinery of every spy: records each call's parameters and answers with a stubbed result.
///
/// A spy is safe to call from any task; its records are read after the code under test ran. Each spy in this
/// module exposes one `Spy` per method:
///
/// ```swift
/// let getForecast = GetDailyForecastUseCaseSpy(.success(forecast))
/// let summary = try await MySummary(getForecast: getForecast).text()   // the code under test
/// #expect(getForecast.dailyForecastCalls.callCount == 1)
/// #expect(getForecast.lastInvocation?.days == 3)
///
/// getForecast.dailyForecastCalls.stub(throwing: ForecastError.timedOut)  // and now the failure path
/// ```
public final class Spy<Parameters: Sendable, Result: Sendable>: Sendable {
    private struct State {
        var invocations: [Parameters] = []
        var result: Swift.Result<Result, any Error>
    }

    private let state: Mutex<State>

    /// Makes a spy that answers every call with `result` until told otherwise.
    public init(_ result: Swift.Result<Result, any Error>) {
        state = Mutex(State(result: result))
    }

    /// Every call's parameters, oldest first.
    public var invocations: [Parameters] { state.withLock { $0.invocations } }
    /// How many times it was called.
    public var callCount: Int { state.withLock { $0.invocations.count } }
    /// The parameters of the latest call, if any.
    public var lastInvocation: Parameters? { state.withLock { $0.invocations.last } }

    /// Answers later calls with `value`.
    public func stub(returning value: Result) { state.withLock { $0.result = .success(value) } }
    /// Makes later calls throw `error`.
    public func stub(throwing error: any Error) { state.withLock { $0.result = .failure(error) } }

    /// Records a call and gives its stubbed answer.
    public func record(_ parameters: Parameters) throws -> Result {
        try state.withLock { state in
            state.invocations.append(parameters)
            return try state.result.get()
        }
    }
}
