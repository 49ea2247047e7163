"""`sun` in each language, checked in pyte at 80 and 120 columns (scripts/check-languages)."""
ORDER = 70
NAME = "sun"


def arguments(code):
    return ["sun", "London", "--days", "5", "--lang", code]
