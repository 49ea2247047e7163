import Application
import Domain
import ForecastSettings
import ServingCore

/// Answers a request for the weather at a place: reads it, runs its view over the core as the command of the same
/// name would, and makes the response: the document with its caching headers, `304` when the client has it already,
/// or the failure's status with one line in the representation asked for.
struct WeatherResponder: Sendable {
    /// The settings, the shared use cases and what a request gets when it asks for nothing else.
    let setup: ServingSetup
    /// Runs views over the core.
    let run: ServedRun
    /// Counts the answers given again.
    let metrics: ServerMetrics
    /// The answers already made, while what they were made from is fresh.
    let rendered = RenderedAnswers()


    /// The columns of a text answer's charts: a common terminal's.
    static let columns = 80

    /// The response to `GET /{place}[/{view}]?{query}` with these headers (`accept`, `acceptLanguage`, `ifNoneMatch`).
    func respond(place: Substring, view: Substring?, query: QueryParameters, accept: String?, acceptLanguage: String?, ifNoneMatch: String?) async -> ServerResponse {
        let request: WeatherRequest
        do {
            request = try WeatherRequest(
                place: place, viewName: view, query: query, accept: accept, acceptLanguage: acceptLanguage, settings: setup.settings, standardUnits: setup.standardUnits,
                provider: setup.providerCapabilities
            )
        } catch {
            let representation = (try? Representation.negotiate(format: query["format"], accept: AcceptHeader(accept)))
                ?? (try? Representation.negotiate(format: nil, accept: AcceptHeader(accept)))
            return RefusalBody.response(status: error.status, reason: error.reason, representation: representation)
        }
        var response = await answer(request)
        if response.status == 200, let etag = response.header("ETag"), CachingHeaders.matches(ifNoneMatch, etag: etag) {
            response.status = 304
            response.body = []
        }
        return response
    }

    /// The answer to `request`, before any `If-None-Match`: the one already made, while what it was made from is
    /// fresh, else made now (and kept when it can be).
    private func answer(_ request: WeatherRequest) async -> ServerResponse {
        let key = RenderedAnswers.Key(
            view: request.view.name, location: request.location, representation: request.representation, language: request.language.rawValue,
            units: request.units, days: request.days, colour: request.colour
        )
        let now = run.clock.now()
        if let kept = rendered.answer(for: key, at: now) {
            metrics.reusedAnswer()
            let headers = CachingHeaders.headers(freshness: kept.freshness, now: now, body: Array(kept.body.utf8))
            return ServerResponse(status: kept.status, contentType: kept.contentType, body: kept.body, headers: headers)
        }
        let made = await make(request)
        if let freshness = made.freshness {
            rendered.keep(
                key, status: made.response.status, contentType: request.representation.contentType, body: String(decoding: made.response.body, as: UTF8.self),
                freshness: freshness, at: now
            )
        }
        return made.response
    }

    /// The answer to `request` made now, with the freshness of what it was made from when it succeeded.
    private func make(_ request: WeatherRequest) async -> (response: ServerResponse, freshness: [AnswerFreshness]?) {
        switch request.representation {
        case .document(let format):
            let served = await run.answer(request.view, ask(request, format: format), format: format, presentation: presentation(request, format: format), language: request.language)
            return (response(served, request), served.failed ? nil : served.freshness)
        case .wttrLine(let format):
            let template = WttrTemplate.preset(format) ?? WttrTemplate(custom: format)
            let served = await run.answer(format: .line, presentation: presentation(request, format: .line), language: request.language) { runner in
                await WttrLineInteraction.show(WttrLineRequest(location: request.location, template: template, units: request.units), on: runner)
            }
            return (response(served, request), served.failed ? nil : served.freshness)
        case .page:
            return await page(request)
        }
    }

    /// The page for browsers: the table, and the pictures when the view draws them; with the freshness of what it was
    /// made from when it succeeded.
    private func page(_ request: WeatherRequest) async -> (response: ServerResponse, freshness: [AnswerFreshness]?) {
        let table = await run.answer(request.view, ask(request, format: .table), format: .table, presentation: presentation(request, format: .table), language: request.language)
        guard !table.failed else { return (response(table, request), nil) }
        var pictures: [String] = [], freshness = table.freshness
        if request.view.offers(.svg) {
            let picture = await run.answer(request.view, ask(request, format: .svg), format: .svg, presentation: presentation(request, format: .svg), language: request.language)
            if !picture.failed {
                pictures.append(picture.body)
                freshness += picture.freshness
            }
        }
        let html = HTMLPage.forecast(title: PlaceText.label(request.location), table: table.body, pictures: pictures, language: request.language)
        let body = Array(html.utf8)
        let headers = CachingHeaders.headers(freshness: freshness, now: run.clock.now(), body: body)
        return (ServerResponse(status: 200, contentType: Representation.page.contentType, body: html, headers: headers), freshness)
    }

    /// The response a run gave: its document with caching headers, or its failure.
    private func response(_ served: ServedAnswer, _ request: WeatherRequest) -> ServerResponse {
        guard !served.failed else {
            let (status, retryAfter) = FailureStatus.of(served.failure, exit: served.status)
            let reason = served.failureMessage ?? "the forecast could not be had"
            if case .document(let format) = request.representation, format.isStatusBar, !served.body.isEmpty {
                // A status bar's own block saying why, so that the bar shows it; still not a 200.
                var response = ServerResponse(status: status, contentType: request.representation.contentType, body: served.body, headers: [("Cache-Control", "no-store")])
                if let retryAfter { response.headers.append(("Retry-After", String(retryAfter))) }
                return response
            }
            return RefusalBody.response(status: status, reason: reason, representation: request.representation, retryAfterSeconds: retryAfter)
        }
        let body = Array(served.body.utf8)
        let headers = CachingHeaders.headers(freshness: served.freshness, now: run.clock.now(), body: body)
        return ServerResponse(status: 200, contentType: request.representation.contentType, body: served.body, headers: headers)
    }

    /// What the view is asked for `request`, written as `format`.
    private func ask(_ request: WeatherRequest, format: OutputFormat) -> ViewAsk {
        ViewAsk(
            location: request.location, units: request.units, days: request.days, showsAlerts: setup.showsAlerts, standardDays: setup.standardDays,
            format: format
        )
    }

    /// How `request`'s document is drawn as `format`: its language, colour only when asked for a text table (a page is
    /// no terminal), a terminal's width for charts, a status bar's text from the view's template.
    private func presentation(_ request: WeatherRequest, format: OutputFormat) -> Presentation {
        let words = Catalogue(request.language)
        let template = format.isStatusBar ? request.view.barTemplate.flatMap { try? LineTemplate($0(words), placeholders: request.view.placeholders) } : nil
        return Presentation(
            words: words, styler: Styler(usesColour: request.colour && format == .table && request.representation == .document(.table)),
            canvas: format == .table ? ChartCanvas(columns: Self.columns, ascii: false) : nil, lineTemplate: template
        )
    }
}
