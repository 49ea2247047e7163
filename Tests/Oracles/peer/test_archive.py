"""The archive, against the peer's (oracles/peer/data_sets/archive.py): `daily --normal`'s normals and anomalies
against each day's 1991–2020 normal computed again here from the archive the peer served (issue 21's definition), and
`history` across the seam between the archive and the forecast API's recent past (weather.recent_high)."""
import datetime
import zoneinfo

from oracles.peer.weather import recent_high

ARCHIVE = "/v1/archive"
NORMALS = ("daily", "London", "--normal", "--no-alerts", "--format", "json", "--days", "7")


def archived(answer, variable):
    """The archive's answer as {date: value} of one daily variable."""
    daily = answer["daily"]
    return dict(zip(map(datetime.date.fromisoformat, daily["time"]), daily[variable]))


def normal(values, month, day):
    """The 1991–2020 normal of a month and day, as issue 21 defines it: the mean of the days from 7 before to 7 after
    it in each year, 29 February's window being 28 February's moved one day on, missing values left out."""
    found = []
    for year in range(1991, 2021):
        centre = (datetime.date(year, 2, 28) + datetime.timedelta(days=1)) if (month, day) == (2, 29) else datetime.date(year, month, day)
        found += [v for k in range(-7, 8) if (v := values.get(centre + datetime.timedelta(days=k))) is not None]
    return sum(found) / len(found)


def test_each_days_normal_and_anomaly_are_the_1991_2020_means_of_the_archive(forecast, served):
    days = forecast.json(*NORMALS)["days"]
    highs, lows = (archived(served.last(ARCHIVE), variable) for variable in ("temperature_2m_max", "temperature_2m_min"))
    assert len(days) == 7
    for day in days:
        date = datetime.date.fromisoformat(day["date"])
        high, low = normal(highs, date.month, date.day), normal(lows, date.month, date.day)
        assert abs(day["normal"]["temperature_max"] - high) <= 0.051, day["date"]
        assert abs(day["normal"]["temperature_min"] - low) <= 0.051, day["date"]
        assert abs(day["anomaly"]["temperature_max"] - (day["temperature_max"] - high)) <= 0.051, day["date"]


def test_normals_read_the_thirty_years_and_a_week_either_side(forecast, served):
    forecast.output(*NORMALS)
    dates = sorted(archived(served.last(ARCHIVE), "temperature_2m_max"))
    assert (dates[0], dates[-1]) == (datetime.date(1990, 12, 25), datetime.date(2021, 1, 7))


def test_history_takes_the_archive_to_six_days_ago_and_the_recent_past_after(forecast, served, now):
    """Each date once, in order; up to today−6 the archive's high, after it the forecast API's recent past's."""
    today = now.astimezone(zoneinfo.ZoneInfo("Europe/London")).date()
    first, last = today - datetime.timedelta(days=9), today - datetime.timedelta(days=1)
    days = forecast.json("history", "London", "--date", first.isoformat(), "--to", last.isoformat(), "--format", "json")["days"]
    highs = archived(served.last(ARCHIVE), "temperature_2m_max")
    seam = today - datetime.timedelta(days=6)
    shown = [(datetime.date.fromisoformat(day["date"]), day["temperature_max"]) for day in days]
    assert [date for date, _ in shown] == [first + datetime.timedelta(days=n) for n in range((last - first).days + 1)]
    for date, high in shown:
        assert high == (highs[date] if date <= seam else recent_high(date)), date
