"""The benchmark runner behind Benchmarks/bench.py (scripts/bench), a module a purpose:

- `shared`: what the parts and the rows of Benchmarks/rows/ share (DAILY, Row, Target, LatencyRun, ms, verdict, ratio);
- `rows`: those rows, loaded by oracles.entries;
- `tools`: the Debian tools it runs, each named when missing; `build`: the release binaries it measures;
- `measure`: hyperfine's rounds, peak memory, command lines; `context`: what every part measures with (Bench);
- `serving`: forecast-serve and nginx started on loopback, wrk's load on them (`wrk_summary.lua` its figures), a
  server's peak memory (parts 8 and 9);
- `report`: a part of BENCHMARKS.md (Part), its tables and the page around the parts;
- `parts/`: one module a part of BENCHMARKS.md, each a `part(bench, results)`.

It starts the stub server only through oracles.stub.StubServer (Tests/Oracles), as every check does.
"""
