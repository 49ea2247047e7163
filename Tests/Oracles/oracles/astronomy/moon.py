"""The rows of Tests/DomainTests/Sky/Astronomy/MoonCalculatorTests.swift: for each instant, PyEphem's lit fraction of
the Moon (its own lunar theory) and its next new and full moons after it, as seconds since 1970, UTC."""
import datetime

import ephem

from . import seconds

START = datetime.datetime(2026, 1, 1, 12, tzinfo=datetime.timezone.utc)


def rows():
    # Every 37 days for about two years: every phase, both halves of each year.
    for step in range(0, 800, 37):
        when = START + datetime.timedelta(days=step, hours=step % 24)
        date = ephem.Date(when.replace(tzinfo=None))
        yield (f"        MoonRow({int(when.timestamp())}, illumination: {ephem.Moon(date).moon_phase:.4f}, "
               f"newMoon: {seconds(ephem.next_new_moon(date))}, fullMoon: {seconds(ephem.next_full_moon(date))}),")


if __name__ == "__main__":
    print(*rows(), sep="\n")
