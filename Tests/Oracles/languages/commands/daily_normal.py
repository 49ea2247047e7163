"""`daily --normal --past-days`: two days observed and five to come, each against the 1991–2020 normal."""
ORDER = 40


def arguments(code):
    return ["daily", "London", "--days", "5", "--normal", "--past-days", "2", "--lang", code]
