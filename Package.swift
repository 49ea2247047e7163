// swift-tools-version: 6.1
import PackageDescription

/// Swift 6 features every target opts into: existentials are spelled `any`, imports are internal unless
/// marked otherwise, and a file sees only the members of modules it imports itself.
let strictFeatures: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
    .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
    name: "forecast",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Domain", targets: ["Domain"]),
        .library(name: "Platform", targets: ["Platform"]),
        .library(name: "DomainTesting", targets: ["DomainTesting"]),
        .executable(name: "forecast", targets: ["ForecastCLI"]),
        .executable(name: "forecast-serve", targets: ["ForecastServe"]),
        .executable(name: "forecast-mcp", targets: ["ForecastMCPProgram"]),
        .executable(name: "forecast-stub-server", targets: ["ForecastStubServer"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        .package(url: "https://github.com/LebJe/TOMLKit", exact: "0.6.0"),
        // The server of `forecast serve` (issue 43), without its Foundation and configuration traits: forecast-serve
        // links FoundationEssentials only, like forecast. The command line links none of these.
        .package(url: "https://github.com/hummingbird-project/hummingbird", exact: "2.28.1", traits: []),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-nio-extras", from: "1.35.2"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus", exact: "2.4.1"),
        // The Model Context Protocol of `forecast mcp` (issue 44): its SDK loads full Foundation, so only forecast-mcp
        // links it.
        .package(url: "https://github.com/modelcontextprotocol/swift-sdk", exact: "0.12.1"),
    ],
    targets: [
        // The pure core: entities, use cases, repository protocols, errors. Standard library only.
        // The generator of the ISO 3166 tables stands beside what it writes; it is not compiled.
        .target(name: "Domain", exclude: ["Places/Names/generate-iso3166-tables.py"], swiftSettings: strictFeatures),

        // libcurl, opened at run time (dlopen) so that loading it can overlap start-up, behind typed C wrappers
        // (its setopt/getinfo are variadic). Compiles against libcurl4-openssl-dev's headers.
        .target(name: "CCurl"),

        // The desktop's notification service on the D-Bus session bus, through libdbus opened at run time (dlopen), behind
        // one typed C call; libdbus's ABI is declared in the shim, so building needs no development package.
        .target(name: "CDBus", linkerSettings: [.linkedLibrary("dl")]),

        // libxml2's streaming reader (xmlTextReader), opened at run time (dlopen: libxml2.so.2, else libxml2.so.16) behind
        // typed C calls with safe parser options fixed; its ABI is declared in the shim, so building needs no development
        // package. Platform's CAP reader (official warnings) reads XML through it.
        .target(name: "CXML", linkerSettings: [.linkedLibrary("dl")]),

        // The GNU extensions of posix_spawn Swift's Glibc module leaves out (closing every inherited descriptor).
        .target(name: "CSpawn"),

        // Where `forecast watch`'s notices go and what it keeps: the desktop (CDBus), a command hook run without a shell,
        // the state file written atomically, and the lock that keeps two runs from sending at once.
        .target(
            name: "WatchDelivery",
            dependencies: ["Application", "CDBus", "CSpawn"],
            // The systemd user units `--install` writes and the Debian package ships.
            resources: [.embedInCode("Systemd/forecast-watch.service"), .embedInCode("Systemd/forecast-watch.timer")],
            swiftSettings: strictFeatures
        ),

        // Text from a service made safe to print: no escape sequences, controls or invisible formatting.
        .target(name: "TerminalSafety", swiftSettings: strictFeatures),

        // The concrete world: HTTP on libcurl, Open-Meteo targets, decoding, repositories.
        .target(name: "Platform", dependencies: ["Domain", "CCurl", "CXML"], swiftSettings: strictFeatures),

        // The core every front door shares: the presenter, listener and router, documents and their formats, languages,
        // pictures, status-bar objects, the extras beside a forecast and failure wording. It sees Domain only and knows no
        // front door: a run's context (the use cases, the output sink, the clock, the presentation) is a value it is handed.
        .target(
            name: "Application",
            dependencies: ["Domain", "TerminalSafety"],
            // The glossaries are for translators and reviewers, not the binary.
            exclude: ["Catalogues/Glossary"],
            // One catalogue of words a language, compiled into the binary: nothing to find at run time.
            resources: [
                "en", "de", "fr", "es", "it", "pt", "nl", "pl", "ru", "uk", "sv", "nb", "tr", "ar", "fa", "he", "hi", "zh", "ja", "ko",
            ].map { .embedInCode("Catalogues/\($0).txt") },
            swiftSettings: strictFeatures
        ),

        // The settings every front door reads the same way: the configuration file (TOML, read here and nowhere else),
        // the `FORECAST_…` variables and the defaults, each setting with where it came from.
        .target(
            name: "ForecastSettings",
            dependencies: ["Application", "Domain", .product(name: "TOMLKit", package: "TOMLKit")],
            swiftSettings: strictFeatures
        ),

        // The command-line front door: the argument-parsing commands, a thin adapter over the core, and the terminal
        // (standard streams, its width, files written with --output, the machine's clock).
        .target(
            name: "ForecastCommandLine",
            dependencies: [
                "Application", "ForecastSettings", "Domain", "TerminalSafety", "WatchDelivery",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strictFeatures
        ),

        // The composition root the executables share, the only code that sees both the core and Platform: the app's
        // requests for use cases answered with Platform's WeatherServices.
        .target(name: "Composition", dependencies: ["Application", "Domain", "Platform"], swiftSettings: strictFeatures),

        // The `forecast` executable: `Main` over the composition root.
        .executableTarget(name: "ForecastCLI", dependencies: ["ForecastCommandLine", "Composition"], swiftSettings: strictFeatures),

        // What the long-lived front doors share: a data set as a view run over the core, a run's output kept in memory,
        // the use cases shared by every request, the settings read once, a place name read from a client.
        .target(name: "ServingCore", dependencies: ["Application", "ForecastSettings", "Domain"], swiftSettings: strictFeatures),

        // The HTTP front door of `forecast serve`: routes, content negotiation, wttr.in's one-line formats, the page for
        // browsers, caching headers, limits, the rate limit, logs and metrics; a thin adapter over the core.
        .target(
            name: "ForecastServer",
            dependencies: [
                "Application", "ForecastSettings", "Domain", "ServingCore", "TerminalSafety",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "UnixSignals", package: "swift-service-lifecycle"),
                .product(name: "Prometheus", package: "swift-prometheus"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            resources: [.embedInCode("OpenAPI/openapi.json")],
            swiftSettings: strictFeatures
        ),

        // The `forecast-serve` executable, which `forecast serve` runs: `Main` over the composition root.
        .executableTarget(name: "ForecastServe", dependencies: ["ForecastServer", "Composition"], swiftSettings: strictFeatures),

        // The agents' front door of `forecast mcp`: every data set as a Model Context Protocol tool over standard input
        // and output; a thin adapter over the core.
        .target(
            name: "ForecastMCP",
            dependencies: [
                "Application", "ForecastSettings", "Domain", "ServingCore", "TerminalSafety",
                .product(name: "MCP", package: "swift-sdk"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strictFeatures
        ),

        // The `forecast-mcp` executable, which `forecast mcp` runs: `Main` over the composition root.
        .executableTarget(name: "ForecastMCPProgram", dependencies: ["ForecastMCP", "Composition"], swiftSettings: strictFeatures),

        // zlib, for the stub server's gzip answers.
        .systemLibrary(name: "CZlib", providers: [.apt(["zlib1g-dev"])]),

        // A loopback HTTP server that answers like the weather services, from recorded responses or made for the place
        // asked (Domain's astronomy gives its sunrises), and misbehaves on demand.
        .target(
            name: "StubServer",
            dependencies: ["CZlib", "Domain"],
            resources: [.copy("Fixtures")],
            swiftSettings: strictFeatures
        ),
        .executableTarget(
            name: "ForecastStubServer",
            dependencies: [
                "StubServer",
                // The catalogue and the variables' rule, for the banner's exports: one line for every service forecast reads.
                "ForecastSettings",
                "Platform",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strictFeatures
        ),

        // The plural rules of every language, printed for the CLDR check in Tests/Oracles (not installed).
        .executableTarget(name: "forecast-plural-table", dependencies: ["Application"], path: "Sources/PluralTable", swiftSettings: strictFeatures),

        // Decode + map timings of Open-Meteo answers (scripts/bench runs it in release mode).
        .executableTarget(
            name: "forecast-decoding-benchmark",
            dependencies: ["Domain", "Platform"],
            path: "Benchmarks/DecodingBenchmark",
            swiftSettings: strictFeatures
        ),

        // libFuzzer targets for every decoder, the JSON reader, the place-query parser and the sanitiser
        // (scripts/fuzz builds it with -sanitize=fuzzer); in an ordinary build, a replayer of saved inputs.
        .executableTarget(
            name: "forecast-fuzz",
            dependencies: ["Domain", "Platform", "TerminalSafety"],
            path: "Fuzz/ForecastFuzz",
            swiftSettings: strictFeatures
        ),

        // Spies for every Domain protocol, for embedders' tests and ours.
        .target(name: "DomainTesting", dependencies: ["Domain"], swiftSettings: strictFeatures),

        .testTarget(name: "DomainTests", dependencies: ["Domain", "DomainTesting"], swiftSettings: strictFeatures),
        .testTarget(
            name: "PlatformTests",
            dependencies: ["Platform", "Domain", "CCurl", "CXML", "StubServer"],
            swiftSettings: strictFeatures
        ),
        .testTarget(
            name: "WatchDeliveryTests",
            dependencies: ["WatchDelivery", "Application", "Domain"],
            swiftSettings: strictFeatures
        ),
        .testTarget(
            name: "ApplicationTests",
            dependencies: ["Application", "ApplicationTesting", "Domain", "DomainTesting", "TerminalSafety"],
            resources: [.copy("Expected")],
            swiftSettings: strictFeatures
        ),
        // A directory of providers shaped like the real catalogue's, handing out spies: the core and its front doors
        // tested without Platform.
        .target(
            name: "ApplicationTesting",
            dependencies: ["Application", "Domain", "DomainTesting"],
            path: "Tests/ApplicationTesting",
            swiftSettings: strictFeatures
        ),
        .testTarget(
            name: "ForecastSettingsTests",
            dependencies: ["ForecastSettings", "Application", "ApplicationTesting", "Domain"],
            swiftSettings: strictFeatures
        ),
        .testTarget(
            name: "ForecastCommandLineTests",
            dependencies: [
                "ForecastCommandLine", "ForecastSettings", "Application", "ApplicationTesting", "Domain", "DomainTesting",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            resources: [.copy("Expected")],
            swiftSettings: strictFeatures
        ),
        .testTarget(
            name: "ForecastServerTests",
            dependencies: ["ForecastServer", "ServingCore", "ForecastSettings", "Application", "ApplicationTesting", "Domain", "DomainTesting"],
            swiftSettings: strictFeatures
        ),
        .testTarget(
            name: "ServingCoreTests",
            dependencies: ["ServingCore", "ForecastSettings", "Domain"],
            swiftSettings: strictFeatures
        ),
        .testTarget(
            name: "ForecastMCPTests",
            dependencies: [
                "ForecastMCP", "ServingCore", "ForecastSettings", "Application", "ApplicationTesting", "Domain", "DomainTesting",
                .product(name: "MCP", package: "swift-sdk"),
            ],
            swiftSettings: strictFeatures
        ),
        .testTarget(
            name: "EndToEndTests",
            dependencies: ["ForecastCommandLine", "ForecastSettings", "Platform", "StubServer"],
            swiftSettings: strictFeatures
        ),
    ],
    swiftLanguageModes: [.v6]
)
