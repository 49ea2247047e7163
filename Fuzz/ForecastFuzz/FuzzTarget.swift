import Domain
import Platform
import TerminalSafety

/// One thing the fuzzer feeds: it takes any bytes, must never crash, and checks what it promises. Every service's
/// decoders come from the list Platform keeps beside them (`DecoderFuzzTargets`); the rest are the JSON and XML
/// readers, the place-query parser, the sanitiser and the cache's entries.
struct FuzzTarget: Sendable {
    /// Its name, as `FORECAST_FUZZ_TARGET` and the replayer take it.
    let name: String
    /// The fixtures that seed it, as file patterns below the stub server's fixtures.
    let seeds: [String]
    /// Feeds one input.
    let run: @Sendable ([UInt8]) -> Void

    /// Every target: the JSON and XML readers first, each decoder, then the parsers of text.
    static let all: [FuzzTarget] = [
        FuzzTarget(name: "json", seeds: ["open-meteo/*.json", "met-norway/*.json", "openweathermap/*.json", "nws/*.json"]) { bytes in
            _ = try? OpenMeteoDecoding.jsonDocument(from: bytes)
        },
        FuzzTarget(name: "xml", seeds: [], run: FuzzInvariants.checkXMLDocument),
    ] + DecoderFuzzTargets.all.map(decoding) + [
        FuzzTarget(name: "place-query", seeds: [], run: FuzzInvariants.checkPlaceQuery),
        FuzzTarget(name: "terminal-text", seeds: []) { FuzzInvariants.checkTerminalText(String(decoding: $0, as: UTF8.self)) },
        FuzzTarget(name: "cache-entry", seeds: [], run: FuzzInvariants.checkCacheEntry),
    ]

    /// The target named `name`, when there is one.
    static func named(_ name: String) -> FuzzTarget? {
        all.first { $0.name == name }
    }

    /// A decoder's target: decoders may refuse any input (throw); every value they accept must hold only what a
    /// forecast can.
    private static func decoding(_ decoder: DecoderFuzzTarget) -> FuzzTarget {
        FuzzTarget(name: decoder.name, seeds: decoder.seeds) { bytes in
            for value in (try? decoder.decode(bytes)) ?? [] {
                guard let checked = value as? any FuzzChecked else { preconditionFailure("\(decoder.name): no invariants for \(type(of: value))") }
                checked.checkInvariants()
            }
        }
    }
}
