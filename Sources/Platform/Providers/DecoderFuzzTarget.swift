/// One decoder as the fuzzer feeds it: its name (`FORECAST_FUZZ_TARGET`), the recorded answers that seed it, and a
/// function from any bytes to the values it decoded, each of which the fuzzer checks. Each service's `…Decoding`
/// lists its own beside the decoders, so a data set's fuzz target is declared where its decoder is.
package struct DecoderFuzzTarget: Sendable {
    /// Its name: "met-norway-nowcast".
    package let name: String
    /// The fixtures that seed it, as file patterns below the stub server's fixtures: "met-norway/*nowcast*.json".
    package let seeds: [String]
    /// Decodes any bytes; what it accepts, as the values to check.
    package let decode: @Sendable ([UInt8]) throws -> [any Sendable]

    /// A target named `name`, seeded from `seeds`, feeding `decode`.
    package init(_ name: String, seeds: [String], decode: @escaping @Sendable ([UInt8]) throws -> [any Sendable]) {
        self.name = name
        self.seeds = seeds
        self.decode = decode
    }
}

/// Every service's decoders, for the fuzzer: one line a service.
package enum DecoderFuzzTargets {
    /// The targets, each service's in its order.
    package static let all: [DecoderFuzzTarget] =
        OpenMeteoDecoding.fuzzTargets
        + METNorwayDecoding.fuzzTargets
        + OpenWeatherMapDecoding.fuzzTargets
        + NWSDecoding.fuzzTargets
        + PublicAlertsDecoding.fuzzTargets
}
