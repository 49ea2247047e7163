"""The architecture checks' fixtures: the package as SwiftPM describes it, and the types its sources declare."""
import pytest

from oracles import paths
from oracles.architecture import sources
from oracles.architecture.package import Package, describe


@pytest.fixture(scope="session")
def package():
    """The repository's package: its folder and its targets."""
    return Package(paths.ROOT, describe())


@pytest.fixture(scope="session")
def declared(package):
    """Each type declared in Sources/, by name, and its access level."""
    return sources.declared_access_levels(package.sources)
