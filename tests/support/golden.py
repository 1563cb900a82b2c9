"""Golden games: seeded random games of every game and dealing variant, hashed ply by ply.

    python3 -m tests.support.golden            # writes tests/engine/golden/<game>.json

Made once from the engine as it stood before issue 25 (chance as its own state)
and never regenerated to make a test pass: tests/engine/test_golden.py replays
each stored game from its record (seed and moves) and checks, at every ply, the
hash of the state's JSON and of every seat's view (and the spectator's), so a
change in how cards are dealt shows at the first ply it touches.

A hash covers only the top-level JSON keys the golden file lists for that game
(``state_keys``, ``view_keys``): a later engine may add keys (a deck's order, a
chance state's progress) without changing what was dealt or seen.
"""

from __future__ import annotations

import hashlib
import json
import random
import sys
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


def main() -> None:
    GOLDEN.mkdir(parents=True, exist_ok=True)
    for game_id in CASES:
        data = make(game_id)
        path = GOLDEN / f"{game_id}.json"
        path.write_text(json.dumps(data, separators=(",", ":")) + "\n", encoding="utf-8")
        plies = sum(len(c["plies"]) for c in data["cases"])
        print(
            f"{game_id}: {len(data['cases'])} games, {plies} plies, {path.stat().st_size:,} bytes"
        )


if __name__ == "__main__":
    main()
