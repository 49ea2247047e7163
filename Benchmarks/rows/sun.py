"""`forecast sun` for a coordinate (computed, nothing asked) against `forecast --version`, in the same measurement."""
from runner.shared import Row, Target, ratio, verdict

ORDER = 80
SUN = ["sun", "--lat", "69.65", "--lon", "18.96", "--days", "7", "--timezone", "Europe/Oslo"]
TARGET_SUN_RATIO = 1.7
ROWS = [Row("sun, a coordinate", SUN, f"`forecast {' '.join(SUN)}` (computed, no request)", warm=False)]


def targets(startup):
    sun_ratio = ratio(startup, "sun, a coordinate")
    return [Target(10, f"| `forecast sun` for a coordinate (7 days, computed) at most {TARGET_SUN_RATIO}× `forecast --version` | "
                       f"{sun_ratio:.2f}× | {verdict(sun_ratio <= TARGET_SUN_RATIO)} |",
                   f"sun {sun_ratio:.2f}x")]
