"""``parlour link``: seats in separate processes, exchanging only message text.

Each seat is its own ``python -m parlour link`` process per command, with its own
saved game; the test passes the printed messages on, and picks each move at random
among the ``moves`` the seat's process prints.  A whole game of Casino for two, to 11
points, runs to its checked end: hidden hands, and two deals of 48 moves (a deal gives 11
points and sweeps: rarely one, or three on a tie).  Each command restores its seat from the whole log, so the game is chosen
for a cheap restore too: a Colomino seat's restore searches stand-ins for the deal again
(seconds each time), and a Punto game to one round runs from 50 to 350 moves by the deal.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path
from typing import cast

from parlour.games.casino.rules import CasinoState
from parlour.link import Seat

PY = Path(__file__).resolve().parents[3] / "py"


def link(*args: str, cwd: Path) -> tuple[int, list[str], str]:
    env = {**os.environ, "PYTHONPATH": str(PY)}
    done = subprocess.run(
        [sys.executable, "-m", "parlour", "link", *args],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    return done.returncode, done.stdout.splitlines(), done.stderr.strip()


def lines(output: list[str], word: str) -> list[str]:
    return [line[len(word) + 1 :] for line in output if line.startswith(word + " ")]


def test_two_processes_play_a_whole_game_by_messages(tmp_path: Path) -> None:
    rng = random.Random(5)
    new = ("new", "casino", "--players", "2", "--option", "target=11", "--save", "s0.json")
    code, out, _ = link(*new, cwd=tmp_path)
    assert code == 0
    invitation = lines(out, "invite")[0]
    inbox: list[list[str]] = [[], lines(out, "message")]
    code, out, _ = link("join", invitation, "--seat", "1", "--save", "s1.json", cwd=tmp_path)
    assert code == 0
    inbox[0] += lines(out, "message")
    statuses = ["", ""]
    checked: list[set[str]] = [set(), set()]
    for _ in range(400):
        if all("over" in status for status in statuses):
            break
        for seat in (0, 1):
            save = f"s{seat}.json"
            if not inbox[seat]:
                continue
            code, out, error = link("open", save, *inbox[seat], cwd=tmp_path)
            assert code == 0, error
            inbox[seat] = []
            inbox[1 - seat] += lines(out, "message")
            while lines(out, "moves"):
                move = rng.choice(json.loads(lines(out, "moves")[0]))
                code, out, error = link("play", save, move, cwd=tmp_path)
                assert code == 0, error
                inbox[1 - seat] += lines(out, "message")
            statuses[seat] = lines(out, "status")[-1]
            checked[seat] |= set(lines(out, "checked"))
        if not any(inbox):
            break
    for seat in (0, 1):
        code, out, error = link("show", f"s{seat}.json", cwd=tmp_path)
        statuses[seat] = lines(out, "status")[-1]
    # Each hand is checked at its end (docs/fair-deal.md, "The end: seeds"), before the next
    # is played; a game to 11 may end in its first hand (a sweep is a point).
    last_hand = cast(CasinoState, Seat.restore((tmp_path / "s0.json").read_text()).state)
    if last_hand.hand_number >= 1:
        assert "hand 0: fair" in checked[0] and "hand 0: fair" in checked[1]
    assert all(line.endswith(": fair") for line in checked[0] | checked[1])
    assert all("over" in status and "every move and card checked" in status for status in statuses)
    assert statuses[0].split(": over")[1] == statuses[1].split(": over")[1]


def test_bad_requests_print_one_line_and_keep_the_saved_game(tmp_path: Path) -> None:
    code, out, _ = link("new", "punto", "--players", "2", "--save", "p0.json", cwd=tmp_path)
    assert code == 0
    saved = (tmp_path / "p0.json").read_text()
    # the invitation carries no message: the friend's device shuffles first
    code, joined, _ = link(
        "join", lines(out, "invite")[0], "--seat", "1", "--save", "p1.json", cwd=tmp_path
    )
    assert code == 0
    own = lines(joined, "message")[0]
    for args, words in [
        (("play", "p0.json", "0,0"), "not seat 0's turn"),
        (("open", "p0.json", "AAAA"), "refused: message is not readable"),
        (("open", "p1.json", own), "refused: message claims to be from"),
        (("join", "parlour-xyz", "--seat", "1", "--save", "p2.json"), "invitation"),
        (("show", "missing.json"), "cannot read missing.json"),
        (("new", "punto", "--players", "2", "--save", "p0.json"), "exists already"),
        (("new", "punto", "--players", "7", "--save", "p9.json"), "2, 3, 4 players"),
    ]:
        code, out_lines, error = link(*args, cwd=tmp_path)
        assert code == 2 and words in error and "\n" not in error, (args, error)
    assert (tmp_path / "p0.json").read_text() == saved


def test_a_move_beginning_with_a_minus_is_played_as_the_moves_line_lists_it(
    tmp_path: Path,
) -> None:
    """A Punto move left of or above the first card ("-1,0") is no option: pasted after the
    file as the ``moves`` line lists it, it is the seat's move."""
    code, out, _ = link("new", "punto", "--players", "2", "--save", "p0.json", cwd=tmp_path)
    assert code == 0
    inbox: list[list[str]] = [[], lines(out, "message")]
    code, out, _ = link(
        "join", lines(out, "invite")[0], "--seat", "1", "--save", "p1.json", cwd=tmp_path
    )
    assert code == 0
    inbox[0] += lines(out, "message")
    for _ in range(20):
        seat = 0 if inbox[0] else 1
        code, out, error = link("open", f"p{seat}.json", *inbox[seat], cwd=tmp_path)
        assert code == 0, error
        inbox[seat] = []
        inbox[1 - seat] += lines(out, "message")
        minus = [m for m in json.loads((lines(out, "moves") or ["[]"])[0]) if m.startswith("-")]
        if minus:
            break
        if lines(out, "moves"):  # the first card: at the centre, nothing to its left yet
            code, out, error = link("play", f"p{seat}.json", "0,0", cwd=tmp_path)
            assert code == 0, error
            inbox[1 - seat] += lines(out, "message")
    assert minus, "no move beginning with '-' was listed"
    code, out, error = link("play", f"p{seat}.json", minus[0], cwd=tmp_path)
    assert code == 0, error
    assert lines(out, "message") and "waiting for seat" in lines(out, "status")[-1]
    code, out, error = link("play", f"p{1 - seat}.json", cwd=tmp_path)
    assert code == 2 and "give the move" in error


def test_a_saved_game_that_does_not_match_its_own_seeds_is_one_line(tmp_path: Path) -> None:
    """A seed changed in the saved game after its commitment went out: every command on that
    file says so in one line (no traceback), exits 2 and leaves the file as it was."""
    new = ("new", "casino", "--players", "2", "--option", "target=11", "--save", "s0.json")
    code, out, _ = link(*new, cwd=tmp_path)
    to_joiner = lines(out, "message")
    code, out, _ = link(
        "join", lines(out, "invite")[0], "--seat", "1", "--save", "s1.json", cwd=tmp_path
    )
    to_host = lines(out, "message")
    if to_joiner:  # the host shuffled first: the joiner's step answers it
        code, out, _ = link("open", "s1.json", *to_joiner, cwd=tmp_path)
        to_host += lines(out, "message")
    code, out, error = link("open", "s0.json", *to_host, cwd=tmp_path)
    assert code == 0, error
    saved = json.loads((tmp_path / "s0.json").read_text())
    begin = next(entry for entry in saved["fair"]["log"] if entry[0] == "begin")
    begin[3] = "00" * 32
    tampered = json.dumps(saved)
    (tmp_path / "s0.json").write_text(tampered)
    for args in (("show", "s0.json"), ("open", "s0.json", to_host[-1])):
        code, _, error = link(*args, cwd=tmp_path)
        assert code == 2 and "\n" not in error and "Traceback" not in error, error
        assert error == (
            "parlour link: the saved game is damaged: the seed stored for deck 'hand 0' is "
            "not the one this seat committed to"
        )
    assert (tmp_path / "s0.json").read_text() == tampered
