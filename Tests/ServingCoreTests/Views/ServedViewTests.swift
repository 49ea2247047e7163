import Domain
import ServingCore
import Testing

struct ServedViewTests {
    /// MET Norway's limits: 9 days, 200 hours.
    static let nineDaysOfTwoHundredHours = ForecastCapabilities(
        products: Set(ForecastCapabilities.Product.allCases), maximumDays: 9, maximumHours: 200, maximumSearchResults: 10
    )

    @Test func aViewsDaysAreTheProvidersWhenItsDaysAreTheProviders() {
        #expect(ServedView.daily.dayRange(provider: Self.nineDaysOfTwoHundredHours) == 1...9)
        // 200 hours hold 8 whole days.
        #expect(ServedView.hourly.dayRange(provider: Self.nineDaysOfTwoHundredHours) == 1...8)
        #expect(ServedView.marine.dayRange(provider: Self.nineDaysOfTwoHundredHours) == ServedView.marine.days)
        #expect(ServedView.current.dayRange(provider: Self.nineDaysOfTwoHundredHours) == nil)
    }

    @Test func everyViewIsFoundByItsNameOnce() {
        #expect(Set(ServedView.all.map(\.name)).count == ServedView.all.count)
        #expect(ServedView.all.allSatisfy { ServedView.named($0.name)?.name == $0.name })
        #expect(ServedView.named("weekly") == nil)
    }
}
