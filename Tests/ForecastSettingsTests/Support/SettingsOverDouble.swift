import Application
import ApplicationTesting
@testable import ForecastSettings

extension Settings {
    /// Settings over the providers of ``ProviderDirectoryDouble``.
    init(environment: [String: String], file: ConfigFile?) {
        self.init(environment: environment, file: file, providers: ProviderDirectoryDouble().providers)
    }
}

extension ConfigFile {
    /// The file's text read over the providers of ``ProviderDirectoryDouble``.
    init(parsing text: String, path: String) throws(ConfigurationError) {
        try self.init(parsing: text, path: path, providers: ProviderDirectoryDouble().providers)
    }
}
