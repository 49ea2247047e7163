"""What the place-and-date tables share: each local date of each place, and a zone's UTC offsets over it (zoneinfo)."""
import datetime
import zoneinfo


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


def local_days(places):
    """For each place and date: (name, latitude, longitude, zone, date text, local midnight, next local midnight)."""
    for name, lat, lon, zone_name, dates in places:
        zone = zoneinfo.ZoneInfo(zone_name)
        for text in dates:
            day = datetime.date.fromisoformat(text)
            start = datetime.datetime.combine(day, datetime.time(0), zone)
            end = datetime.datetime.combine(day + datetime.timedelta(days=1), datetime.time(0), zone)
            yield name, lat, lon, zone, text, start, end
