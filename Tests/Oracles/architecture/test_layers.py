"""The dependency rule on the sources of every Swift target in Sources/ (oracles/architecture/layer_rules.py): each
imports only what ALLOWED_IMPORTS allows; Domain imports nothing and Application never libcurl; no layer imports one
above it; the front doors never see each other; only the composition roots see both a front door and Platform, each in one file; the libraries re-export and
hide nothing; the argument parser and TOML stay in their front doors; and the core touches no process."""
import pytest

from oracles.architecture import layer_rules
from oracles.architecture.layer_rules import (ALLOWED_IMPORTS, COMPOSITION_ROOTS, FRONT_DOOR_LIBRARIES, LAYERS, SIBLING_DOORS,
                                              LIBRARIES, PROCESS_TOUCHES)


def lines(found):
    return "\n".join(map(str, found))


def test_every_swift_target_in_sources_has_rules(package):
    assert not layer_rules.unruled_targets(package)


@pytest.mark.parametrize("target", sorted(ALLOWED_IMPORTS))
def test_each_target_imports_only_what_its_rules_allow(package, target):
    forbidden = layer_rules.forbidden_imports(package, target)
    assert not forbidden, f"{target} may import only {sorted(ALLOWED_IMPORTS[target])}; found:\n{lines(forbidden)}"


def test_domain_imports_nothing(package):
    """No networking, curl, Foundation, Platform or Application: the standard library only."""
    found = layer_rules.imports(package, "Domain")
    assert not found, lines(found)


def test_application_never_reaches_libcurl(package):
    found = layer_rules.imports(package, "Application", modules={"CCurl"})
    assert not found, lines(found)


@pytest.mark.parametrize("layer", LAYERS)
def test_no_layer_imports_a_layer_above_it(package, layer):
    upward = layer_rules.upward_imports(package, layer)
    assert not upward, f"{layer} imports a layer above it:\n{lines(upward)}"


@pytest.mark.parametrize("door", SIBLING_DOORS)
def test_a_front_door_never_sees_another(package, door):
    found = layer_rules.sibling_door_imports(package, door)
    assert not found, f"{door} imports another front door:\n{lines(found)}"


def test_only_the_composition_roots_see_both_a_front_door_and_platform(package):
    assert layer_rules.composition_roots(package) == sorted(COMPOSITION_ROOTS)


@pytest.mark.parametrize("target", sorted(COMPOSITION_ROOTS))
def test_a_composition_root_imports_platform_in_one_file(package, target):
    assert layer_rules.files_importing_platform(package, target) == [COMPOSITION_ROOTS[target]]


@pytest.mark.parametrize("target", LIBRARIES)
def test_a_library_re_exports_nothing_and_hides_nothing(package, target):
    underscored = layer_rules.underscored_imports(package, target)
    assert not underscored, lines(underscored)


@pytest.mark.parametrize("library", sorted(FRONT_DOOR_LIBRARIES))
def test_a_front_doors_library_stays_in_its_front_doors(package, library):
    assert layer_rules.importers(package, library) <= FRONT_DOOR_LIBRARIES[library]


@pytest.mark.parametrize("touch", PROCESS_TOUCHES)
def test_the_core_touches_no_process(package, touch):
    files = layer_rules.process_touches(package, touch)
    assert not files, f"{lines(files)} touch the process ({touch}): the core is handed its context, output and clock"
