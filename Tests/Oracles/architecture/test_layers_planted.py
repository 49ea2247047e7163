"""The layer rules report faults planted in a copy of a target's folder, a file Planted.swift added to it: an
import outside each target's rules, one into Domain, libcurl in Application, an upward import, a front door seeing
Platform, Platform imported outside a composition root's file, a re-export and a hidden import, a front door's library
elsewhere, and each way of touching the process in the core; and a Swift target without rules, and rules for none."""
import dataclasses

import pytest

from oracles.architecture import layer_rules
from oracles.architecture.layer_rules import ALLOWED_IMPORTS, COMPOSITION_ROOTS, PROCESS_TOUCHES

# A line of the core that each entry of PROCESS_TOUCHES finds.
TOUCHES = {
    "task-local": "@TaskLocal static var run = 0", "ProcessInfo": "let p = ProcessInfo.processInfo",
    "getenv": 'let home = getenv("HOME")', "environ": "let all = environ",
    "CommandLine": "let a = CommandLine.arguments", "standard-stream-descriptors": "let out = STDOUT_FILENO",
    "isatty": "let tty = isatty(1)", "ioctl": "ioctl(1, 0, &size)", "print": 'print("hello")',
    "fputs": 'fputs("hello", stderr)', "FileHandle": "FileHandle.standardError.write(data)",
    "time-nil": "let t = time(nil)", "Date-now": "let d = Date()", "fopen": 'let f = fopen(path, "r")',
    "Glibc-files": "Glibc.write(1, bytes, count)", "localtime": "localtime_r(&t, &parts)", "tzset": "tzset()",
}


@pytest.fixture
def plant(package, tmp_path):
    """plant(target, text): a copy of the package whose `target` has one more file, Planted.swift, holding `text`;
    the copy and the file's path from its root."""
    def planted(target, text):
        copy = package.copy(tmp_path, package.folder(target).relative_to(package.root))
        path = copy.folder(target) / "Planted.swift"
        path.write_text(text + "\n")
        return copy, str(path.relative_to(copy.root))
    return planted


def with_targets(package, targets):
    return dataclasses.replace(package, description={**package.description, "targets": targets})


def test_a_swift_target_without_rules_is_reported(package):
    door = {"name": "ForecastNotifications", "type": "library", "module_type": "SwiftTarget", "path": "Sources/ForecastNotifications"}
    planted = with_targets(package, package.description["targets"] + [door])
    assert layer_rules.unruled_targets(planted) == ["ForecastNotifications has no rules in ALLOWED_IMPORTS"]


def test_rules_for_a_target_that_is_gone_are_reported(package):
    planted = with_targets(package, [each for each in package.description["targets"] if each["name"] != "Application"])
    assert layer_rules.unruled_targets(planted) == [
        "ALLOWED_IMPORTS has rules for Application, which is no Swift target in Sources/"]


@pytest.mark.parametrize("target", sorted(ALLOWED_IMPORTS))
def test_an_import_outside_a_targets_rules_is_reported(plant, target):
    copy, file = plant(target, "import NotInAnyRule")
    assert f"{file}:1: import NotInAnyRule" in layer_rules.forbidden_imports(copy, target)


def test_an_import_into_domain_is_reported(plant):
    copy, file = plant("Domain", "import Foundation")
    assert [str(each) for each in layer_rules.imports(copy, "Domain")] == [f"{file}:1: import Foundation"]


def test_libcurl_in_application_is_reported(plant):
    copy, file = plant("Application", "import CCurl")
    found = layer_rules.imports(copy, "Application", modules={"CCurl"})
    assert [str(each) for each in found] == [f"{file}:1: import CCurl"]


def test_an_upward_import_is_reported(plant):
    copy, file = plant("ForecastSettings", "public import ForecastCommandLine")
    assert layer_rules.upward_imports(copy, "ForecastSettings") == [f"{file}:1: public import ForecastCommandLine"]


def test_a_front_door_that_sees_platform_is_reported(plant):
    copy, _ = plant("ForecastCommandLine", "import Platform")
    assert "ForecastCommandLine" in layer_rules.composition_roots(copy)


def test_platform_imported_outside_the_composition_roots_file_is_reported(plant):
    copy, file = plant("Composition", "import Platform")
    assert layer_rules.files_importing_platform(copy, "Composition") == sorted([COMPOSITION_ROOTS["Composition"], file])


def test_a_front_door_that_sees_another_is_reported(plant):
    copy, file = plant("ForecastServer", "import ForecastCommandLine")
    assert layer_rules.sibling_door_imports(copy, "ForecastServer") == [f"{file}:1: import ForecastCommandLine"]


@pytest.mark.parametrize("attribute", ["@_exported", "@_implementationOnly"])
def test_an_underscored_import_in_a_library_is_reported(plant, attribute):
    copy, file = plant("Platform", f"{attribute} import Domain")
    assert f"{file}:1: {attribute} import Domain" in layer_rules.underscored_imports(copy, "Platform")


@pytest.mark.parametrize("library, target", [("ArgumentParser", "Application"), ("TOMLKit", "ForecastCommandLine")])
def test_a_front_doors_library_elsewhere_is_reported(plant, library, target):
    copy, _ = plant(target, f"import {library}")
    assert target in layer_rules.importers(copy, library)


@pytest.mark.parametrize("touch", PROCESS_TOUCHES)
def test_a_core_that_touches_the_process_is_reported(plant, touch):
    copy, file = plant(layer_rules.CORE, TOUCHES[touch])
    assert file in layer_rules.process_touches(copy, touch)
