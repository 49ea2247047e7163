"""`sun`: five days of dawn, sunrise, noon, sunset and dusk, the day's length and its change."""
ORDER = 70


def arguments(code):
    return ["sun", "London", "--days", "5", "--lang", code]
