"""Play-by-messages benchmark (issue 25, the join): whole games, one seat an object.

``python3 -m tools.bench.link`` (or ``python3 build.py bench --only link``) plays one
whole game of each game and player count by messages only (random legal moves from a
seeded generator; the shuffles' seeds from ``secrets``, as on a device) and prints:

* the invitation link (issue 36: at most 300 characters): the envelope with the longest
  name a link carries, the host's messages before anyone else's, and a 40-character
  address, as the site makes it,
* the links after the invitations as the site counts them (a seat's messages in a row
  travel in one link), up to the first move: how many carry the first deal's shuffle
  steps and their characters, least to most, and the link that carries the first move,
* the largest link of the whole game (at most 4,000 characters: a chat's message), each
  seat's messages in a row sent in as few links as fit (``envelope.split``), and how many
  links more that made (``split``: a Punto team round's last move, then the next round's
  first step),
* a typical move message (the median of the messages carrying a move and no step),
* the messages of the whole game: all of them, the set-up ones, the moves, the
  keys-only ones (counted apart: docs/fair-deal.md, "Counting messages"), the seeds,
* each seat's CPU seconds for the whole game (making and taking every message, the
  audit at the end; the slowest seat) and the number of deals.

``--honest N`` plays N seeded games of each game that rests on its stand-in search the
most (Colomino's Domino at 5 and 6 players, the set variants at their most players) and
prints how many finish and which seeds stopped, and why (``honest``): every game is
honest, so every one should finish.  The seeds fix the moves, each seat's shuffle seed
and its entropy, so a stopped game replays with the same seed.

A command, never a test: the machine is shared, so compare within one run.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT / "py") not in sys.path:
    sys.path.insert(0, str(ROOT / "py"))

from parlour.core import ParlourError  # noqa: E402
from parlour.fair import Refused  # noqa: E402
from parlour.link import Invite, Seat, header  # noqa: E402
from parlour.link.envelope import Envelope, split  # noqa: E402
from tests.support.link_games import MAX_MESSAGES, honest  # noqa: E402

GAMES: list[tuple[str, int, dict[str, Any]]] = [
    ("casino", 2, {"target": 11}),
    ("casino", 3, {"target": 11}),
    ("casino", 4, {"target": 11}),
    ("punto", 2, {"rounds_to_win": 1}),
    ("punto", 3, {"rounds_to_win": 1}),
    ("punto", 4, {"rounds_to_win": 1}),
    ("punto", 4, {"rounds_to_win": 1, "teams": True}),
    ("cardino", 2, {}),
    ("cardino", 3, {}),
    ("cardino", 4, {}),
    *(("colomino", n, {"variant": "sideways"}) for n in (2, 4, 6)),
    ("colomino", 4, {"variant": "fourways"}),
    ("colomino", 6, {"variant": "threeways"}),
    *(("colomino", n, {"variant": "domino"}) for n in (2, 3, 4, 5, 6)),
]
QUICK = [GAMES[0], GAMES[3], GAMES[10]]
HONEST: list[tuple[str, int, dict[str, Any]]] = [
    ("colomino", 5, {"variant": "domino"}),
    ("colomino", 6, {"variant": "domino"}),
    ("colomino", 6, {"variant": "sideways"}),
    ("colomino", 4, {"variant": "fourways"}),
    ("colomino", 6, {"variant": "threeways"}),
]
ADDRESS_CHARS = 40
"""The site's address before a link's fragment, as the limits count it."""
LONGEST_NAME = "é" * 24
"""The longest name a link carries (48 bytes)."""


def label(game: str, players: int, options: dict[str, Any]) -> str:
    shown = {k: v for k, v in options.items() if k not in ("target", "rounds_to_win")}
    extra = " ".join(f"{k}={v}" for k, v in shown.items())
    return f"{game} {players}p" + (f" {extra}" if extra else "")


def play(game: str, players: int, options: dict[str, Any], seed: int) -> dict[str, Any]:
    """One whole game by messages; its sizes, counts and each seat's CPU seconds."""
    rng = random.Random(seed)
    invite = Invite.new(game, players, options)
    seats = [Seat.new(invite, seat) for seat in range(players)]
    work = [0.0] * players
    kinds: dict[str, int] = {"setup": 0, "move": 0, "keys": 0, "seeds": 0}
    moves: list[int] = []
    links: list[tuple[int, list[str]]] = []  # (sender, its messages in a row)
    for _ in range(MAX_MESSAGES):
        actions = [seat.action for seat in seats]
        if all(action == "over" for action in actions):
            break
        senders = [s for s, action in enumerate(actions) if action in ("move", "send")]
        if len(senders) != 1:
            raise ParlourError(f"the devices disagree on who sends next: {actions}")
        sender = senders[0]
        choice = rng.choice(seats[sender].legal_moves()) if actions[sender] == "move" else ""
        start = time.process_time()
        text, seats[sender] = seats[sender].send(choice)
        work[sender] += time.process_time() - start
        for other in range(players):
            if other != sender:
                start = time.process_time()
                seats[other] = seats[other].receive(text)
                work[other] += time.process_time() - start
        if links and links[-1][0] == sender:
            links[-1][1].append(text)
        else:
            links.append((sender, [text]))
        read = header.read(text)
        if "step" in read.kinds:
            kinds["setup"] += 1
        elif read.move:
            kinds["move"] += 1
            moves.append(len(text))
        elif read.keys_only:
            kinds["keys"] += 1
        else:
            kinds["seeds"] += 1
    else:
        raise ParlourError(f"no end after {MAX_MESSAGES} messages")
    faults, state = seats[0].result()
    # a seat's messages in a row too long for one link go in several, as the site sends them
    runs = len(links)
    links = [
        (s, list(part)) for s, texts in links for part in split(game, invite.table, s, tuple(texts))
    ]
    return {
        "game": label(game, players, options),
        **opening(invite, links),
        "largest_link": max(link_size(invite, sender, texts) for sender, texts in links),
        "split_links": len(links) - runs,
        "move_chars": int(statistics.median(moves)) if moves else 0,
        "messages": sum(kinds.values()),
        **kinds,
        "deals": len(seats[0].fair.shuffles),
        "plies": len(seats[0].engine.moves),
        "seat_seconds": round(max(work), 2),
        "faults": list(faults),
        "over": state.is_over,
    }


def link_size(invite: Invite, sender: int, texts: list[str], invitation: bool = False) -> int:
    """A link's characters as the site makes it: the address and the envelope, with the
    longest name a link carries (and, on the invitation, the invitation for a seat)."""
    guest = None if invite.players == 2 else 1
    text = invite.to_text() if invitation else ""
    fragment = Envelope(
        invite.game, invite.table, sender, LONGEST_NAME, text, tuple(texts), guest
    ).to_fragment()
    return ADDRESS_CHARS + len(fragment)


def opening(invite: Invite, links: list[tuple[int, list[str]]]) -> dict[str, Any]:
    """The invitation (the host's messages before anyone else's go in it) and the links
    after it up to the first move: the set-up ones' characters, the first move's link."""
    carried = links[0][1] if links and links[0][0] == 0 else []
    after = links[1:] if carried else links
    first_move = next(
        i for i, (_, texts) in enumerate(after) if any(header.read(t).move for t in texts)
    )
    setup = [
        link_size(invite, sender, texts)
        for sender, texts in after[: first_move + 1]
        if any("step" in header.read(t).kinds for t in texts)
    ]
    return {
        "invitation": link_size(invite, 0, carried, invitation=True),
        "setup_links": setup,
        "first_move_link": first_move + 1,
    }


def honest_table(games: list[tuple[str, int, dict[str, Any]]], count: int, first: int) -> str:
    """How many of ``count`` seeded honest games (seeds ``first``...) finish, per game."""
    lines = ["| game | finished | stopped | seconds a game | seeds that stopped (why) |"]
    lines.append("|---|---:|---:|---:|---|")
    for game, players, options in games:
        start, stopped = time.perf_counter(), []
        for seed in range(first, first + count):
            why = honest(game, players, options, seed)
            if why:
                stopped.append(f"{seed} ({why[:70]})")
                print(f"  {label(game, players, options)} seed {seed}: {why}", file=sys.stderr)
        seconds = (time.perf_counter() - start) / max(count, 1)
        lines.append(
            f"| {label(game, players, options)} | {count - len(stopped)} | {len(stopped)} | "
            f"{seconds:.1f} | {'; '.join(stopped)} |"
        )
        print(lines[-1], file=sys.stderr, flush=True)
    return "\n".join(lines)


def measure(games: list[tuple[str, int, dict[str, Any]]], seed: int) -> list[dict[str, Any]]:
    rows = []
    for game, players, options in games:
        try:
            rows.append(play(game, players, options, seed))
        except (ParlourError, Refused, AssertionError) as error:
            rows.append({"game": label(game, players, options), "error": str(error)[:90]})
        print(f"  {rows[-1]['game']} done", file=sys.stderr, flush=True)
    return rows


def table(rows: list[dict[str, Any]]) -> str:
    head = (
        "| game | invitation | set-up links (chars) | first move in link | largest link | "
        "split | move msg | messages | set-up | moves | keys-only | seeds | deals | CPU s/seat |"
    )
    lines = [head, "|---|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|"]
    for row in rows:
        if "error" in row:
            lines.append(f"| {row['game']} | stopped: {row['error']} |||||||||||||")
            continue
        chars = row["setup_links"]
        setup = f"{len(chars)} × {min(chars):,}–{max(chars):,}"
        lines.append(
            f"| {row['game']} | {row['invitation']:,} | {setup} | {row['first_move_link']} | "
            f"{row['largest_link']:,} | {row['split_links']} | {row['move_chars']} | {row['messages']} | "
            f"{row['setup']} | {row['move']} | {row['keys']} | {row['seeds']} | "
            f"{row['deals']} | {row['seat_seconds']:.1f} |"
        )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python3 -m tools.bench.link", description=__doc__)
    parser.add_argument("--json", action="store_true", help="print JSON instead of the table")
    parser.add_argument("--quick", action="store_true", help="three games: checks the bench runs")
    parser.add_argument("--seed", type=int, default=1, help="the moves' generator (default 1)")
    parser.add_argument(
        "--honest", type=int, metavar="N", help="N seeded honest games each: finished vs stopped"
    )
    parser.add_argument("--match", help="with --honest: the games whose label holds this text")
    args = parser.parse_args(argv)
    if args.honest:
        games = [g for g in HONEST if args.match is None or args.match in label(*g)]
        print(f"Honest games by messages: seeds {args.seed}-{args.seed + args.honest - 1}")
        print(honest_table(games, args.honest, args.seed))
        return 0
    rows = measure(QUICK if args.quick else GAMES, args.seed)
    if args.json:
        print(json.dumps(rows, indent=1))
        return 0
    print(
        f"Play by messages: CPython {sys.version.split()[0]}, one whole game each, seed {args.seed}"
    )
    print(table(rows))
    played = [row["largest_link"] for row in rows if "error" not in row]
    if played:
        print(f"Largest link of every game: {max(played):,} characters (at most 4,000)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
