"""`compare`: the providers side by side (scripts/check-against-peer-server)."""
from peerlib import OWM_KEY, peer_check

ORDER = 50


@peer_check("compare Beijing: three providers side by side, with a spread")
def compare_beijing(peer):
    compare, compared = peer.json("compare", "Beijing", "--format", "json", extra={"FORECAST_OPENWEATHERMAP_KEY": OWM_KEY})
    return (compare.returncode == 0
            and [p["provider"] for p in compared.get("providers", [])] == ["Open-Meteo", "MET Norway", "OpenWeatherMap"]
            and len(compared.get("spread", [])) == 3 and [s["provider"] for s in compared.get("skipped", [])] == ["nws"])
