/// A class that fills what an extra draws of its own in a picture (the warnings' strip, the nowcast's bars), with its
/// colour on each palette. The checks read the pixels by these colours (`Tests/Oracles/oracles/render.py`): keep the
/// two in step.
struct PictureClass: Sendable {
    /// The class's name.
    let name: String
    /// Its colour on white.
    let light: String
    /// Its colour on near-black.
    let dark: String
}
