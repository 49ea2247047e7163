import Domain
import Testing

@Suite("SeaState: the WMO sea-state code 3700 by significant wave height")
struct SeaStateTests {
    @Test("each band from its published heights; a height on an edge takes the lower band", arguments: [
        (0.0, SeaState.calm), (0.1, .calm), (0.11, .smooth), (0.5, .smooth), (0.51, .slight), (1.25, .slight), (1.26, .moderate), (2.5, .moderate),
        (2.6, .rough), (4.0, .rough), (4.1, .veryRough), (6.0, .veryRough), (6.5, .high), (9.0, .high), (9.1, .veryHigh), (14.0, .veryHigh),
        (14.1, .phenomenal), (30.0, .phenomenal),
    ])
    func bands(metres: Double, state: SeaState) {
        #expect(SeaState(waveHeightMetres: metres) == state)
    }

    @Test("no sea has a negative or non-finite height")
    func impossible() {
        #expect(SeaState(waveHeightMetres: -0.1) == nil && SeaState(waveHeightMetres: .nan) == nil && SeaState(waveHeightMetres: .infinity) == nil)
    }
}
