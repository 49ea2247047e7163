/// The answer to an ``AirCheckRequest``: the first reading (now, then hour by hour) at or above the threshold.
public struct AirCheckAnswer: Sendable, Hashable {
    /// What was asked.
    public let request: AirCheckRequest
    /// The air the answer was read from.
    public let report: AirQualityReport

    /// Makes an answer from the request and the report that covers its window.
    public init(request: AirCheckRequest, report: AirQualityReport) {
        self.request = request
        self.report = report
    }

    /// The threshold used: the one asked for, else the index's own for the air and the pollen's default.
    public var threshold: Double {
        request.threshold ?? (request.measure == .air ? report.index.defaultCheckThreshold : Pollen.defaultCheckThreshold)
    }

    /// The air now, then the hours within the window.
    public var readings: [AirQualityReading] { (report.current.map { [$0] } ?? []) + report.hours }

    /// What is measured in a reading: its value on the report's index, or its highest pollen count.
    public func value(_ reading: AirQualityReading) -> Double? {
        switch request.measure {
        case .air: reading.value(of: report.index)
        case .pollen: reading.highestPollen?.count
        }
    }

    /// The first reading at or above the threshold, if any.
    public var match: AirQualityReading? { readings.first { (value($0) ?? -.infinity) >= threshold } }
    /// Whether a reading reaches the threshold.
    public var answer: Bool { match != nil }
    /// The reading that came nearest: the one with the highest value.
    public var nearest: AirQualityReading? {
        readings.compactMap { reading in value(reading).map { (reading, $0) } }.max { $0.1 < $1.1 }?.0
    }
}
