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
        if not any(inbox):
            break
    for seat in (0, 1):
        code, out, error = link("show", f"s{seat}.json", cwd=tmp_path)
        statuses[seat] = lines(out, "status")[-1]
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
