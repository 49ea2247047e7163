"""The public API of Domain and Platform, from the compiler's symbol graph, against its record in Architecture/API/
(oracles/public_api.py); and every public symbol has a doc comment."""
import pytest

from oracles import public_api


@pytest.fixture(scope="module")
def graphs():
    """The symbol graphs' folder, dumped once for the module."""
    return public_api.symbol_graphs()


@pytest.mark.parametrize("module", public_api.MODULES)
def test_the_public_api_is_the_recorded_one(graphs, module):
    difference = public_api.difference(graphs, module)
    assert not difference, (f"{module}'s public API changed; if that is meant, run scripts/check-api --update and "
                            f"commit:\n{difference}")


@pytest.mark.parametrize("module", public_api.MODULES)
def test_every_public_symbol_has_a_doc_comment(graphs, module):
    assert not public_api.undocumented(graphs, module)
