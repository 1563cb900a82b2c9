"""Golden games: today's deals, states and views, ply by ply, as they were before issue 25.

tests/engine/golden/<game>.json was written once by ``python3 -m tests.support.golden`` from
the engine as it stood before chance became its own state (issue 25), and is never
regenerated to make this test pass.  Each game is replayed from its record (the seed
and the moves), the way every saved game and share link is, and at every ply the hash
of the state's JSON and of every view (each seat's and the spectator's) must be the
stored one: a seeded deal that changed shows at the first ply it touches.  The failure
prints the ply's stored readable line (the move, how many moves were legal, what each
seat saw) beside the one the engine makes now.  Share links (the g2 format and the older
g1) and saves made then must open at the same position.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from parlour.page import share
from parlour.record import Record
from parlour.page.saves import read_save


from tests.support.golden import GOLDEN, digest, ply_digest, ply_lines

ROOT = Path(__file__).resolve().parents[2]

FILES = sorted(GOLDEN.glob("*.json"))


def load(path: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


CASES = [
    pytest.param(
        data,
        case,
        id=f"{data['game']}-{case['record']['players']}p-"
        + "-".join(
            f"{k}={v}"
            for k, v in sorted(case["record"]["options"].items())
            if k in ("teams", "partners", "variant", "target", "rounds_to_win")
        )
        + f"-seed{case['record']['seed']}",
    )
    for data in map(load, FILES)
    for case in data["cases"]
]


def test_every_game_has_golden_games() -> None:
    assert {path.stem for path in FILES} == {"casino", "punto", "cardino", "colomino"}


@pytest.mark.parametrize("data, case", CASES)
def test_a_seeded_game_replays_to_the_same_positions(data: dict[str, Any], case: Any) -> None:
    record = Record.from_json(case["record"])
    states = record.states()
    assert len(states) == len(case["plies"]) == len(case["lines"])
    assert states[-1].is_over, "every golden game is played to its end"
    for ply, (state, expected) in enumerate(zip(states, case["plies"])):
        found = ply_digest(state, record.players, data["state_keys"], data["view_keys"])
        assert found == expected, explained(ply, case, ply_lines(record, states)[ply])


def explained(ply: int, case: Any, now: str) -> str:
    """Which ply differs, with the stored readable line beside the one made now."""
    return f"ply {ply} differs\nstored: {case['lines'][ply]}\nnow:    {now}"


@pytest.mark.parametrize("data", [pytest.param(load(p), id=p.stem) for p in FILES])
def test_old_links_and_saves_open_at_the_same_position(data: dict[str, Any]) -> None:
    assert {link["kind"] for link in data["links"]} == {"g2", "g1", "save"}
    for link in data["links"]:
        if link["kind"] == "save":
            session = read_save(link["text"])
            assert session is not None
        else:
            session = share.decode("#" + link["text"])
        assert len(session.record.moves) == link["ply"]
        assert digest(session.state.to_json(), data["state_keys"]) == link["state"], link["kind"]
