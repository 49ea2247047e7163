import Application
import ArgumentParser

/// How `--format svg` draws its picture, and where it goes.
struct PictureOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "With --format svg: light or dark colours; auto: light, and dark where the viewer prefers dark (a browser; a converter draws light). (default: auto)",
        valueName: "theme"
    ))
    var theme: PictureTheme?

    @Option(help: ArgumentHelp("With --format svg: write the picture to this file, replaced whole and at once, instead of standard output.", valueName: "file"))
    var output: String?

    /// Refuses `--theme` and `--output` without `--format svg`, naming those given, and an empty file name.
    func check(format: OutputFormat) throws {
        let given = [theme.map { _ in "--theme" }, output.map { _ in "--output" }].compactMap { $0 }
        guard format == .svg || given.isEmpty else { throw ValidationError(UsageWording.refusal(of: given, without: "--format svg")) }
        guard output?.isEmpty != true else { throw ValidationError("--output needs a file name") }
    }
}
