"""The parts of BENCHMARKS.md, a module each, each a `part(bench, results)` returning a runner.report.Part; their
order is Benchmarks/bench.py's. `results` carries what a later part reads of an earlier one's timings."""
