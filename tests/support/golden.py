"""Golden games: seeded random games of every game and dealing variant, hashed ply by ply.

    python3 -m tests.support.golden          # writes tests/engine/golden/<game>.json anew

Made once from the engine as it stood before issue 25 (chance as its own state)
and never regenerated to make a test pass: tests/engine/test_golden.py replays
each stored game from its record (seed and moves) and checks, at every ply, the
hash of the state's JSON and of every seat's view (and the spectator's), so a
change in how cards are dealt shows at the first ply it touches.

A hash covers only the top-level JSON keys the golden file lists for that game
(``state_keys``, ``view_keys``): a later engine may add keys (a deck's order, a
chance state's progress) without changing what was dealt or seen.

Beside each case's hashes, ``lines`` holds a readable line per ply, in the manner of
OpenSpiel's playthroughs: the move that led there, the number of legal moves, what
everyone sees (a few fields of the spectator's view) and what each seat alone sees.
The hash is the check; the line is the explanation a failing ply prints, the stored
one beside the one the engine makes now.  Lines were added to the stored games later,
by replaying them, only where the replay still gave the stored hash:

    python3 -m tests.support.golden --explain  # adds lines to the stored games, hashes untouched
"""

from __future__ import annotations

import hashlib
import json
import random
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT / "py") not in sys.path:
    sys.path.insert(0, str(ROOT / "py"))

from parlour import registry  # noqa: E402
from parlour.page import share  # noqa: E402
from parlour.core import GameState  # noqa: E402
from parlour.record import Record  # noqa: E402
from parlour.page.session import Session  # noqa: E402

GOLDEN = ROOT / "tests" / "engine" / "golden"
HASH_CHARS = 12

CASES: dict[str, list[tuple[int, dict[str, Any], tuple[int, ...]]]] = {
    "casino": [
        (2, {}, (1, 2, 3)),
        (3, {}, (4, 5)),
        (4, {}, (6, 7)),
        (4, {"partners": False}, (8, 9)),
        (2, {"target": 11}, (10,)),
        (3, {"target": 31}, (11,)),
        (2, {"sweeps": False}, (12,)),
        (3, {"calls": False}, (13,)),
        (2, {"owner_duty": "capture-or-add"}, (14,)),
        (4, {"duty_lasts": "while-owned"}, (15,)),
        (2, {"add_to_multiple": True}, (16,)),
    ],
    "punto": [
        (2, {}, (1, 2, 3)),
        (3, {}, (4, 5, 6)),
        (4, {}, (7, 8)),
        (4, {"teams": True}, (9, 10, 11)),
        (2, {"rounds_to_win": 3}, (12,)),
        (3, {"rounds_to_win": 3}, (13,)),
        (4, {"rounds_to_win": 1}, (14,)),
    ],
    "cardino": [
        (2, {}, (1, 2, 3)),
        (3, {}, (4, 5)),
        (4, {}, (6, 7)),
        (2, {"same_space_neighbours": True}, (8,)),
        (4, {"same_space_neighbours": True}, (9,)),
    ],
    "colomino": [
        *(
            (n, {"variant": v}, (10 * n + k,))
            for v in ("sideways", "fourways", "threeways")
            for n in (2, 4, 6)
            for k in (1,)
        ),
        (2, {"variant": "sideways"}, (2, 3)),
        *((n, {"variant": "domino"}, (100 + n, 110 + n)) for n in (2, 3, 4, 5, 6)),
    ],
}


def digest(data: Any, keys: list[str] | None = None) -> str:
    """A short hash of ``data``'s canonical JSON, only ``keys`` of it when given."""
    if keys is not None:
        data = {key: data[key] for key in keys if key in data}
    text = json.dumps(data, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:HASH_CHARS]


def views_digest(state: GameState, players: int, keys: list[str] | None) -> str:
    return digest([digest(state.view(s).to_json(), keys) for s in [*range(players), None]])


def ply_digest(
    state: GameState, players: int, state_keys: list[str] | None, view_keys: list[str] | None
) -> str:
    return f"{digest(state.to_json(), state_keys)}:{views_digest(state, players, view_keys)}"


@dataclass(frozen=True)
class ShortView:
    """The fields of a game's views that a readable line shows.

    ``public``: keys of the spectator's view, what everyone sees ("#key": only how many
    items it holds); ``private``: keys of a seat's view that the spectator does not see.
    """

    public: tuple[str, ...]
    private: tuple[str, ...] = ()


# Punto shows no seat's own part: its decks are hidden from every seat alike.
SHORT_VIEWS = {
    "casino": ShortView(("table", "stock_count", "scores"), ("hand",)),
    "punto": ShortView(("revealed", "#placements", "#removed", "rounds_won")),
    "cardino": ShortView(("turn", "pile_size", "scores"), ("rack",)),
    "colomino": ShortView(("table", "#chain", "#sets", "passed", "cant_count"), ("hand",)),
}


def compact(value: Any) -> str:
    """A JSON value in few characters: lists in brackets, spaces between items."""
    if isinstance(value, list):
        return "[" + " ".join(map(compact, value)) + "]"
    if isinstance(value, dict):
        return "{" + " ".join(f"{k}:{compact(value[k])}" for k in sorted(value)) + "}"
    return json.dumps(value) if value is None or isinstance(value, bool) else str(value)


def fields(view: Any, keys: tuple[str, ...]) -> str:
    """``key=value`` for each of ``keys`` the view has ("#key": its length)."""
    shown = []
    for key in keys:
        name = key.removeprefix("#")
        if name in view:
            value = len(view[name] or ()) if key.startswith("#") else compact(view[name])
            shown.append(f"{key}={value}")
    return " ".join(shown)


def ply_line(game_id: str, state: GameState, players: int, move: str | None) -> str:
    """A readable line for one ply: the move that led here, how many moves are legal now,
    the public part of the views and each seat's own part."""
    short = SHORT_VIEWS[game_id]
    parts = [move or "(the deal)", f"{len(state.legal_moves())} legal"]
    parts.append(fields(state.view(None).to_json(), short.public))
    if short.private:
        seats = (fields(state.view(s).to_json(), short.private) for s in range(players))
        parts.extend(f"{seat}: {text}" for seat, text in enumerate(seats))
    return " | ".join(parts)


def ply_lines(record: Record, states: list[GameState]) -> list[str]:
    moves: list[str | None] = [None, *record.moves]
    return [ply_line(record.game, s, record.players, m) for s, m in zip(states, moves)]


def play_out(game_id: str, players: int, options: dict[str, Any], seed: int) -> Record:
    """A whole game: each move drawn by a seeded generator from the legal moves."""
    record = Record.start(game_id, players, options, seed)
    rng = random.Random(f"golden/{game_id}/{players}/{sorted(options.items())}/{seed}")
    game = registry.get(game_id)
    state = record.initial_state()
    moves = []
    while not state.is_over:
        move = rng.choice(state.legal_moves())
        moves.append(str(move))
        state = game.play(state, move)
    return Record(record.game, record.version, record.options, players, seed, tuple(moves))


def links(game_id: str, cases: list[dict[str, Any]], keys: list[str]) -> list[dict[str, Any]]:
    """Share links (the g2 format and the older g1) and saves of games part-way through."""
    found = []
    for case in cases[:2]:
        record = Record.from_json(case["record"])
        part = Record(
            record.game,
            record.version,
            record.options,
            record.players,
            record.seed,
            record.moves[: len(record.moves) // 2],
        )
        session = Session(part, tuple("human" if s == 0 else "random" for s in range(part.players)))
        g2 = share.encode(session)
        save = json.dumps(session.to_save(), separators=(",", ":"))
        g1 = g1_link(save)
        expected = digest(session.state.to_json(), keys)
        for kind, text in (("g2", g2), ("g1", g1), ("save", save)):
            found.append({"kind": kind, "text": text, "ply": len(part.moves), "state": expected})
    return found


def g1_link(save: str) -> str:
    """A link in the first format (no CRC-32), as pages before g2 wrote it."""
    import base64
    import zlib

    raw = json.dumps(json.loads(save), separators=(",", ":"), sort_keys=True).encode()
    return share.OLD_PREFIX + base64.urlsafe_b64encode(zlib.compress(raw, 9)).decode().rstrip("=")


def make(game_id: str) -> dict[str, Any]:
    game = registry.get(game_id)
    played = []
    state_keys: set[str] = set()
    view_keys: set[str] = set()
    for players, options, seeds in CASES[game_id]:
        for seed in seeds:
            record = play_out(game_id, players, options, seed)
            states = record.states()
            played.append((record, states))
            for state in states:
                state_keys |= set(state.to_json())
                for seat in [*range(players), None]:
                    view_keys |= set(state.view(seat).to_json())
    skeys, vkeys = sorted(state_keys), sorted(view_keys)
    cases = [
        {
            "record": record.to_json(),
            "plies": [ply_digest(s, record.players, skeys, vkeys) for s in states],
            "lines": ply_lines(record, states),
        }
        for record, states in played
    ]
    assert game.id == game_id
    return {
        "game": game_id,
        "made_with": "parlour before issue 25 (tests/support/golden.py)",
        "state_keys": skeys,
        "view_keys": vkeys,
        "cases": cases,
        "links": links(game_id, cases, skeys),
    }


def explain(data: dict[str, Any]) -> None:
    """Give each stored case its readable lines, replaying it; the hashes stay as stored.

    A ply whose hash the engine no longer makes gets no line: the line would describe a
    position other than the one the hash was made from.
    """
    for case in data["cases"]:
        record = Record.from_json(case["record"])
        states = record.states()
        if len(states) != len(case["plies"]):
            raise SystemExit(f"{data['game']} seed {record.seed}: the replay's length differs")
        for ply, (state, stored) in enumerate(zip(states, case["plies"])):
            found = ply_digest(state, record.players, data["state_keys"], data["view_keys"])
            if found != stored:
                raise SystemExit(f"{data['game']} seed {record.seed}: ply {ply} differs")
        case["lines"] = ply_lines(record, states)


def write(path: Path, data: dict[str, Any]) -> None:
    path.write_text(json.dumps(data, separators=(",", ":")) + "\n", encoding="utf-8")
    plies = sum(len(c["plies"]) for c in data["cases"])
    print(f"{path.stem}: {len(data['cases'])} games, {plies} plies, {path.stat().st_size:,} bytes")


def main(argv: list[str]) -> None:
    if argv not in ([], ["--explain"]):
        raise SystemExit("usage: python3 -m tests.support.golden [--explain]")
    GOLDEN.mkdir(parents=True, exist_ok=True)
    for game_id in CASES:
        path = GOLDEN / f"{game_id}.json"
        if argv == ["--explain"]:
            data = json.loads(path.read_text(encoding="utf-8"))
            explain(data)
        else:
            data = make(game_id)
        write(path, data)


if __name__ == "__main__":
    main(sys.argv[1:])
