// swift-tools-version: 6.0
import Foundation
import PackageDescription

// An app with modules named `Domain` and `Platform` of its own that uses forecast's under other names, as the
// embedding article tells; Tests/Oracles/test_embedding.py builds and runs it. `package:` must be forecast's package
// identity: "forecast" from its URL, the folder's name from a path (a `name:` on `.package` does not count for
// `moduleAliases`). Here the folder is whatever the clone is called, so the manifest reads it.
let forecast = URL(fileURLWithPath: Context.packageDirectory).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

let package = Package(
    name: "ModuleAliasesExample",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(path: "../.."),
    ],
    targets: [
        // The app's own modules, named like forecast's.
        .target(name: "Domain"),
        .target(name: "Platform"),
        .executableTarget(
            name: "module-aliases-example",
            dependencies: [
                "Domain",
                "Platform",
                .product(name: "Domain", package: forecast, moduleAliases: ["Domain": "ForecastDomain"]),
                .product(
                    name: "Platform", package: forecast,
                    moduleAliases: ["Domain": "ForecastDomain", "Platform": "ForecastPlatform"]
                ),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
