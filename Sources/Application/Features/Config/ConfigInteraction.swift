/// What `forecast config` shows, whichever front door asks: the settings in force with where each came from, or the
/// configuration file's path.
package enum ConfigInteraction {
    /// Every setting's value and where it came from.
    package static func show(_ listing: SettingsListing, on runner: CommandRunner) -> ExitStatus {
        runner.show(SettingsDocument(listing: listing))
    }

    /// The configuration file's path, alone on its line.
    package static func showPath(_ path: String, on runner: CommandRunner) -> ExitStatus {
        runner.show(TextDocument(text: path))
    }
}
