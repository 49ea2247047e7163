"""The package's Swift sources read as text: each file's imports, and each declared type's access level."""
import dataclasses
import os
import pathlib
import re

IMPORT = re.compile(r"\s*(@\w+\s+)?(?:(public|package|internal|fileprivate|private)\s+)?import\s+"
                    r"(?:(?:struct|class|enum|protocol|func|var|let|typealias)\s+)?(\w+).*")
DECLARATION = re.compile(
    r"^\s*(?:@\w+\s+)*(?:(public|package|internal|fileprivate|private)\s+)?(?:final\s+)?"
    r"(?:indirect\s+)?(?:struct|class|enum|protocol|actor|typealias)\s+(\w+)", re.M)


@dataclasses.dataclass(frozen=True)
class Import:
    """One `import` line: its file (from the package's folder) and line, the module, and the access modifier and the
    attribute written before it (`public`, `@_exported`…), if any."""
    file: str
    line: int
    module: str
    modifier: str | None
    attribute: str | None

    def __str__(self):
        written = "".join(f"{word} " for word in (self.attribute, self.modifier) if word)
        return f"{self.file}:{self.line}: {written}import {self.module}"


def swift_files(folder):
    """The Swift files under `folder`, sorted; through linked folders too (a copy's, linked to the repository's)."""
    return sorted(pathlib.Path(parent) / name for parent, _, names in os.walk(folder, followlinks=True)
                  for name in names if name.endswith(".swift"))


def imports(folder, root):
    """Every import in the Swift files under `folder`, their files named from `root`."""
    found = []
    for path in swift_files(folder):
        for number, line in enumerate(path.read_text().split("\n"), 1):
            if match := IMPORT.fullmatch(line):
                attribute, modifier, module = match.groups()
                found.append(Import(str(path.relative_to(root)), number, module, modifier,
                                    attribute and attribute.strip()))
    return found


def declared_access_levels(folder):
    """Each type (struct, class, enum, protocol, actor, typealias) declared under `folder`, by name, and its access
    level as its first declaration gives it: public, package or internal (fileprivate and private count as internal:
    `package`, visible to the package's other targets, is a level of its own)."""
    levels = {}
    for path in swift_files(folder):
        for modifier, name in DECLARATION.findall(path.read_text()):
            levels.setdefault(name, modifier if modifier in ("public", "package") else "internal")
    return levels
