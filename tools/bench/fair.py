"""Fair-deal benchmark (issue 25): message sizes and each seat's shuffle work.

``python3 -m tools.bench.fair`` prints, for 2, 3, 4 and 6 seats and decks of 52,
66 and 72 cards:

* the characters of each set-up message (the 2k - 1 shuffle steps; the largest),
* a typical move message: a move of 8 characters, the key that shows the card it
  plays to every seat and the key of the next seat's draw (2 keys),
* a deal message: keys for 4 cards to each other seat,
* each seat's work for the shuffle (making its steps and taking the others'; the
  slowest seat, best of ``--runs``) and for the audit at the seed reveal, in CPU
  seconds (all seats run in one process here, one after the other),

in CPython and in Pyodide under Node (the pinned ``pyodide`` package in
node_modules, or the folder ``PARLOUR_PYODIDE`` names), with the targets of
docs/fair-deal.md: a 52-card set-up message of at most 3,000 characters, a move
message of at most 300, at most 1 s of shuffle work a seat in Pyodide.
A command, never a test: the machine is shared, so compare within one run.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent.parent  # "/" in Pyodide, where this file runs alone
if str(ROOT / "py") not in sys.path:
    sys.path.insert(0, str(ROOT / "py"))

from parlour.fair import Reveal, Ledger  # noqa: E402

SEATS = (2, 3, 4, 6)
SIZES = (52, 66, 72)
SETUP_TARGET, MOVE_TARGET, WORK_TARGET = 3000, 300, 1.0
MOVE = "play 7♦x"  # 8 characters of notation


def cpu_seconds() -> float:
    """CPU time of this process: the machine is shared, and a seat's work is what it
    computes, not how long it waited for a core. Under Node (Pyodide) Node's own count."""
    if sys.platform == "emscripten":
        import js  # Pyodide's bridge to the JavaScript globals

        usage = js.process.cpuUsage()
        return float(usage.user + usage.system) / 1e6
    return time.process_time()


def cards(size: int) -> list[str]:
    return [f"{index % 13 + 1}{'SHDC'[index // 13 % 4]}{index // 52}" for index in range(size)]


def one_run(seats: int, size: int) -> dict[str, Any]:
    """One shuffle, a deal, a move and the seed reveal; sizes and each seat's seconds."""
    tables = [
        Ledger.new("bench-fair-1234", seats, seat).begin("main", cards(size))
        for seat in range(seats)
    ]
    work = [0.0] * seats
    setup: list[int] = []

    def send(
        seat: int, move: str = "", reveal: list[Reveal] | None = None, seeds: tuple[str, ...] = ()
    ) -> int:
        start = cpu_seconds()
        text, tables[seat] = tables[seat].send(move, reveal or [], seeds)
        work[seat] += cpu_seconds() - start
        for other in range(seats):
            if other != seat:
                start = cpu_seconds()
                tables[other] = tables[other].receive(text)
                work[other] += cpu_seconds() - start
        return len(text)

    while not tables[0].shuffled("main"):
        setup.append(send(next(s for s in range(seats) if tables[s].owes())))
    shuffle_work = list(work)
    hands = {seat: range(4 * seat, 4 * seat + 4) for seat in range(seats)}
    deal = send(
        0, "deal", [Reveal("main", p, frozenset({o})) for o in range(1, seats) for p in hands[o]]
    )
    for seat in range(1, seats):
        send(
            seat,
            "",
            [
                Reveal("main", p, frozenset({o}))
                for o in range(seats)
                if o != seat
                for p in hands[o]
            ],
        )
    draw = 4 * seats
    move = send(0, MOVE, [Reveal("main", 0), Reveal("main", draw, frozenset({1}))])
    for seat in range(seats):
        send(seat, "", [Reveal("main", p) for p in range(size)])
    work = [0.0] * seats
    for seat in range(seats):
        send(seat, "", seeds=("main",))
    return {
        "setup": setup,
        "move": move,
        "deal": deal,
        "shuffle": max(shuffle_work),
        "audit": max(work),
    }


def measure(seats: int, size: int, runs: int) -> dict[str, Any]:
    results = [one_run(seats, size) for _ in range(runs)]
    best = results[0]
    return {
        "seats": seats,
        "cards": size,
        "setup": best["setup"],
        "move": best["move"],
        "deal": best["deal"],
        "shuffle_s": min(result["shuffle"] for result in results),
        "audit_s": min(result["audit"] for result in results),
    }


def measure_all(runs: int, seats: tuple[int, ...] = SEATS, sizes: tuple[int, ...] = SIZES) -> str:
    return json.dumps([measure(k, n, runs) for k in seats for n in sizes])


NODE_SCRIPT = r"""
import { pathToFileURL } from "node:url";
import fs from "node:fs";
const [pyodideDir, root, runs, seats, sizes] = process.argv.slice(1);
const { loadPyodide } = await import(pathToFileURL(pyodideDir + "/pyodide.mjs").href);
const py = await loadPyodide({ indexURL: pyodideDir + "/" });
py.FS.mkdirTree("/bench/parlour/fair");
py.FS.writeFile("/bench/parlour/__init__.py", fs.readFileSync(root + "/py/parlour/__init__.py", "utf8"));
for (const name of fs.readdirSync(root + "/py/parlour/fair")) {
  if (name.endsWith(".py")) py.FS.writeFile("/bench/parlour/fair/" + name, fs.readFileSync(root + "/py/parlour/fair/" + name, "utf8"));
}
py.FS.writeFile("/bench/bench_fair.py", fs.readFileSync(root + "/tools/bench/fair.py", "utf8"));
py.runPython("import sys; sys.path.insert(0, '/bench')");
const out = py.runPython(`import bench_fair; bench_fair.measure_all(${runs}, (${seats},), (${sizes},))`);
console.log(out);
"""


def pyodide_dir() -> Path:
    return Path(os.environ.get("PARLOUR_PYODIDE", ROOT / "node_modules" / "pyodide"))


def in_pyodide(
    runs: int, seats: tuple[int, ...], sizes: tuple[int, ...]
) -> list[dict[str, Any]] | str:
    """The same figures in Pyodide under Node, or why they could not be had."""
    folder = pyodide_dir()
    if not (folder / "pyodide.mjs").exists():
        return f"no Pyodide at {folder} (npm ci, or PARLOUR_PYODIDE=<its folder>)"
    node = shutil.which("node")
    if node is None:
        return "no node on PATH"
    args = [str(folder), str(ROOT), str(runs), ",".join(map(str, seats)), ",".join(map(str, sizes))]
    done = subprocess.run(
        [node, "--input-type=module", "-e", NODE_SCRIPT, *args], capture_output=True, text=True
    )
    if done.returncode:
        return "Pyodide run failed: " + (done.stderr.strip().splitlines() or ["?"])[-1]
    rows: list[dict[str, Any]] = json.loads(done.stdout.strip().splitlines()[-1])
    return rows


def table(cpython: list[dict[str, Any]], pyodide: list[dict[str, Any]] | str) -> str:
    by_key = (
        {(row["seats"], row["cards"]): row for row in pyodide} if isinstance(pyodide, list) else {}
    )
    lines = [
        "| seats | cards | set-up messages (chars) | move | deal | shuffle/seat CPython | Pyodide | audit/seat CPython | Pyodide |",
        "|---|---|---|---|---|---|---|---|---|",
    ]
    for row in cpython:
        other = by_key.get((row["seats"], row["cards"]))
        shuffle = f"{other['shuffle_s']:.2f} s" if other else "-"
        audit = f"{other['audit_s']:.2f} s" if other else "-"
        lines.append(
            f"| {row['seats']} | {row['cards']} | {len(row['setup'])} x, max {max(row['setup'])} "
            f"| {row['move']} | {row['deal']} | {row['shuffle_s']:.2f} s | {shuffle} "
            f"| {row['audit_s']:.2f} s | {audit} |"
        )
    return "\n".join(lines)


def verdicts(cpython: list[dict[str, Any]], pyodide: list[dict[str, Any]] | str) -> list[str]:
    setup = max(max(row["setup"]) for row in cpython if row["cards"] == 52)
    move = max(row["move"] for row in cpython)
    found = [
        f"52-card set-up message: at most {setup} chars (target {SETUP_TARGET}): {'met' if setup <= SETUP_TARGET else 'MISSED'}",
        f"move message: at most {move} chars (target {MOVE_TARGET}): {'met' if move <= MOVE_TARGET else 'MISSED'}",
    ]
    if isinstance(pyodide, str):
        found.append(f"Pyodide: {pyodide}")
    else:
        work = max(row["shuffle_s"] for row in pyodide if row["seats"] <= 4)
        found.append(
            f"shuffle work a seat in Pyodide (2-4 seats): at most {work:.2f} s (target {WORK_TARGET:.0f} s): "
            f"{'met' if work <= WORK_TARGET else 'MISSED'}"
        )
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument(
        "--runs", type=int, default=3, help="runs per row; the best is kept (default 3)"
    )
    parser.add_argument("--quick", action="store_true", help="1 run, 2 and 4 seats, 52 cards")
    parser.add_argument("--no-pyodide", action="store_true", help="CPython only")
    parser.add_argument("--json", action="store_true", help="print JSON instead of the table")
    args = parser.parse_args(argv)
    runs = 1 if args.quick else args.runs
    seats, sizes = ((2, 4), (52,)) if args.quick else (SEATS, SIZES)
    cpython = json.loads(measure_all(runs, seats, sizes))
    pyodide = "not run (--no-pyodide)" if args.no_pyodide else in_pyodide(runs, seats, sizes)
    if args.json:
        print(json.dumps({"cpython": cpython, "pyodide": pyodide}, indent=1))
        return 0
    print(f"Fair deal: CPython {sys.version.split()[0]}, best of {runs} run(s) a row")
    print(table(cpython, pyodide))
    print("\n".join(verdicts(cpython, pyodide)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
