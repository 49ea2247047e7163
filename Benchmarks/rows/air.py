"""`forecast air` for a place, answered wholly from the cache (the place search and the air quality answer)."""
from runner.shared import Row

ORDER = 10
AIR = ["air", "--city", "London", "--hours", "24"]
ROWS = [Row("air, fully cached", AIR, f"`forecast {' '.join(AIR)}`, fully cached", warm=True)]
