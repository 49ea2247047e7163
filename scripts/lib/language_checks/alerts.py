"""`alerts` in each language, checked in pyte at 80 and 120 columns (scripts/check-languages)."""
ORDER = 30
NAME = "alerts"


def arguments(code):
    return ["alerts", "London, KY", "--lang", code]
