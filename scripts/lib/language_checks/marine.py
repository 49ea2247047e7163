"""`marine` in each language, hour by hour and day by day (high and low waters, compass words), checked in pyte at 80
and 120 columns (scripts/check-languages)."""
ORDER = 110
NAME = "marine"


def arguments(code):
    return ["marine", "Biarritz", "--hours", "6", "--lang", code]
