"""What the reference scripts share: a zone's UTC offsets over a local date, from zoneinfo."""
import datetime


def offsets(zone, start, end):
    """(instant, offset) pairs: the offset at the local midnight, and at each change before the next."""
    pairs = [(int(start.timestamp()), int(start.utcoffset().total_seconds()))]
    t = start
    while t < end:
        following = (t + datetime.timedelta(minutes=15)).astimezone(zone)
        if following.utcoffset() != t.utcoffset():
            pairs.append((int(following.timestamp()), int(following.utcoffset().total_seconds())))
        t = following
    return pairs
