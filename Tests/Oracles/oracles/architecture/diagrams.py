"""What the diagrams in Architecture/ say: the edges of a Graphviz diagram, the access levels ModulesDetails.dot
claims, and the names every diagram gives. A name is:
- in PlantUML, a participant's name or alias and either end of an arrow: any identifier that starts with a capital
  letter; in a participant's quoted display name and in an arrow's label (after `:`), an UpperCamelCase identifier: a
  capital, a lower-case letter, and another capital after the first (`CachingHTTPClient`, `CCurl`, `ForecastCLI`; not
  `London`, `HTTP`, an acronym's plural such as `URLs`, or `dailyForecast`);
- in Graphviz, a node's name (any identifier that starts with a capital) and an UpperCamelCase identifier in any
  label."""
import re

IDENTIFIER = re.compile(r"[A-Za-z_]\w*")
QUOTED = re.compile(r'"(?:[^"\\]|\\.)*"')
PUML_PARTICIPANT = re.compile(r"^\s*(?:participant|actor|boundary|control|entity|database|collections|queue)\s+(.*)$")
PUML_ARROW = re.compile(
    r'^\s*("[^"]*"|\w+)\s*(?=\S*[<>])[ox]?<?<?-+(?:\[[^\]]*\])?-*>?>?[ox]?\s*("[^"]*"|\w+)\s*(?::(.*))?$')
DOT_ATTRIBUTES = re.compile(r'\[(?:"(?:[^"\\]|\\.)*"|[^\]"])*\]')
DOT_LABEL = re.compile(r'\b(?:x|head|tail)?label\s*=\s*("(?:[^"\\]|\\.)*")')
DOT_NODE = re.compile(r'("(?:[^"\\]|\\.)*"|[\w-]+)\s*(?=->|\[)|->\s*("(?:[^"\\]|\\.)*"|[\w-]+)')


def dot_text(path):
    """A Graphviz file without its // comments; strings and line numbers kept."""
    return re.sub(r'("(?:[^"\\]|\\.)*")|//[^\n]*', lambda match: match.group(1) or "", path.read_text())


def edges(path):
    """(from, to) for each edge of a Graphviz diagram."""
    return set(re.findall(r'"?([\w-]+)"?\s*->\s*"?([\w-]+)"?', dot_text(path)))


def claimed_access_levels(path):
    """Each node's name and the access level its class="public", "package" or "internal" attribute claims; the
    diagram's last claim for a name wins."""
    return dict(re.findall(r'"(\w+)"\s*\[[^\]]*class="(public|package|internal)"', dot_text(path)))


def capitalised(word):
    return word[:1].isupper()


def is_upper_camel(word):
    acronyms = re.fullmatch(r"[A-Z]+s", word)
    return capitalised(word) and any(c.islower() for c in word) and any(c.isupper() for c in word[1:]) and not acronyms


def identifiers(text, rule):
    """The identifiers in `text` that `rule` says are names, with the escapes \\n, \\l and \\r read as spaces."""
    return [word for word in IDENTIFIER.findall(re.sub(r"\\[nlr]", " ", text)) if rule(word)]


def puml_names(path):
    """(line, name) for each name a PlantUML diagram gives."""
    found = []
    for number, line in enumerate(path.read_text().splitlines(), 1):
        if participant := PUML_PARTICIPANT.match(line):
            declaration = re.sub(r"#\w+|<<[^>]*>>", "", participant.group(1))
            words = identifiers(QUOTED.sub(" ", declaration), capitalised)
            words += [word for shown in QUOTED.findall(declaration) for word in identifiers(shown, is_upper_camel)]
        elif arrow := PUML_ARROW.match(line):
            words = [word for end in arrow.group(1, 2)
                     for word in identifiers(end, is_upper_camel if end.startswith('"') else capitalised)]
            words += identifiers(arrow.group(3) or "", is_upper_camel)
        else:
            continue
        found += [(number, word) for word in words]
    return found


def line_of(match):
    return match.string.count("\n", 0, match.start()) + 1


def dot_names(path):
    """(line, name) for each name a Graphviz diagram gives."""
    text = dot_text(path)
    found = [(line_of(label), word) for label in DOT_LABEL.finditer(text)
             for word in identifiers(label.group(1), is_upper_camel)]
    without_attributes = DOT_ATTRIBUTES.sub(lambda match: "[" + "\n" * match.group().count("\n") + "]", text)
    for node in DOT_NODE.finditer(without_attributes):
        name = (node.group(1) or node.group(2)).strip('"')
        if capitalised(name):
            found.append((line_of(node), name))
    return found


def names(architecture):
    """{(diagram's file name, name): its lines, sorted} for every name every diagram (.puml, .dot) in `architecture`
    gives."""
    found = {}
    diagrams = [(path, puml_names) for path in architecture.glob("*.puml")]
    diagrams += [(path, dot_names) for path in architecture.glob("*.dot")]
    for path, names_in in diagrams:
        for number, name in names_in(path):
            found.setdefault((path.name, name), set()).add(number)
    return {key: sorted(lines) for key, lines in sorted(found.items())}
