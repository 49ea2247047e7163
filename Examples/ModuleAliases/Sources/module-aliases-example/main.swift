// The app's own modules keep their names; forecast's are imported by their aliases.
import Domain
import ForecastDomain
import ForecastPlatform
import Platform

let order = Order(item: "umbrella")
let place = try PlaceQuery("London")
print("app Domain: \(order.item), app Platform: \(Shelf.name); forecast \(ForecastClientIdentity.version), forecast Domain: \(place.name)")
