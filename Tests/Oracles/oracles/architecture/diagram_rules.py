"""The diagrams in Architecture/ tell the truth about the code:
1. Modules.dot's edges are the package's real target graph (test targets aside; product dependencies by product
   name);
2. every type in ModulesDetails.dot exists in Sources/ at the access level its class attribute claims;
3. every name in every diagram (.dot and .puml; see diagrams.py for what a name is) is a type declared in Sources/,
   a target or product dependency of the package, or in NOT_OURS.
Each rule returns what is wrong, one line each; `faults` runs them all."""
from . import diagrams, sources

# Names diagrams may give that are not this package's: people, services, other people's code.
NOT_OURS = {
    "User": "the person at the terminal",
    "Service": "a weather service's servers",
    "MetAlerts": "MET Norway's warnings API",
    "LebJe": "TOMLKit's author, in its repository's name",
    "ExitCode": "ArgumentParser's error that ends a command with a status",
}



def explained(faults):
    """The faults, one a line, and what they ask of the reader."""
    return "\n".join([*faults, "Update the diagram (then run Architecture/render-diagrams), or the code."])


def edge_faults(package):
    """Where Modules.dot's edges differ from the package's target graph."""
    real, drawn = package.edges(), diagrams.edges(package.architecture / "Modules.dot")
    return ([f"Modules.dot lacks the real dependency {source} -> {target}" for source, target in sorted(real - drawn)]
            + [f"Modules.dot draws {source} -> {target}, which the package does not have"
               for source, target in sorted(drawn - real)])


def claims(package):
    """{type: the access level ModulesDetails.dot claims for it}."""
    return diagrams.claimed_access_levels(package.architecture / "ModulesDetails.dot")


def access_level_faults(name, claimed, declared):
    """What is wrong with ModulesDetails.dot's claim that `name` is `claimed`, given each type's `declared` level."""
    if name not in declared:
        return [f"ModulesDetails.dot shows {name}, which no file in Sources/ declares"]
    if declared[name] != claimed:
        return [f"ModulesDetails.dot marks {name} {claimed}, but it is declared {declared[name]}"]
    return []


def known_names(package, declared):
    """The names a diagram may give: the types `declared`, the package's modules, and NOT_OURS."""
    return declared.keys() | package.module_names() | NOT_OURS.keys()


def name_faults(diagram, name, lines, known):
    """Each line of `diagram` naming `name`, unless it is `known`."""
    if name in known:
        return []
    return [f"{diagram}:{line} names {name}, which is no type in Sources/, no module, and not in NOT_OURS"
            for line in lines]


def faults(package):
    """Everything wrong with the package's diagrams, one line each."""
    declared = sources.declared_access_levels(package.sources)
    known = known_names(package, declared)
    found = edge_faults(package)
    for name, claimed in claims(package).items():
        found += access_level_faults(name, claimed, declared)
    for (diagram, name), lines in diagrams.names(package.architecture).items():
        found += name_faults(diagram, name, lines, known)
    return found
