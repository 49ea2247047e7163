import Domain

/// How a train of waves is written beside a forecast's rows and in the sea checks' answers: in a few words without an
/// arrow (a row and a check's line have no room for one), coloured by the sea state its height makes.
enum MarineExtraText {
    /// A train of waves: its height, where it comes from and its period, "2.4 m SW 9 s" (what is known of them); `nil`
    /// when its height is not known.
    static func waves(_ train: WaveTrain, units: Units, words: Catalogue) -> String? {
        guard train.height != nil else { return nil }
        return MarineText.train(train, units: units, words: words, ascii: true)
    }

    /// The style of a height's cell by the sea state it makes: yellow from a moderate sea (1.25 m), red from a rough
    /// one (2.5 m).
    static func style(ofHeight value: Double, units: Units) -> TextStyle {
        switch SeaState(waveHeightMetres: units.height.metres(from: value)) {
        case nil, .calm, .smooth, .slight: .plain
        case .moderate: .yellow
        default: .red
        }
    }
}
