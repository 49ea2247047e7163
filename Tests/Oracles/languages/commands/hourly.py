"""`hourly`: twelve hours, with a bar for the temperature's trend and sparklines under the table."""
ORDER = 20


def arguments(code):
    return ["hourly", "London", "--hours", "12", "--lang", code]
