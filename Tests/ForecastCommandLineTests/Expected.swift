import ApplicationTesting
import Foundation

/// The outputs stored in `Tests/ForecastCommandLineTests/Expected/`: the help of every command.
let expected = StoredOutputs(bundle: .module, besides: #filePath)
