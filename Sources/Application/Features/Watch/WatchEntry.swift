package import Domain

/// A watch as a front door was given it: what it watches, and where its notices go.
package struct WatchEntry: Sendable, Hashable {
    /// What it watches.
    package let watch: Watch
    /// Whether its notices go to the desktop's notification service.
    package let desktop: Bool
    /// A program run for each notice, as an argument list (never through a shell), with the notice in its
    /// environment; `nil`: none.
    package let command: [String]?

    /// `watch`, told on the desktop unless `desktop` is false, and to `command` when there is one.
    package init(watch: Watch, desktop: Bool = true, command: [String]? = nil) {
        self.watch = watch
        self.desktop = desktop
        self.command = command
    }
}
