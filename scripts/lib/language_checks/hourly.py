"""`hourly` in each language, checked in pyte at 80 and 120 columns (scripts/check-languages)."""
ORDER = 20
NAME = "hourly"


def arguments(code):
    return ["hourly", "London", "--hours", "12", "--lang", code]
