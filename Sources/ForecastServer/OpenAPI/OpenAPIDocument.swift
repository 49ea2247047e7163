/// The OpenAPI 3.1 description of every route, parameter, answer and error: `Sources/ForecastServer/OpenAPI/openapi.json`,
/// compiled in and served at `/openapi.json`; the contract the tests check the running server against.
enum OpenAPIDocument {
    /// The description, as stored.
    static let text = String(decoding: PackageResources.openapi_json, as: UTF8.self)
}
