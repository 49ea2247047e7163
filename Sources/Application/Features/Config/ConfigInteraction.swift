/// What `forecast config` shows, whichever front door asks: the settings in force with where each came from, or the
/// configuration file's path.
package enum ConfigInteraction {
    /// The settings' formats (`config path` prints its path as a table).
    package static let formats = SettingsDocument.offeredFormats

    /// Every setting's value and where it came from.
    package static func show(_ listing: SettingsListing, on runner: CommandRunner) -> ExitStatus {
        runner.show(SettingsDocument(listing: listing))
    }

    /// The configuration file's path, alone on its line.
    package static func showPath(_ path: String, on runner: CommandRunner) -> ExitStatus {
        runner.show(TextDocument(text: path))
    }
}
