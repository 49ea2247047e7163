import Testing

/// What `ExtrasCoordinator` asks beside a forecast view's report and how it shows what it got, driven through the views'
/// interactions: its nested suites, one a kind of extra (`ExtrasCoordinatorTests+<Extra>.swift`).
@Suite("ExtrasCoordinator: what is asked beside a forecast, and shown beside it")
struct ExtrasCoordinatorTests {}
