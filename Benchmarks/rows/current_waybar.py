"""A status bar's poll: `current` as Waybar reads it, answered wholly from the cache (London is inside the 15-minute
model's area, so the nowcast's outlook is read from the cache too), against `forecast --version` (issue 30)."""
from runner.shared import Row, Target, ratio, verdict

ORDER = 50
CURRENT_WAYBAR = ["current", "--city", "London", "--format", "waybar"]
TARGET_BAR_RATIO = 2.0
ROWS = [Row("current --format waybar, fully cached", CURRENT_WAYBAR,
            f"`forecast {' '.join(CURRENT_WAYBAR)}`, fully cached (a status bar's poll)", warm=True)]


def targets(startup):
    bar_ratio = ratio(startup, "current --format waybar, fully cached")
    return [Target(20, f"| a status bar's poll (`current --format waybar`) answered from the cache at most {TARGET_BAR_RATIO}× "
                       f"`forecast --version` | {bar_ratio:.2f}× | {verdict(bar_ratio <= TARGET_BAR_RATIO)} |",
                   f"waybar {bar_ratio:.2f}x")]
