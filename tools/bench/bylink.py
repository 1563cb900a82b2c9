"""Games by link as the site plays them (issue 26): the characters in each kind of link, and
the worker's work for each, in CPython.

    python3 build.py bench --only bylink [--quick] [--json]
    python3 -m tools.bench.bylink [--games N] [--json]

Two ``parlour.link.desk.Desk`` s (what the site's worker holds, one a browser) play whole
two-player games of every game the site offers by link, random legal moves from a seeded
generator, passing only the links' fragments (``parlour.link.envelope``), as two browsers
do.  A link is an *invitation* (the host's first), a *move* link (it carries a move), or a
*set-up* link (shuffle steps and keys with no move: the friend's answer to the
invitation, a new deal's shuffle, the last seeds).  Per game it prints the characters of
each kind (the fragment after ``#``; the page's address comes before it), how many of
each a game takes, the size of the kept game (localStorage) at the end, and the worker's
CPU per link taken (``handle``: the checks, the move, the next steps it sends by itself),
and the CPU to rebuild each seat's kept game at the end (``Seat.restore``: what the worker
of a new tab does first).
The browser's timing (a move link to the board with the move shown) is not measured here.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from dataclasses import dataclass, field
from typing import Any

from tools.build.site import ROOT

if str(ROOT / "py") not in sys.path:
    sys.path.insert(0, str(ROOT / "py"))

from parlour.link.desk import Desk  # noqa: E402
from parlour.link.envelope import envelope_for, parts, read  # noqa: E402
from parlour.link.seat import Seat  # noqa: E402
from parlour.link.report import SeatReport  # noqa: E402

GAMES: tuple[tuple[str, str, dict[str, object]], ...] = (
    ("Punto", "punto", {"rounds_to_win": 1}),
    ("Casino, to 11", "casino", {"target": 11}),
    ("Cardino", "cardino", {}),
    ("Colomino Sideways", "colomino", {"variant": "sideways"}),
    ("Colomino Domino", "colomino", {"variant": "domino"}),
)


@dataclass
class Figures:
    invitation: int = 0
    move: list[int] = field(default_factory=list)
    setup: list[int] = field(default_factory=list)
    work_ms: list[float] = field(default_factory=list)
    restore_ms: list[float] = field(default_factory=list)
    kept: int = 0
    over: bool = False


def report(reply: dict[str, Any]) -> SeatReport:
    """The desk's JSON answer typed again, as the page reads it."""
    return SeatReport.from_json(reply)


def timed(desk: Desk, request: dict[str, Any], figures: Figures) -> dict[str, Any]:
    start = time.process_time()
    reply = desk.handle(request)
    figures.work_ms.append((time.process_time() - start) * 1000)
    if not reply["ok"]:
        raise RuntimeError(reply["error"])
    return reply


def play(game: str, options: dict[str, object], seed: int) -> Figures:
    figures = Figures()
    desks = {0: Desk(), 1: Desk()}
    new = {"op": "new", "game": game, "players": 2, "options": options}
    host = timed(desks[0], new, figures)
    invitation = envelope_for(report(host), "Ana", invitation=True).to_fragment()
    figures.invitation = len(invitation) - 1
    link = read(invitation)
    join = {"op": "join", "invite": link.invite, "seat": 1, "messages": list(link.messages)}
    replies = {0: host, 1: timed(desks[1], join, figures)}
    rng = random.Random(seed)
    sent = {0: True, 1: False}
    for _ in range(20_000):
        moved = False
        for seat in (0, 1):
            reply = replies[seat]
            if reply["outbox"] and not sent[seat] and reply["action"] != "move":
                carries_move = _carries_move(replies, seat)
                for part in range(len(parts(report(reply)))):  # too long for one: in order
                    fragment = envelope_for(report(reply), "Ana", False, part).to_fragment()
                    (figures.move if carries_move else figures.setup).append(len(fragment) - 1)
                    link = read(fragment)
                    other = 1 - seat
                    request = {
                        "op": "open",
                        "table": link.table,
                        "export": replies[other]["export"],
                    }
                    replies[other] = timed(
                        desks[other], request | {"messages": list(link.messages)}, figures
                    )
                sent[seat], sent[other] = True, False
                moved = True
        if moved:
            continue
        mover = next((s for s in (0, 1) if replies[s]["action"] == "move"), None)
        if mover is None:
            break
        reply = replies[mover]
        request = {"op": "move", "table": reply["table"], "export": reply["export"]}
        replies[mover] = timed(
            desks[mover], request | {"move": rng.choice(reply["legal"])}, figures
        )
        sent[mover] = False
    for reply in replies.values():  # the kept game rebuilt, as a new tab's worker does
        start = time.process_time()
        Seat.restore(reply["export"])
        figures.restore_ms.append((time.process_time() - start) * 1000)
    figures.over = all(r["action"] == "over" for r in replies.values())
    figures.kept = len(replies[0]["export"])
    return figures


def _carries_move(replies: dict[int, dict[str, Any]], seat: int) -> bool:
    """Whether the seat's outbox holds a move: its log grew since the other last heard."""
    other = replies[1 - seat]
    return len(replies[seat]["log"]) > len(other["log"])


def summarise(name: str, runs: list[Figures]) -> dict[str, Any]:
    moves = [n for f in runs for n in f.move]
    setups = [n for f in runs for n in f.setup]
    work = [ms for f in runs for ms in f.work_ms]
    return {
        "game": name,
        "finished": sum(f.over for f in runs),
        "games": len(runs),
        "invitation": max(f.invitation for f in runs),
        "move median": statistics.median(moves) if moves else 0,
        "move max": max(moves, default=0),
        "moves a game": statistics.mean(len(f.move) for f in runs),
        "set-up max": max(setups, default=0),
        "set-up a game": statistics.mean(len(f.setup) for f in runs),
        "kept KB": max(f.kept for f in runs) / 1000,
        "worker ms median": statistics.median(work),
        "worker ms max": max(work),
        "restore ms max": max(ms for f in runs for ms in f.restore_ms),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=2, help="games of each (default 2)")
    parser.add_argument("--quick", action="store_true", help="one game of each")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    count = 1 if args.quick else args.games
    rows = [
        summarise(name, [play(game, options, seed) for seed in range(count)])
        for name, game, options in GAMES
    ]
    if args.json:
        print(json.dumps(rows, indent=1))
        return 0
    print("Games by link, two players, CPython; characters of the fragment after '#'")
    head = (
        "game                 done  invite  move med/max  moves  set-up max  set-ups"
        "  kept KB  worker ms med/max  restore ms"
    )
    print(head)
    for r in rows:
        print(
            f"{r['game']:<20} {r['finished']}/{r['games']}  {r['invitation']:>6,}"
            f"  {r['move median']:>5,.0f} / {r['move max']:>5,}  {r['moves a game']:>5.0f}"
            f"  {r['set-up max']:>10,}  {r['set-up a game']:>7.1f}  {r['kept KB']:>7.1f}"
            f"  {r['worker ms median']:>6.0f} / {r['worker ms max']:>5,.0f}"
            f"  {r['restore ms max']:>10,.0f}"
        )
    return 0 if all(r["finished"] == r["games"] for r in rows) else 1


if __name__ == "__main__":
    raise SystemExit(main())
