extension CheckCondition {
    /// An official warning of at least a severity (default ``AlertCheckRequest/defaultSeverity``), in force or starting
    /// within the window, from the service covering the place; it takes a severity, not a threshold.
    public static let alert = CheckCondition(
        name: "alert",
        summary: "an official warning of at least --severity, default moderate, in force or starting within the window, from the service covering the place"
    )
}
