"""What the runner's parts and the rows in Benchmarks/rows/ share: the command they start from, how a row and a target
are described, and how figures are written in BENCHMARKS.md. A row's file imports it as `from runner.shared import …`."""
import collections

DAILY = ["daily", "--city", "London", "--days", "7"]

# A run of part 5 (start-up against cached runs): `name` is hyperfine's name for it (the key of its timings),
# `arguments` the command line after `forecast`, `label` the first cell of its row in BENCHMARKS.md, and `warm`
# whether it is run once before the timing so that it is answered wholly from the cache (else it asks nothing).
Row = collections.namedtuple("Row", "name arguments label warm")

# A target of part 5: `order` places its row of the Targets table among the others' (and its words in the closing
# line), `row` is that row, `summary` its words in the closing line, `notes` lines of the section's text after the
# table of timings.
Target = collections.namedtuple("Target", "order row summary notes", defaults=((),))


def ms(value):
    return f"{value:.3f} ms" if value < 1 else f"{value:.2f} ms"


def verdict(met):
    return "met" if met else "**missed**"


def ratio(startup, name, baseline="forecast --version"):
    """The median of the run `name` over that of `baseline`, from part 5's timings."""
    return startup[name]["median"] / startup[baseline]["median"]


# A cold run of part 7 (latency mode) against curl fetching the same URLs: `name` its row ("nowcast cold"),
# `arguments` the command line after `forecast`, `asks` the beginnings of the requests it must make, in order, and
# no more (curl fetches those same URLs), `target` the most its median may be of curl's, `progress` what bench says
# as it starts it, `what` and `asked` the words of the error when it asks otherwise ("{what} asked […], not
# {asked}"), `description` the lines of its item in the section's list, without the closing punctuation.
LatencyRun = collections.namedtuple("LatencyRun", "name arguments asks target progress what asked description")
