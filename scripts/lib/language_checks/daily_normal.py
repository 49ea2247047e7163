"""`daily --normal --past-days` in each language, checked in pyte at 80 and 120 columns (scripts/check-languages)."""
ORDER = 40
NAME = "daily --normal --past-days"


def arguments(code):
    return ["daily", "London", "--days", "5", "--normal", "--past-days", "2", "--lang", code]
