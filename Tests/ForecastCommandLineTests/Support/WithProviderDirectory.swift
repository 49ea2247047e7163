@testable import Application
import ApplicationTesting
@testable import ForecastCommandLine
@testable import ForecastSettings
import Testing

/// Runs a suite's or a test's code with ``ProviderDirectoryDouble`` as the app's providers.
struct WithProviderDirectory: SuiteTrait, TestTrait, TestScoping {
    var isRecursive: Bool { true }

    func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        try await Providers.$directory.withValue(ProviderDirectoryDouble()) {
            try await function()
        }
    }
}

extension Trait where Self == WithProviderDirectory {
    /// The app's providers are ``ProviderDirectoryDouble``'s.
    static var providers: WithProviderDirectory { WithProviderDirectory() }
}
