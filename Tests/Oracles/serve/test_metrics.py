"""/metrics moves with the requests: N answered requests for /{place} move forecast_http_requests_total{route="/{place}",
status="200"} and the duration histogram's count by N; a cold request shows the services asked in
forecast_upstream_requests_total; a second request for the same place is a cache hit; route labels are templates,
never a place or a path a client sent."""
import urllib.parse

from oracles.serve_checks import Metrics

ROUTES = {"/", "/{place}", "/metrics", "/healthz", "/openapi.json", "other"} | {
    f"/{{place}}/{view}" for view in ("hourly", "current", "alerts", "air", "nowcast", "marine", "sun", "moon", "daily")}


def test_requests_move_the_request_counter_by_their_number(serve):
    before = Metrics.of(serve)
    for _ in range(5):
        assert serve.get("/London").status == 200
    after = Metrics.of(serve)
    series = {"route": "/{place}", "status": "200"}
    assert after.value("forecast_http_requests_total", **series) - before.value("forecast_http_requests_total", **series) == 5


def test_requests_move_the_duration_histogram_by_their_number(serve):
    before = Metrics.of(serve)
    for _ in range(5):
        assert serve.get("/London").status == 200
    after = Metrics.of(serve)
    name, route = "forecast_http_request_duration_seconds_count", {"route": "/{place}"}
    assert after.value(name, **route) - before.value(name, **route) == 5
    inf = {"route": "/{place}", "le": "+Inf"}
    assert after.value("forecast_http_request_duration_seconds_bucket", **inf) == after.value(name, **route)


def test_other_statuses_are_counted_apart(serve):
    before = Metrics.of(serve)
    assert serve.get("/Atlantis").status == 404
    after = Metrics.of(serve)
    series = {"route": "/{place}", "status": "404"}
    assert after.value("forecast_http_requests_total", **series) - before.value("forecast_http_requests_total", **series) == 1


def test_a_cold_request_counts_the_services_it_asked(serve):
    assert serve.get("/London").status == 200
    metrics = Metrics.of(serve)
    services = {sample[1]["service"] for sample in metrics.samples
                if sample[0] == "forecast_upstream_requests_total" and sample[1].get("outcome") == "fetched" and sample[2] > 0}
    assert {"geocoding", "open-meteo"} <= services, services


def test_another_format_of_the_same_place_is_a_cache_hit(serve):
    assert serve.get("/London").status == 200
    before = Metrics.of(serve)
    assert serve.get("/London?format=json").status == 200
    after = Metrics.of(serve)
    assert after.total("forecast_cache_hits_total") > before.total("forecast_cache_hits_total")
    assert after.total("forecast_upstream_requests_total", outcome="fetched") == before.total("forecast_upstream_requests_total", outcome="fetched")


def test_the_same_answer_again_is_given_as_made_without_asking_the_cache(serve):
    first = serve.get("/London")
    before = Metrics.of(serve)
    again = serve.get("/London")
    after = Metrics.of(serve)
    assert again.status == 200 and again.body == first.body and again.headers["etag"] == first.headers["etag"]
    assert after.total("forecast_answers_reused_total") == before.total("forecast_answers_reused_total") + 1
    assert after.total("forecast_cache_hits_total") == before.total("forecast_cache_hits_total")


def test_route_labels_never_hold_what_a_client_sent(serve):
    sent = ["/London", "/Bergen/hourly", "/Atlantis", "/London/weekly", "/a/b/c", "/" + urllib.parse.quote("Tromsø"),
            "/Zanzibar?format=json", "/Quux%20Town/moon"]
    for target in sent:
        serve.get(target)
    metrics = Metrics.of(serve)
    assert metrics.labels("route") <= ROUTES, f"routes that are not templates: {metrics.labels('route') - ROUTES}"
    for name in ("London", "Bergen", "Atlantis", "weekly", "Troms", "Zanzibar", "Quux"):
        assert name not in metrics.text, f"{name} is in /metrics"
