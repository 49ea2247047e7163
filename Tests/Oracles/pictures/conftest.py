"""The pictures' fixtures: forecast's pictures and numbers, each made once a session (in a home of their own, at the
fixed moment) and shared by every test that reads them, so that a picture is run, parsed and rendered once however
many checks look at it."""
import concurrent.futures

import pytest

from oracles import svg
from oracles.program import Forecast, Home
from oracles.render import Picture


class Pictures:
    """What `forecast` gives for given arguments, each asked once: svg(*arguments) the Picture of `… --format svg`,
    json(*arguments) the numbers of `… --format json`. Failures' pictures are kept in `keep_in`."""

    def __init__(self, forecast, keep_in):
        self.forecast = forecast
        self.keep_in = keep_in
        self._pictures = {}
        self._numbers = {}

    def svg(self, *arguments):
        if arguments not in self._pictures:
            self._pictures[arguments] = self._make(arguments)
        return self._pictures[arguments]

    def make_all(self, argument_lists, workers=4):
        """Makes and renders the pictures of `argument_lists` side by side, `workers` at a time (the first alone, so
        that the others read the cache it fills). One that fails is left for svg() to make again and say why."""
        new = [arguments for arguments in dict.fromkeys(argument_lists) if arguments not in self._pictures]
        with concurrent.futures.ThreadPoolExecutor(workers) as pool:
            made = [self._try(arguments) for arguments in new[:1]] + list(pool.map(self._try, new[1:]))
        self._pictures.update((arguments, picture) for arguments, picture in zip(new, made) if picture is not None)

    def _make(self, arguments):
        """The picture of `arguments`, which must parse and pass the safety audit, open with a title and a description
        and have a viewBox, whichever check asked for it (an AssertionError saying why otherwise)."""
        picture = Picture(self.forecast.output(*arguments, "--format", "svg"), " ".join(arguments), self.keep_in)
        problems = svg.problems(picture.text, picture.root)
        assert not problems, f"forecast {' '.join(arguments)} --format svg: " + "; ".join(problems[:4]) + picture.kept()
        return picture

    def _try(self, arguments):
        """The picture, rendered; None when forecast failed."""
        try:
            picture = self._make(arguments)
        except AssertionError:
            return None
        picture.rendering  # rendered now, beside the others
        return picture

    def json(self, *arguments):
        if arguments not in self._numbers:
            self._numbers[arguments] = self.forecast.json(*arguments, "--format", "json")
        return self._numbers[arguments]


@pytest.fixture(scope="session")
def make_pictures(forecast_binary, now, faketime, tmp_path_factory):
    """Pictures from forecast run with `environment` (the servers' variables), in a new home, at `now`."""
    keep_in = tmp_path_factory.mktemp("pictures-kept")

    def make(environment):
        return Pictures(Forecast(forecast_binary, environment, Home(tmp_path_factory.mktemp("home")), now), keep_in)
    return make


@pytest.fixture(scope="session")
def pictures(make_pictures, stub):
    """forecast's pictures and numbers against the stub server."""
    return make_pictures(stub.environment)
