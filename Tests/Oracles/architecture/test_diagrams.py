"""The diagrams in Architecture/ against the code: Modules.dot's edges against the target graph `swift package
describe` gives, each access level ModulesDetails.dot claims against the type's declaration in Sources/, and every name
a diagram gives against the types declared in Sources/, the package's modules and NOT_OURS
(oracles/architecture/diagram_rules.py)."""
import pytest

from oracles import paths
from oracles.architecture import diagram_rules, diagrams

ARCHITECTURE = paths.ROOT / "Architecture"
CLAIMS = diagrams.claimed_access_levels(ARCHITECTURE / "ModulesDetails.dot")
NAMES = diagrams.names(ARCHITECTURE)


@pytest.fixture(scope="module")
def known(package, declared):
    return diagram_rules.known_names(package, declared)


def test_modules_dot_draws_the_real_target_graph(package):
    faults = diagram_rules.edge_faults(package)
    assert not faults, diagram_rules.explained(faults)


@pytest.mark.parametrize("name", sorted(CLAIMS))
def test_modules_details_marks_each_type_at_its_declared_access_level(declared, name):
    faults = diagram_rules.access_level_faults(name, CLAIMS[name], declared)
    assert not faults, diagram_rules.explained(faults)


@pytest.mark.parametrize("diagram, name", sorted(NAMES))
def test_every_name_a_diagram_gives_is_a_type_a_module_or_not_ours(known, diagram, name):
    faults = diagram_rules.name_faults(diagram, name, NAMES[diagram, name], known)
    assert not faults, diagram_rules.explained(faults)
