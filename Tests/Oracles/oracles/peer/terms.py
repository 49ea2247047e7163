"""The providers' terms the peer enforces, which more than one data set shares: MET Norway's (its forecast and its
nowcast) and OpenWeatherMap's key (its forecast, and `compare`)."""

# The OpenWeatherMap key the peer accepts.
OWM_KEY = "peer0key1234"


def met_refuses(query, headers):
    """Whether MET Norway's terms refuse the request: no User-Agent, or a coordinate with more than 4 decimals."""
    return not headers.get("User-Agent") or any(len(query.get(k, "").partition(".")[2]) > 4 for k in ("lat", "lon"))
