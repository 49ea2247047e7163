"""`moon`: five days of the Moon's phase, light, age, rising and setting, and the next new and full moons."""
ORDER = 80


def arguments(code):
    return ["moon", "London", "--days", "5", "--lang", code]
