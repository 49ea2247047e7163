"""The package as the architecture checks read it: a folder (the repository, or a copy of part of it) and its
targets as `swift package describe` gives them."""
import dataclasses
import json
import pathlib
import shutil
import subprocess

from .. import paths


def describe(root=paths.ROOT):
    """SwiftPM's description of the package at `root` (its targets, their folders and dependencies)."""
    return json.loads(subprocess.run(
        ["swift", "package", "--package-path", str(root), "describe", "--type", "json"],
        check=True, capture_output=True, text=True).stdout)


@dataclasses.dataclass(frozen=True, eq=False)
class Package:
    """A package's folder and its description: the repository's, or a copy's that keeps the repository's targets."""
    root: pathlib.Path
    description: dict = dataclasses.field(repr=False)

    @property
    def architecture(self):
        """The diagrams' folder."""
        return self.root / "Architecture"

    @property
    def sources(self):
        return self.root / "Sources"

    def copy(self, destination, *folders):
        """The same targets, read from `destination`: `folders` (paths from the root) copied there, to be changed, and
        every other folder of Sources/ linked to this package's, to be read."""
        for folder in folders:
            shutil.copytree(self.root / folder, destination / folder)
        copied = Package(destination, self.description)
        copied.sources.mkdir(exist_ok=True)
        for folder in self.sources.iterdir():
            if not (copied.sources / folder.name).exists():
                (copied.sources / folder.name).symlink_to(folder)
        return copied

    def folder(self, target):
        """The folder of the target named `target`."""
        return self.root / next(each["path"] for each in self.description["targets"] if each["name"] == target)

    def swift_targets_in_sources(self):
        """The names of the Swift targets whose folders are under Sources/."""
        return {target["name"] for target in self.description["targets"]
                if target["module_type"] == "SwiftTarget" and target["path"].startswith("Sources/")}

    def edges(self):
        """(target, dependency) for each dependency of each target but the test targets; products by their names."""
        return {(target["name"], dependency) for target in self.description["targets"] if target["type"] != "test"
                for dependency in target.get("target_dependencies", []) + target.get("product_dependencies", [])}

    def module_names(self):
        """Every target's name and every product a target depends on."""
        return {name for target in self.description["targets"]
                for name in [target["name"]] + target.get("product_dependencies", [])}
