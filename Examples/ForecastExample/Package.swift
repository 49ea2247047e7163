// swift-tools-version: 6.0
import PackageDescription

// An example of embedding forecast: a tool that prints a 3-day forecast for a place, from a provider chosen by id,
// using only the public API of Domain and Platform, and tests of its logic that use DomainTesting's spies and no
// network; a tool that prints an ensemble's rain odds and spread; and a tool that prints a place's warnings, air, Sun
// and Moon and history from one set of services. A path dependency is named after its folder; `name:` names it
// "forecast" as a URL dependency would be.
let package = Package(
    name: "ForecastExample",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "forecast", path: "../.."),
    ],
    targets: [
        // The tool's logic, written against Domain's use-case protocol only.
        .target(name: "ThreeDaySummary", dependencies: [.product(name: "Domain", package: "forecast")]),
        // The tool: composes the logic with the weather services, forecasts from the provider chosen by id.
        .executableTarget(
            name: "three-day-forecast",
            dependencies: [
                "ThreeDaySummary",
                .product(name: "Domain", package: "forecast"),
                .product(name: "Platform", package: "forecast"),
            ]
        ),
        // A second tool: an ensemble's rain odds and spread, from the catalogue's service beyond the forecast.
        .executableTarget(
            name: "rain-odds",
            dependencies: [.product(name: "Domain", package: "forecast"), .product(name: "Platform", package: "forecast")]
        ),
        // A third tool: a place's warnings, air, Sun and Moon and history, every data set from one WeatherServices.
        .executableTarget(
            name: "place-report",
            dependencies: [.product(name: "Domain", package: "forecast"), .product(name: "Platform", package: "forecast")]
        ),
        .testTarget(
            name: "ThreeDaySummaryTests",
            dependencies: [
                "ThreeDaySummary",
                .product(name: "Domain", package: "forecast"),
                .product(name: "DomainTesting", package: "forecast"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
