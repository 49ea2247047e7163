import Application

/// The `forecast` executable: the app, over the providers of the one composition root.
@main
enum Main {
    static func main() async {
        await ForecastApp.main(directory: CompositionRoot())
    }
}
