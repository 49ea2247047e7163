"""The diagram rules report faults planted in a copy of Architecture/ (read beside the repository's Sources/), each
where it is, and nothing but what they report on the repository besides: a name no code declares in each place a
diagram gives names, an access level claimed wrong at each level, a type no code declares, an edge the package lacks
and a real one left out."""
import pytest

from oracles.architecture import diagram_rules

UNKNOWN = "NoSuchTypeAnywhere"


def unknown_name(place):
    return f"{place} names {UNKNOWN}, which is no type in Sources/, no module, and not in NOT_OURS"


@pytest.fixture
def copy(package, tmp_path):
    return package.copy(tmp_path, "Architecture")


@pytest.fixture(scope="module")
def repository_faults(package):
    return set(diagram_rules.faults(package))


def add_before_closing_brace(path, line):
    """Adds `line` as the diagram's last statement; its line number."""
    text = path.read_text().rstrip().removesuffix("}") + f"    {line}\n}}\n"
    path.write_text(text)
    return text.splitlines().index(f"    {line}") + 1


def test_a_name_no_code_declares_is_reported_wherever_a_diagram_gives_it(copy, repository_faults):
    (copy.architecture / "Planted.puml").write_text(
        f"@startuml\nparticipant {UNKNOWN}\nMain -> ForecastApp : asks {UNKNOWN}\n@enduml\n")
    (copy.architecture / "Planted.dot").write_text(
        f'digraph Planted {{\n    "Main" -> "ForecastApp" [label="through {UNKNOWN}"];\n'
        f'    "{UNKNOWN}" [shape=box];\n}}\n')
    planted = {unknown_name(place) for place in ["Planted.puml:2", "Planted.puml:3", "Planted.dot:2", "Planted.dot:3"]}
    assert set(diagram_rules.faults(copy)) == repository_faults | planted


@pytest.mark.parametrize("level, claimed", [("package", "internal"), ("internal", "package"), ("public", "package")])
def test_an_access_level_claimed_wrong_is_reported(copy, declared, repository_faults, level, claimed):
    name = min(name for name, declared_level in declared.items() if declared_level == level)
    add_before_closing_brace(copy.architecture / "ModulesDetails.dot", f'"{name}" [class="{claimed}"];')
    planted = f"ModulesDetails.dot marks {name} {claimed}, but it is declared {level}"
    assert set(diagram_rules.faults(copy)) == repository_faults | {planted}


def test_a_type_no_code_declares_is_reported_in_the_details(copy, repository_faults):
    line = add_before_closing_brace(copy.architecture / "ModulesDetails.dot", f'"{UNKNOWN}" [class="public"];')
    planted = {f"ModulesDetails.dot shows {UNKNOWN}, which no file in Sources/ declares",
               unknown_name(f"ModulesDetails.dot:{line}")}
    assert set(diagram_rules.faults(copy)) == repository_faults | planted


def test_an_edge_the_package_lacks_is_reported(copy, repository_faults):
    add_before_closing_brace(copy.architecture / "Modules.dot", '"Domain" -> "Platform";')
    planted = "Modules.dot draws Domain -> Platform, which the package does not have"
    assert set(diagram_rules.faults(copy)) == repository_faults | {planted}


def test_a_real_dependency_left_undrawn_is_reported(copy, repository_faults):
    modules = copy.architecture / "Modules.dot"
    modules.write_text(modules.read_text().replace('"Platform" -> "CCurl";', ""))
    planted = "Modules.dot lacks the real dependency Platform -> CCurl"
    assert set(diagram_rules.faults(copy)) == repository_faults | {planted}
