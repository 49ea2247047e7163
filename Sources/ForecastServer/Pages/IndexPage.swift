import Application
import ServingCore

/// What `/` says: what the service is and how to ask it, with examples on the host the client reached it by.
enum IndexPage {
    /// The text, for curl.
    static func text(host: String) -> String {
        let views = ServedView.all.dropFirst().map { "/London/\($0.name)" }.joined(separator: " ")
        return """
            forecast serve: the weather for curl, browsers, status bars and scripts.

              curl \(host)/London                  the daily forecast, as forecast daily prints it
              curl \(host)/London,GB?days=3        a place narrowed by country; how many days
              curl \(host)/51.5,-0.13              a coordinate
              curl '\(host)/London?format=3'       one line, as wttr.in's format=1 to 4
              curl '\(host)/London?format=%l:+%c+%t+%w'   a wttr.in custom line
              curl '\(host)/London?format=json'    forecast's JSON (also csv, waybar, i3blocks, svg)
              curl '\(host)/Paris?lang=fr&units=imperial'

            Views: \(views)
            Options: ?lang=de (or Accept-Language), ?units=metric|imperial, ?days=N, ?color,
                     wttr.in's ?m ?u ?M ?T ?0 ?1 ?2 ?3.
            A browser gets a page. /openapi.json describes every route; /metrics and /healthz are for monitoring.

            """
    }

    /// The page, for browsers.
    static func page(host: String) -> String {
        HTMLPage.document(title: "forecast serve", language: .en, body: "<pre>\(HTMLPage.escaped(text(host: host)))</pre>\n")
    }
}
