import Testing

/// `SkyService`, the one standard use case of the Sun's days and the Moon's: its nested suites, one a use case
/// (`SkyServiceTests+Sun.swift`, `SkyServiceTests+Moon.swift`).
@Suite("SkyService: the Sun's and the Moon's days for a place")
struct SkyServiceTests {}
