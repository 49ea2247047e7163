"""The reference rows of DomainTests' astronomy tables (Tests/DomainTests/Sky/Astronomy), computed with PyEphem, an
independent implementation, with the US Naval Observatory's conventions: no pressure-dependent refraction, the upper
limb at 34' below the horizon. Tests/Oracles/astronomy/ checks that the Swift tests hold exactly these rows; to print
a table's rows after changing its places or instants (then paste them):

    cd Tests/Oracles && ../../.build/oracles-venv/bin/python -m oracles.astronomy.sun      (or .moon, .moonrise)
"""
import datetime

import ephem


def seconds(value):
    """A PyEphem date as whole seconds since 1970, UTC."""
    return int(round(ephem.Date(value).datetime().replace(tzinfo=datetime.timezone.utc).timestamp()))


def ephem_date(moment):
    """An aware datetime as a PyEphem date."""
    return ephem.Date(moment.astimezone(datetime.timezone.utc).replace(tzinfo=None))


def observer(latitude, longitude):
    """An observer at sea level, without pressure-dependent refraction."""
    place = ephem.Observer()
    place.lat, place.lon, place.pressure, place.elevation = str(latitude), str(longitude), 0, 0
    return place
