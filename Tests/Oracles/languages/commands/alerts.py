"""`alerts`: the wind advisory in force in London, Kentucky, with its numbered description."""
ORDER = 30


def arguments(code):
    return ["alerts", "London, KY", "--lang", code]
