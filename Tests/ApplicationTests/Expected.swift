import ApplicationTesting
import Foundation

/// The outputs stored in `Tests/ApplicationTests/Expected/`.
let expected = StoredOutputs(bundle: .module, besides: #filePath)
