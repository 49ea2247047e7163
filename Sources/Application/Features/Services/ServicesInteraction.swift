/// What `forecast services` shows, whichever front door asks: every service forecast reads, and how to replace its
/// base URL.
package enum ServicesInteraction {
    /// The formats its document offers.
    package static let formats = ServicesDocument.offeredFormats

    /// Every service as listed, in order.
    package static func show(_ services: [ServiceListing], on runner: CommandRunner) -> ExitStatus {
        runner.show(ServicesDocument(services: services))
    }
}
