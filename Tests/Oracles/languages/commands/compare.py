"""`compare`: three days from each provider that answers (and the spread between them), and the providers skipped."""
ORDER = 90


def arguments(code):
    return ["compare", "London", "--days", "3", "--lang", code]
